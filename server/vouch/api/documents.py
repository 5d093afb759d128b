"""Documents of a collection over HTTP: upload (one or many files), list, inspect passages, delete.

Upload answers with one result per file, so one bad file never hides the others::

    POST /api/collections/{collection}/documents      multipart/form-data
        file=<one or more files>            any part with a file name is a file to ingest
        title, doc_type, version,           metadata overrides; only with a single file
        effective_date, supersedes          (supersedes: "policy.pdf:4.2(b)" or JSON [{document, clause}])
        manifest=<collection.json text>     per-file overrides for a batch, as in samples/collection
        force=true                          re-commit even when nothing changed

    -> 201 every file ingested | 200 nothing changed | 207 mixed | the files' own status when all failed alike
    {"collection": "...", "summary": {"ingested": 2, "unchanged": 0, "failed": 1},
     "results": [{"filename": "...", "document_id": "...", "status": 201, "outcome": "ingested",
                  "pages": 9, "passages": 97, "ocr_pages": 0, "seconds": 0.4, "warnings": [],
                  "error": null | {"code": "encrypted", "message": "x.pdf: is a password-protected PDF; ..."},
                  "attachments": [...same shape...]}]}

Per-file statuses: 201 ingested, 200 unchanged, 400 bad name/metadata, 413 over VOUCH_MAX_UPLOAD_BYTES,
415 unknown type, 422 unreadable (corrupt, encrypted, zip bomb, not UTF-8, empty, no text), 500 internal.
"""

from __future__ import annotations

import json
from collections.abc import AsyncGenerator, Mapping
from dataclasses import asdict, dataclass
from typing import Any

import anyio.to_thread
from litestar import Controller, Request, Response, delete, get, post
from litestar._multipart import parse_multipart_form
from litestar.datastructures import State, UploadFile
from litestar.di import NamedDependency
from litestar.enums import RequestEncodingType
from litestar.exceptions import ClientException, NotFoundException, ValidationException
from litestar.params import FromPath, FromQuery
from litestar.status_codes import HTTP_204_NO_CONTENT

from vouch.auth.guards import collection_readable, requires
from vouch.auth.roles import Permission
from vouch.auth.store import User
from vouch.ingest.errors import ErrorCode, IngestError
from vouch.ingest.overrides import CollectionManifest, DocumentMetadata
from vouch.ingest.pipeline import ingest_file, remove_document
from vouch.ingest.result import FileError, IngestResult, Outcome
from vouch.passage_store import StoredDocument
from vouch.passages import Passage
from vouch.services import Services

# A request may carry several files, each up to the per-file limit; the request as a whole is capped at this
# many times that limit so one upload cannot fill the disk with spooled parts.
REQUEST_FACTOR = 4
_METADATA_FIELDS = ("title", "doc_type", "version", "effective_date", "supersedes", "claim_ref", "policy_ref")


def _status(result: IngestResult) -> int:
    if result.error is not None:
        return result.error.http_status
    return 200 if result.outcome is Outcome.UNCHANGED else 201


def _result_json(result: IngestResult) -> dict[str, Any]:
    return {
        "filename": result.filename,
        "document_id": result.document_id,
        "status": _status(result),
        "outcome": result.outcome.value,
        "pages": result.pages,
        "passages": result.passages,
        "ocr_pages": result.ocr_pages,
        "seconds": round(result.seconds, 3),
        "generation": result.generation,
        "warnings": list(result.warnings),
        "error": None if result.error is None else {"code": result.error.code.value, "message": result.error.message},
        "attachments": [_result_json(child) for child in result.attachments],
    }


def _overall(results: list[IngestResult]) -> int:
    statuses = {_status(r) for r in results}
    if len(statuses) == 1:
        return statuses.pop()
    if all(r.ok for r in results):
        return 201
    return 207


def _document_json(stored: StoredDocument) -> dict[str, Any]:
    info = stored.info
    return {
        "document_id": info.document_id,
        "title": info.title,
        "doc_type": info.doc_type.value,
        "version": info.version,
        "effective_date": info.effective_date.isoformat() if info.effective_date else None,
        "supersedes": [asdict(ref) for ref in info.supersedes],
        "page_count": info.page_count,
        "media_type": info.media_type,
        "sha256": info.sha256,
        "source": info.source,
        "source_ref": info.source_ref,
        "generation": stored.generation,
        "passage_count": stored.passage_count,
        "ingested_at": stored.ingested_at,
        # An endorsement's policies (``vouch.search.scope.document_policies``): only these, or all but not_for.
        "applies_to": info.applies_to.as_json(),
    }


def _passage_json(passage: Passage) -> dict[str, Any]:
    return {
        "id": passage.id,
        "address": passage.address,
        "text": passage.text,
        "heading_path": list(passage.heading_path),
        "clause": passage.clause,
        "page": passage.page,
        "table_row": asdict(passage.table_row) if passage.table_row else None,
        "ocr_confidence": passage.ocr_confidence,
        "warning": passage.ocr_warning,
        "current": passage.current,
        "superseded_by": passage.superseded_by,
        "replaced_for": list(passage.replaced_for),  # endorsements replacing it for their policies only
    }


async def _capped(stream: AsyncGenerator[bytes, None], cap: int) -> AsyncGenerator[bytes, None]:
    total = 0
    async for chunk in stream:
        total += len(chunk)
        if total > cap:
            raise _TooLarge(cap)
        yield chunk


class _TooLarge(Exception):
    def __init__(self, cap: int) -> None:
        super().__init__(cap)
        self.cap = cap


def _too_large(cap: int) -> Response[dict[str, Any]]:
    return Response(
        {
            "status_code": 413,
            "detail": f"the upload is larger than {cap:,} bytes in total; send fewer files per request "
            "(each file may be up to VOUCH_MAX_UPLOAD_BYTES)",
        },
        status_code=413,
    )


@dataclass(frozen=True)
class _Upload:
    filename: str
    data: bytes | None  # None when over the limit (not read into memory)
    size: int


async def _read(upload: UploadFile, limit: int) -> _Upload:
    file = upload.file
    file.seek(0, 2)
    size = file.tell()
    file.seek(0)
    data = None if size > limit else await upload.read()
    await upload.close()
    return _Upload(filename=upload.filename or "unnamed", data=data, size=size)


def _form_metadata(fields: Mapping[str, list[Any]], files: int) -> DocumentMetadata | None:
    given = {k: v[0] for k, v in fields.items() if k in _METADATA_FIELDS and v and isinstance(v[0], str) and v[0]}
    if not given:
        return None
    if files != 1:
        raise ValidationException(
            f"metadata fields ({', '.join(sorted(given))}) apply to one file; for several files send a 'manifest'"
        )
    try:
        return DocumentMetadata.from_mapping(given)
    except IngestError as exc:
        raise ValidationException(exc.message) from None


def _manifest(fields: Mapping[str, list[Any]]) -> CollectionManifest | None:
    raw = next((v for v in fields.get("manifest", []) if isinstance(v, str)), None)
    if raw is None:
        return None
    try:
        documents = json.loads(raw).get("documents", [])
        entries = {d["file"]: DocumentMetadata.from_mapping(d) for d in documents if isinstance(d.get("file"), str)}
    except (json.JSONDecodeError, AttributeError, TypeError) as exc:
        raise ValidationException(f"manifest is not a collection.json document ({type(exc).__name__})") from None
    except IngestError as exc:
        raise ValidationException(f"manifest: {exc.message}") from None
    return CollectionManifest(name=None, entries=entries)


class DocumentController(Controller):
    path = "/api/collections/{collection:str}/documents"
    tags = ["documents"]  # noqa: RUF012 (Litestar declares it as an instance attribute)

    @post(
        "/",
        guards=[requires(Permission.MANAGE_DOCUMENTS), collection_readable],
        request_max_body_size=None,  # enforced below, from settings, with a JSON answer
        summary="Upload one or more files into the collection",
    )
    async def upload(
        self,
        request: Request[User, None, State],
        collection: FromPath[str],
        services: NamedDependency[Services],
    ) -> Response[dict[str, Any]]:
        if services.collections.get(collection) is None:
            raise NotFoundException(f"no collection named {collection!r}")
        content_type, options = request.content_type
        if content_type != RequestEncodingType.MULTI_PART or "boundary" not in options:
            raise ValidationException("upload files as multipart/form-data (field 'file', one or more)")
        limit = services.settings.max_upload_bytes
        cap = limit * REQUEST_FACTOR + 1024 * 1024
        if (request.content_length or 0) > cap:
            return _too_large(cap)
        try:
            parsed = await parse_multipart_form(
                stream=_capped(request.stream(), cap),
                boundary=options["boundary"].encode(),
                multipart_form_part_limit=request.app.multipart_form_part_limit,
            )
        except _TooLarge:
            return _too_large(cap)
        except ClientException as exc:
            raise ValidationException(f"the upload could not be read: {exc.detail}") from None
        # The parser gives a lone part as itself and repeated parts as a list; make every field a list.
        fields = {name: value if isinstance(value, list) else [value] for name, value in parsed.items()}
        uploads = [await _read(v, limit) for values in fields.values() for v in values if isinstance(v, UploadFile)]
        if not uploads:
            raise ValidationException("no files in the upload: send them as multipart parts named 'file'")
        metadata = _form_metadata(fields, len(uploads))
        manifest = _manifest(fields)
        force = any(v in ("1", "true", "yes", "on") for v in fields.get("force", []) if isinstance(v, str))

        def run() -> list[IngestResult]:
            results: list[IngestResult] = []
            for upload in uploads:
                if upload.data is None:
                    error = IngestError(
                        ErrorCode.TOO_LARGE,
                        f"is {upload.size:,} bytes, over the upload limit of {limit:,} bytes (VOUCH_MAX_UPLOAD_BYTES)",
                    )
                    results.append(_oversize(upload.filename, error))
                    continue
                overrides = metadata or (manifest.for_file(upload.filename) if manifest else None)
                results.append(
                    ingest_file(
                        services,
                        collection,
                        upload.filename,
                        upload.data,
                        source="upload",
                        metadata=overrides,
                        force=force,
                    )
                )
            return results

        results = await anyio.to_thread.run_sync(run)
        body = {
            "collection": collection,
            "summary": {
                "ingested": sum(1 for r in results for x in r.flatten() if x.outcome is Outcome.INGESTED),
                "unchanged": sum(1 for r in results for x in r.flatten() if x.outcome is Outcome.UNCHANGED),
                "failed": sum(1 for r in results for x in r.flatten() if x.outcome is Outcome.FAILED),
            },
            "results": [_result_json(r) for r in results],
        }
        return Response(body, status_code=_overall(results))

    @get("/", guards=[collection_readable], summary="Documents in the collection")
    async def list_documents(
        self, collection: FromPath[str], services: NamedDependency[Services]
    ) -> list[dict[str, Any]]:
        if services.collections.get(collection) is None:
            raise NotFoundException(f"no collection named {collection!r}")
        return [_document_json(d) for d in services.passages.documents(collection)]

    @get("/{document_id:path}", guards=[collection_readable], summary="One document and its passages")
    async def get_document(
        self,
        collection: FromPath[str],
        document_id: FromPath[str],
        services: NamedDependency[Services],
        current_only: FromQuery[bool] = False,
    ) -> dict[str, Any]:
        document_id = document_id.lstrip("/")
        stored = services.passages.document(collection, document_id)
        if stored is None:
            raise NotFoundException(f"no document {document_id!r} in collection {collection!r}")
        passages = services.passages.passages(collection, document_id, current_only=current_only)
        return {"document": _document_json(stored), "passages": [_passage_json(p) for p in passages]}

    @delete(
        "/{document_id:path}",
        guards=[requires(Permission.MANAGE_DOCUMENTS), collection_readable],
        status_code=HTTP_204_NO_CONTENT,
        summary="Delete a document and its passages",
    )
    async def delete_document(
        self, collection: FromPath[str], document_id: FromPath[str], services: NamedDependency[Services]
    ) -> None:
        document_id = document_id.lstrip("/")
        removed = await anyio.to_thread.run_sync(lambda: remove_document(services, collection, document_id))
        if not removed:
            raise NotFoundException(f"no document {document_id!r} in collection {collection!r}")


def _oversize(filename: str, error: IngestError) -> IngestResult:
    return IngestResult(
        filename=filename,
        document_id=None,
        outcome=Outcome.FAILED,
        error=FileError(code=error.code, message=error.describe(filename)),
    )


__all__ = ["DocumentController"]
