"""The audit trail over HTTP: records in the caller's reach, the chain head and its verification, compliance
exports, and the taskpane's document re-check.

Reach (``vouch.audit.scope``): handlers see their own records, leads their team's, compliance and admins
everything. Nothing here writes, except that reading first brings the index up to date with the log.

    GET  /api/audit/records?from=&to=&handler=&claim=&kind=&document=&limit=   -> [RecordSummary]
    GET  /api/audit/records/{seq}                                              -> StoredRecord
    GET  /api/audit/head                     (compliance, admin)               -> {seq, hash, at, anchor}
    GET  /api/audit/verify                   (compliance, admin)               -> VerifyView
    GET  /api/audit/export?format=docx|csv|json&from=&to=&handler=&claim=      -> the file
    POST /api/documents/{document_id}/recheck {controls: [{tag, text}]}        -> RecheckReport
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated, Protocol

import anyio.to_thread
import msgspec
from litestar import Controller, Request, Response, get, post
from litestar.datastructures import State
from litestar.di import NamedDependency
from litestar.exceptions import ClientException, HTTPException, NotFoundException, ValidationException
from litestar.params import FromPath, FromQuery, JSONBody, QueryParameter
from litestar.status_codes import (
    HTTP_200_OK,
    HTTP_409_CONFLICT,
    HTTP_422_UNPROCESSABLE_ENTITY,
    HTTP_503_SERVICE_UNAVAILABLE,
)
from litestar.types import ControllerRouterHandler

from vouch.answer.hub import AnswerHub
from vouch.audit.export import MEDIA_TYPES, ExportFilter, ExportFormat, collect, filename, render
from vouch.audit.index import RecordQuery
from vouch.audit.log import AuditError
from vouch.audit.period import Period, parse_period
from vouch.audit.receipts import (
    InsertedText,
    InsertRecorded,
    UnknownSentence,
    answer_from_hub,
    final_in_memory,
    gate_insert,
    record_insert_receipt,
)
from vouch.audit.recheck import (
    BackendRechecker,
    RecheckReport,
    RecheckRequest,
    inserted_sentences,
    recheck_document,
    validate,
)
from vouch.audit.records import RecordKind, StoredRecord
from vouch.audit.scope import scope_for
from vouch.audit.store import Committed
from vouch.audit.verify import verify_log
from vouch.auth.guards import requires
from vouch.auth.roles import Permission
from vouch.auth.store import User
from vouch.policy import InsertRefusal, InsertVerdict
from vouch.services import Services

MAX_LIMIT = 1000
From = Annotated[str | None, QueryParameter(name="from", description="a date (whole day) or ISO date-time")]
To = Annotated[str | None, QueryParameter(name="to", description="a date (inclusive) or ISO date-time (exclusive)")]


class RecordSummary(msgspec.Struct, frozen=True, kw_only=True):
    seq: int
    hash: str
    at: str
    kind: RecordKind
    actor: str
    team: str | None
    answer_id: str | None
    sentence_id: str | None
    document_id: str | None
    claim: str | None
    collection: str | None
    surface: str | None


class HeadView(msgspec.Struct, frozen=True, kw_only=True):
    seq: int
    hash: str
    at: str | None
    anchor: str  # SEQ:HASH, to record somewhere else and check later with `vouch audit verify --anchor`


class ProblemView(msgspec.Struct, frozen=True, kw_only=True):
    line: int
    offset: int
    seq: int | None
    reason: str
    excerpt: str


class VerifyView(msgspec.Struct, frozen=True, kw_only=True):
    ok: bool
    records: int
    anchor: str
    problem: ProblemView | None
    notes: tuple[str, ...]


# Refusals about the answer's state conflict with it (409); refusals about the receipt's own content are
# unprocessable as sent (422).
_UNPROCESSABLE = frozenset({InsertRefusal.UNKNOWN_ANSWER, InsertRefusal.UNKNOWN_SENTENCE, InsertRefusal.TEXT_CHANGED})


def insert_refused(verdict: InsertVerdict, record: Committed | None) -> HTTPException:
    """The insert gate's refusal: ``detail`` names the sentence and the reason, ``extra`` carries them typed and
    names the audit record of the refusal."""
    reason = verdict.reason or InsertRefusal.NOT_INSERTABLE
    return ClientException(
        detail=f"insert refused: {verdict.detail}",
        status_code=HTTP_422_UNPROCESSABLE_ENTITY if reason in _UNPROCESSABLE else HTTP_409_CONFLICT,
        extra={
            "reason": reason.value,
            "sentence_id": verdict.sentence_id,
            "audit_record": None if record is None else f"{record.seq}:{record.hash}",
        },
    )


def unavailable(exc: AuditError) -> HTTPException:
    """The audit store failing is never papered over: the caller is told, and nothing is acknowledged."""
    return HTTPException(status_code=HTTP_503_SERVICE_UNAVAILABLE, detail=f"the audit trail is unavailable: {exc}")


def period_of(since: str | None, until: str | None) -> Period:
    try:
        return parse_period(since, until)
    except ValueError as exc:
        raise ValidationException(str(exc)) from None


class AuditController(Controller):
    path = "/api/audit"
    tags = ["audit"]  # noqa: RUF012 (Litestar declares it as an instance attribute)

    @get("/records", sync_to_thread=True, summary="Audit records in the caller's reach")
    def list_records(
        self,
        request: Request[User, None, State],
        services: NamedDependency[Services],
        since: From = None,
        until: To = None,
        handler: FromQuery[str | None] = None,
        claim: FromQuery[str | None] = None,
        kind: FromQuery[RecordKind | None] = None,
        document: FromQuery[str | None] = None,
        limit: Annotated[int, QueryParameter(ge=1, le=MAX_LIMIT)] = 200,
    ) -> list[RecordSummary]:
        period = period_of(since, until)
        query = RecordQuery(
            kinds=(kind,) if kind else (),
            since=period.since,
            until=period.until,
            handler=handler,
            claim=claim,
            document_id=document,
            limit=limit,
            newest_first=True,
        )
        try:
            rows = services.audit.rows(query, scope_for(request.user))
        except AuditError as exc:
            raise unavailable(exc) from None
        return [
            RecordSummary(
                seq=r.seq,
                hash=r.hash,
                at=r.at,
                kind=r.kind,
                actor=r.actor,
                team=r.team,
                answer_id=r.answer_id,
                sentence_id=r.sentence_id,
                document_id=r.document_id,
                claim=r.claim,
                collection=r.collection,
                surface=r.surface,
            )
            for r in rows
        ]

    @get("/records/{seq:int}", sync_to_thread=True, summary="One audit record, whole, with its hash")
    def get_record(
        self, request: Request[User, None, State], seq: FromPath[int], services: NamedDependency[Services]
    ) -> StoredRecord:
        try:
            record = services.audit.get(seq, scope_for(request.user))
        except AuditError as exc:
            raise unavailable(exc) from None
        if record is None:
            raise NotFoundException(f"no audit record #{seq} in your reach")
        return record

    @get("/head", guards=[requires(Permission.AUDIT_READ)], sync_to_thread=True, summary="The chain's head")
    def head(self, services: NamedDependency[Services]) -> HeadView:
        try:
            head = services.audit.head()
        except AuditError as exc:
            raise unavailable(exc) from None
        return HeadView(seq=head.seq, hash=head.hash, at=head.at, anchor=f"{head.seq}:{head.hash}")

    @get("/verify", guards=[requires(Permission.AUDIT_READ)], sync_to_thread=True, summary="Verify the chain")
    def verify(self, services: NamedDependency[Services]) -> VerifyView:
        report = verify_log(services.audit.path, witness=services.audit.index_hashes())
        problem = report.problem
        return VerifyView(
            ok=report.ok,
            records=report.records,
            anchor=report.anchor,
            problem=None if problem is None else ProblemView(**problem.__dict__),
            notes=report.notes,
        )

    @get("/export", sync_to_thread=True, summary="Compliance export (docx, csv or json) of the caller's reach")
    def export(
        self,
        request: Request[User, None, State],
        services: NamedDependency[Services],
        format: FromQuery[ExportFormat] = ExportFormat.DOCX,  # the query parameter's public name
        since: From = None,
        until: To = None,
        handler: FromQuery[str | None] = None,
        claim: FromQuery[str | None] = None,
    ) -> Response[bytes]:
        filters = ExportFilter(period=period_of(since, until), handler=handler, claim=claim)
        user = request.user
        try:
            data = collect(services.audit, scope_for(user), filters, generated_by=f"{user.name} ({user.role.value})")
        except AuditError as exc:
            raise unavailable(exc) from None
        return Response(
            render(data, format),
            media_type=MEDIA_TYPES[format],
            status_code=HTTP_200_OK,
            headers={
                "Content-Disposition": f'attachment; filename="{filename(data, format)}"',
                "Cache-Control": "no-store",
            },
        )


@post(
    "/api/documents/{document_id:str}/recheck",
    tags=["audit"],
    status_code=HTTP_200_OK,  # nothing is created: a report
    summary="Re-check a Word document's Vouch sentences",
)
async def recheck(
    request: Request[User, None, State],
    document_id: FromPath[str],
    services: NamedDependency[Services],
    data: JSONBody[RecheckRequest],
) -> RecheckReport:
    if not document_id.strip() or len(document_id) > 200:
        raise ValidationException("document_id must be 1 to 200 characters")
    try:
        validate(data)
    except ValueError as exc:
        raise ValidationException(str(exc)) from None
    hub = request.app.state.get("answers")
    rechecker = BackendRechecker(hub.inline) if isinstance(hub, AnswerHub) else None
    scope = scope_for(request.user)
    try:
        # Reading the log is blocking file I/O: off the event loop; the checker itself is async.
        inserted = await anyio.to_thread.run_sync(inserted_sentences, services.audit, scope, document_id)
        return await recheck_document(inserted, document_id, data, services.passages, rechecker)
    except AuditError as exc:
        raise unavailable(exc) from None


class InsertedSentenceLike(Protocol):
    """One sentence of an insert receipt (``vouch.api.inserts.InsertedSentence``), read-only."""

    @property
    def sentence_id(self) -> str: ...

    @property
    def content_control_tag(self) -> str: ...

    @property
    def decision(self) -> str | None: ...

    @property
    def text(self) -> str: ...


async def audit_insert(
    request: Request[User, None, State],
    services: Services,
    answer_id: str,
    document_id: str,
    sentences: Sequence[InsertedSentenceLike],
    client_insert_id: str | None,
    removed: Sequence[str] = (),
) -> dict[str, str]:
    """Record an insert receipt in the audit chain and return once it is durable (fsynced); the insert
    endpoint acknowledges only after this. Returns headers naming the record. Raises 503 if the audit store
    cannot take it, so the add-in reports the insert as not recorded."""
    hub = request.app.state.get("answers")
    texts = [InsertedText(s.sentence_id, s.content_control_tag, s.text, s.decision) for s in sentences]
    live = final_in_memory(request.user, answer_id, hub if isinstance(hub, AnswerHub) else None)

    def record() -> InsertRecorded | tuple[InsertVerdict, Committed | None]:
        # The policy's gate first: a refused receipt is recorded as refused and never acknowledged.
        verdict, refused = gate_insert(
            services.audit,
            request.user,
            answer_id,
            document_id,
            texts,
            live=live,
            receipt_id=client_insert_id,
            removed=removed,
        )
        if not verdict.allowed:
            return verdict, refused
        return record_insert_receipt(
            services.audit,
            request.user,
            answer_id,
            document_id,
            texts,
            receipt_id=client_insert_id,
            fallback=answer_from_hub(hub) if isinstance(hub, AnswerHub) else None,
        )

    try:
        recorded = await anyio.to_thread.run_sync(record)
    except UnknownSentence as exc:
        raise ValidationException(str(exc)) from None
    except AuditError as exc:
        raise unavailable(exc) from None
    if isinstance(recorded, tuple):
        raise insert_refused(*recorded)
    headers = {
        "X-Vouch-Audit-Record": f"{recorded.committed.seq}:{recorded.committed.hash}",
        "X-Vouch-Evidence": recorded.evidence_from,
    }
    if recorded.mismatched:
        headers["X-Vouch-Text-Mismatch"] = ",".join(recorded.mismatched)
    return headers


audit_routes: list[ControllerRouterHandler] = [AuditController, recheck]
