"""Ingest: files in, addressed passages committed to the passage store, index sinks told.

This is the one entry point for every way documents arrive (HTTP upload, ``vouch ingest``, Microsoft Graph
sync). Callers never touch parsers or the store directly::

    from vouch.ingest.pipeline import ingest_file, ingest_paths, remove_document, remove_collection

    ingest_file(services, collection, filename, data, *, source="upload", source_ref=None,
                metadata=None, force=False, document_id=None) -> IngestResult
        One file's bytes. ``filename`` becomes the document id (its base name; "#" and control characters
        are replaced) and the first part of every address. Never raises for bad input: the result carries
        ``outcome`` (ingested | unchanged | failed), ``error`` (code, message naming the file, http_status),
        pages, passages, ocr_pages, seconds, generation, and for an e-mail one result per attachment
        (attachments are documents named "<eml name>/<attachment name>"). Raises ``CollectionNotFound`` if
        the collection does not exist: that is the caller's mistake, not the file's.
        ``source_ref`` (e.g. a Graph drive item id) is stored on the document for the syncer to find it.
        Same bytes + same metadata as the stored version -> ``unchanged``, nothing written, no sink calls,
        unless ``force``.

    ingest_paths(services, collection, paths, *, source="cli", manifest=None, on_result=None)
        -> list[IngestResult]
        Files and directories (recursing, skipping hidden files and ``collection.json``). A directory's own
        ``collection.json`` is applied to its files unless ``manifest`` is given. Document ids of files
        found under a directory are their paths relative to it. ``on_result`` is called after each file.

    ingest_files(services, collection, files: Sequence[SourceFile], ...) -> list[IngestResult]
    collect_files(paths, manifest=None) -> list[SourceFile]   # walk first, e.g. to show progress

    remove_document(services, collection, document_id) -> bool   # an e-mail's attachment documents go too
    remove_collection(services, collection) -> int   # its documents, passages and the collection itself

    find_documents(services, collection, source_ref) -> list[StoredDocument]   # for sync: ref -> documents

Stages (each a plain function with one typed input and output, run in this order; all but ``commit`` are
pure, so a failure anywhere leaves the store exactly as it was)::

    validate   Upload          -> ValidFile        size limit, empty file, usable name, sha256
    detect     ValidFile       -> TypedFile        by content (magic bytes, zip members), not by extension
    parse      TypedFile       -> ParsedDocument   blocks (heading/paragraph/list item/table) with pages,
                                                   OCR for pages without text; e-mail attachments split off
    structure  ParsedDocument  -> ParsedDocument   heading paths and clause numbers on every block
    describe   ParsedDocument  -> DocumentInfo     title, version, effective date, supersedes (+ overrides)
    chunk      ParsedDocument  -> list[Passage]    2-6 sentence passages, one per table row, with addresses
    commit     DocumentInfo + passages -> generation   PassageStore.replace_document (one transaction)

After a commit the sinks in ``services.index_sinks`` (see ``vouch.ingest.sink.IndexSink``) are called:
``document_committed`` / ``document_removed`` for the document itself and ``supersession_changed`` for
passages of other documents whose currency changed (an endorsement arriving or leaving). Deleting a
collection calls a sink's optional ``collection_removed(collection)`` if it has one, else
``document_removed`` for each document.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from vouch.catalog import CollectionNotFound
from vouch.ingest.chunk import chunk
from vouch.ingest.detect import TypedFile, detect
from vouch.ingest.errors import ErrorCode, IngestError
from vouch.ingest.injection import flag_instructions
from vouch.ingest.metadata import describe
from vouch.ingest.overrides import CollectionManifest, DocumentMetadata
from vouch.ingest.parsers import ParsedDocument, parse
from vouch.ingest.result import FileError, IngestResult, Outcome
from vouch.ingest.sink import IndexSink
from vouch.ingest.structure import structure
from vouch.ingest.supersession import mentioned_identifiers, pending, resolve
from vouch.ingest.validate import MAX_ATTACHMENT_DEPTH, Limits, Upload, ValidFile, document_id_for, validate
from vouch.logs import get_logger
from vouch.passage_store import StoredDocument
from vouch.passages import DocumentInfo, DocumentType, Passage

if TYPE_CHECKING:
    from vouch.services import Services

log = get_logger("vouch.ingest")

MANIFEST_NAME = "collection.json"

__all__ = [
    "DocumentMetadata",
    "IngestResult",
    "Outcome",
    "Prepared",
    "SourceFile",
    "collect_files",
    "commit",
    "find_documents",
    "ingest_file",
    "ingest_files",
    "ingest_paths",
    "prepare",
    "remove_collection",
    "remove_document",
]


@dataclass(frozen=True)
class Prepared:
    """Everything a commit needs for one document, computed without touching the store."""

    document: DocumentInfo
    passages: tuple[Passage, ...]
    parsed: ParsedDocument
    attachments: tuple[tuple[str, bytes], ...]  # (document id, bytes) of an e-mail's attachments


def prepare(
    upload: Upload,
    *,
    collection: str,
    limits: Limits,
    source: str = "upload",
    source_ref: str | None = None,
    metadata: DocumentMetadata | None = None,
) -> Prepared:
    """Run every stage but commit. Raises ``IngestError`` for bad input."""
    valid: ValidFile = validate(upload, limits)
    typed: TypedFile = detect(valid, limits)
    parsed = structure(parse(typed, limits))
    document = describe(parsed, typed, collection=collection, source=source, source_ref=source_ref, overrides=metadata)
    passages = tuple(flag_instructions(chunk(parsed, document)))  # instructions to a reader are flagged
    if not passages:
        raise IngestError(ErrorCode.NO_TEXT, "no text could be read from this file (blank, or OCR found nothing)")
    attachments = tuple((f"{valid.document_id}/{name}", data) for name, data in parsed.attachments)
    unsure = [p.address.split("#", 1)[-1] for p in passages if p.extra.get("low_confidence")]
    if unsure:
        shown = ", ".join(unsure[:5]) + (f" and {len(unsure) - 5} more" if len(unsure) > 5 else "")
        note = f"OCR read {len(unsure)} passage(s) with low confidence ({shown}); check them against the scan"
        parsed = replace(parsed, warnings=(*parsed.warnings, note))
    return Prepared(document=document, passages=passages, parsed=parsed, attachments=attachments)


def _sinks(services: Services) -> list[IndexSink]:
    return list(getattr(services, "index_sinks", []))


def _notify(services: Services, event: str, call: Callable[[IndexSink], None]) -> None:
    """Sinks run after the commit; one failing must not hide the commit or stop the others."""
    for sink in _sinks(services):
        try:
            call(sink)
        except Exception:
            log.exception("index sink failed", sink=type(sink).__name__, sink_event=event)


def _notify_committed(services: Services, document: DocumentInfo, generation: int) -> None:
    """Sinks get the passages as stored (``superseded_by`` set), not as prepared."""
    committed = services.passages.passages(document.collection, document.document_id)
    _notify(services, "document_committed", lambda s: s.document_committed(document, committed, generation))


def _notify_removed(services: Services, collection: str, document_id: str) -> None:
    _notify(services, "document_removed", lambda s: s.document_removed(collection, document_id))


def _notify_supersession(services: Services, collection: str, before: dict[str, str], skip_document: str) -> None:
    after = services.passages.superseded(collection)
    prefix = f"{collection}/{skip_document}#"
    changed: dict[str, str | None] = {
        pid: after.get(pid) for pid in set(before) | set(after) if before.get(pid) != after.get(pid)
    }
    changed = {pid: value for pid, value in changed.items() if not pid.startswith(prefix)}
    if changed:
        _notify(services, "supersession_changed", lambda s: s.supersession_changed(collection, changed))


def _unchanged(services: Services, prepared: Prepared) -> StoredDocument | None:
    doc = prepared.document
    stored = services.passages.document(doc.collection, doc.document_id)
    if stored is None or stored.info != doc:
        return None
    old = [
        replace(p, superseded_by=None, replaced_for=())
        for p in services.passages.passages(doc.collection, doc.document_id)
    ]
    return stored if old == list(prepared.passages) else None


def _mentions(prepared: Prepared) -> list[str]:
    texts = [prepared.document.title, *(p.text for p in prepared.passages), *prepared.parsed.furniture]
    return mentioned_identifiers(texts)


def commit(services: Services, prepared: Prepared, *, force: bool = False) -> tuple[Outcome, int]:
    """The only stage that writes: one transaction, then the sinks."""
    others = [d.info for d in services.passages.documents(prepared.document.collection)]
    prepared = replace(prepared, document=resolve(prepared.document, _mentions(prepared), others))
    doc = prepared.document
    if not force:
        stored = _unchanged(services, prepared)
        if stored is not None:
            return Outcome.UNCHANGED, stored.generation
    before = services.passages.superseded(doc.collection)
    generation = services.passages.replace_document(doc, prepared.passages)
    _notify_committed(services, doc, generation)
    _notify_supersession(services, doc.collection, before, doc.document_id)
    if doc.doc_type is not DocumentType.ENDORSEMENT:
        _resolve_pending(services, doc.collection)
    return Outcome.INGESTED, generation


def _resolve_pending(services: Services, collection: str) -> None:
    """Endorsements that arrived before the wording they amend: point them at it now that it is here."""
    stored = services.passages.documents(collection)
    others = [d.info for d in stored]
    for endorsement in stored:
        if not pending(endorsement.info):
            continue
        passages = services.passages.passages(collection, endorsement.info.document_id)
        mentions = mentioned_identifiers([endorsement.info.title, *(p.text for p in passages)])
        resolved = resolve(endorsement.info, mentions, others)
        if resolved == endorsement.info:
            continue
        before = services.passages.superseded(collection)
        fresh = [replace(p, superseded_by=None) for p in passages]
        generation = services.passages.replace_document(resolved, fresh)
        _notify_committed(services, resolved, generation)
        _notify_supersession(services, collection, before, resolved.document_id)


def _failed(filename: str, document_id: str | None, error: IngestError, started: float) -> IngestResult:
    return IngestResult(
        filename=filename,
        document_id=document_id,
        outcome=Outcome.FAILED,
        seconds=time.perf_counter() - started,
        error=FileError(code=error.code, message=error.describe(filename)),
    )


def _ingest(
    services: Services,
    collection: str,
    upload: Upload,
    *,
    source: str,
    source_ref: str | None,
    metadata: DocumentMetadata | None,
    force: bool,
    depth: int = 0,
) -> IngestResult:
    started = time.perf_counter()
    limits = Limits.from_settings(services.settings)
    try:
        document_id: str | None = document_id_for(upload.filename, upload.document_id)
    except IngestError as exc:
        return _failed(upload.filename, None, exc, started)
    try:
        prepared = prepare(
            upload, collection=collection, limits=limits, source=source, source_ref=source_ref, metadata=metadata
        )
        outcome, generation = commit(services, prepared, force=force)
    except IngestError as exc:
        return _failed(upload.filename, document_id, exc, started)
    except Exception:
        # A bug or an unexpected library failure: the traceback is for the log, the user gets the file name.
        log.exception("ingest failed", filename=upload.filename, collection=collection)
        error = IngestError(ErrorCode.INTERNAL, "could not be ingested because of an internal error (logged)")
        return _failed(upload.filename, document_id, error, started)
    children = (
        tuple(
            _ingest(
                services,
                collection,
                Upload(filename=name, data=data, document_id=name),
                source=source,
                source_ref=source_ref,
                metadata=None,
                force=force,
                depth=depth + 1,
            )
            for name, data in prepared.attachments
        )
        if depth < MAX_ATTACHMENT_DEPTH
        else ()
    )
    warnings = prepared.parsed.warnings
    stored = services.passages.document(collection, prepared.document.document_id)
    if stored is not None and pending(stored.info):
        clauses = ", ".join(r.clause for r in stored.info.supersedes if not r.document)
        warnings += (
            f"replaces clause {clauses} of a document that is not in the collection yet; "
            "it will be linked when that document is ingested",
        )
    if prepared.attachments and depth >= MAX_ATTACHMENT_DEPTH:
        warnings += (f"attachments nested deeper than {MAX_ATTACHMENT_DEPTH} levels were not ingested",)
    if prepared.parsed.is_container:
        _drop_stale_attachments(services, collection, prepared)
    return IngestResult(
        filename=upload.filename,
        document_id=prepared.document.document_id,
        outcome=outcome,
        pages=prepared.parsed.page_count or 0,
        passages=len(prepared.passages),
        ocr_pages=prepared.parsed.ocr_pages,
        seconds=time.perf_counter() - started,
        generation=generation,
        warnings=warnings,
        attachments=children,
    )


def _drop_stale_attachments(services: Services, collection: str, prepared: Prepared) -> None:
    """A re-sent e-mail without an attachment it used to carry: that attachment's document goes too."""
    prefix = prepared.document.document_id + "/"
    current = {name for name, _ in prepared.attachments}
    for stored in services.passages.documents(collection):
        document_id = stored.info.document_id
        if document_id.startswith(prefix) and document_id not in current:
            remove_document(services, collection, document_id)


def ingest_file(
    services: Services,
    collection: str,
    filename: str,
    data: bytes,
    *,
    source: str = "upload",
    source_ref: str | None = None,
    metadata: DocumentMetadata | None = None,
    force: bool = False,
    document_id: str | None = None,
) -> IngestResult:
    """Ingest one file's bytes into ``collection``; see the module docstring.

    ``document_id`` overrides the id derived from ``filename`` (e.g. a path relative to a synced folder).
    """
    services.collections.require(collection)
    upload = Upload(filename=filename, data=data, document_id=document_id)
    return _ingest(services, collection, upload, source=source, source_ref=source_ref, metadata=metadata, force=force)


@dataclass(frozen=True)
class SourceFile:
    """A file found on disk, with the document id it will get and the manifest that describes it."""

    path: Path
    document_id: str
    manifest: CollectionManifest | None


def collect_files(paths: Iterable[Path], manifest: CollectionManifest | None = None) -> list[SourceFile]:
    """Files to ingest from files and directory trees (hidden files and collection.json skipped)."""
    return list(_walk(paths, manifest))


def _walk(paths: Iterable[Path], manifest: CollectionManifest | None) -> Iterator[SourceFile]:
    for path in paths:
        if path.is_dir():
            local = manifest
            if local is None and (path / MANIFEST_NAME).is_file():
                local = CollectionManifest.load(path / MANIFEST_NAME)
            for root, dirs, files in os.walk(path):
                dirs[:] = sorted(d for d in dirs if not d.startswith("."))
                for name in sorted(files):
                    if name.startswith(".") or name == MANIFEST_NAME:
                        continue
                    full = Path(root) / name
                    yield SourceFile(full, full.relative_to(path).as_posix(), local)
        else:
            yield SourceFile(path, path.name, manifest)


def ingest_paths(
    services: Services,
    collection: str,
    paths: Sequence[Path],
    *,
    source: str = "cli",
    manifest: CollectionManifest | None = None,
    on_result: Callable[[IngestResult], None] | None = None,
    force: bool = False,
) -> list[IngestResult]:
    """Ingest files and directory trees one file at a time; a bad file never stops the batch."""
    files = collect_files(paths, manifest)
    return ingest_files(services, collection, files, source=source, on_result=on_result, force=force)


def ingest_files(
    services: Services,
    collection: str,
    files: Sequence[SourceFile],
    *,
    source: str = "cli",
    on_result: Callable[[IngestResult], None] | None = None,
    force: bool = False,
) -> list[IngestResult]:
    """``ingest_paths`` for files already collected (so a caller can show progress against their count)."""
    services.collections.require(collection)
    limits = Limits.from_settings(services.settings)
    results: list[IngestResult] = []
    for found in files:
        started = time.perf_counter()
        result: IngestResult
        try:
            size = found.path.stat().st_size
            if size > limits.max_bytes:  # refuse before reading a huge file into memory
                raise IngestError(ErrorCode.TOO_LARGE, limits.too_large_message(size))
            data = found.path.read_bytes()
        except IngestError as exc:
            result = _failed(str(found.path), found.document_id, exc, started)
        except OSError as exc:
            err = IngestError(ErrorCode.CORRUPT, f"cannot be read: {exc.strerror or exc}")
            result = _failed(str(found.path), found.document_id, err, started)
        else:
            overrides = found.manifest.for_file(found.document_id) if found.manifest else None
            upload = Upload(filename=str(found.path), data=data, document_id=found.document_id)
            result = _ingest(
                services, collection, upload, source=source, source_ref=None, metadata=overrides, force=force
            )
        results.append(result)
        if on_result is not None:
            on_result(result)
    return results


def remove_document(services: Services, collection: str, document_id: str) -> bool:
    """Delete one document and its passages (and an e-mail's attachment documents); tell the sinks."""
    before = services.passages.superseded(collection)
    attachments = [
        d.info.document_id
        for d in services.passages.documents(collection)
        if d.info.document_id.startswith(document_id + "/")
    ]
    removed = services.passages.delete_document(collection, document_id)
    if removed:
        _notify_removed(services, collection, document_id)
    for child in attachments:
        if services.passages.delete_document(collection, child):
            _notify_removed(services, collection, child)
    if removed or attachments:
        _notify_supersession(services, collection, before, document_id)
    return removed


def remove_collection(services: Services, collection: str) -> int:
    """Delete a collection with all its documents and passages; returns how many documents went."""
    if services.collections.get(collection) is None:
        raise CollectionNotFound(f"no collection named {collection!r}")
    documents = [d.info.document_id for d in services.passages.documents(collection)]
    count = services.passages.delete_collection(collection)
    services.collections.delete(collection)
    for sink in _sinks(services):
        # Engines that can drop a whole collection at once say so with ``collection_removed``.
        whole = getattr(sink, "collection_removed", None)
        try:
            if callable(whole):
                whole(collection)
            else:
                for document_id in documents:
                    sink.document_removed(collection, document_id)
        except Exception:
            log.exception("index sink failed", sink=type(sink).__name__, sink_event="collection_removed")
    return count


def find_documents(services: Services, collection: str, source_ref: str) -> list[StoredDocument]:
    """Documents that came from one external item (a Graph drive item, an e-mail): for sync to update them."""
    return [d for d in services.passages.documents(collection) if d.info.source_ref == source_ref]
