"""Sync a SharePoint document library, a OneDrive, or one folder of either, into a collection.

One run has two halves:

1. **Read the change feed** (Graph delta on the drive root, every @odata.nextLink page) into the mirror
   (``vouch.ingest.graph.state``), then save the new @odata.deltaLink. The first run, ``--full`` and a
   410 from Graph (the saved link expired) read the whole drive instead; an item that whole-drive feed does
   not mention is gone.
2. **Reconcile** the mirror with the passage store: every file under the folder should be a document whose
   id is its path relative to the folder and whose content is the file's current version. Files that are
   new, changed, renamed or moved in are downloaded and ingested; documents whose item was deleted, moved
   out of the folder or replaced by a folder are removed; folders and items outside the folder are skipped.

Retry design: the delta link always advances once the feed is in the mirror, and a file that fails keeps
the difference between "version on the drive" and "version ingested" in the mirror, so the next run tries
it again without re-reading the feed. Holding the delta link back instead would make every later run replay
an ever longer feed behind one broken file (and Graph expires old links). A file that failed for a reason
tied to its bytes (corrupt, unsupported type, encrypted, too large...) is not downloaded again until its
version changes (or ``--full``); it is still listed as ``skipped`` with its error on every run, so it is not
forgotten. Download errors and internal failures are retried every run.

Because reconcile compares states rather than replaying events, a crash anywhere is repaired by the next
run: pages applied twice give the same mirror, and work not done is still a difference.
"""

from __future__ import annotations

import tempfile
import uuid
from collections.abc import Callable
from pathlib import Path

from vouch.ingest.errors import ErrorCode, IngestError
from vouch.ingest.graph.client import DeltaExpired, GraphAuthError, GraphClient, GraphError, ItemKind
from vouch.ingest.graph.report import ChangeKind, FileChange, SyncMode, SyncReport
from vouch.ingest.graph.state import MirrorItem, SyncStateStore, SyncTarget
from vouch.ingest.overrides import CollectionManifest, DocumentMetadata
from vouch.ingest.pipeline import MANIFEST_NAME, Outcome, ingest_file, remove_document
from vouch.ingest.validate import Limits, document_id_for
from vouch.logs import get_logger
from vouch.services import Services

log = get_logger("vouch.ingest.graph")

SOURCE = "graph"

# Failures that come from the file's bytes: trying the same version again gives the same answer.
PERMANENT_FAILURES = frozenset(
    {
        ErrorCode.EMPTY,
        ErrorCode.TOO_LARGE,
        ErrorCode.UNSUPPORTED_TYPE,
        ErrorCode.CORRUPT,
        ErrorCode.ENCRYPTED,
        ErrorCode.ZIP_BOMB,
        ErrorCode.ENCODING,
        ErrorCode.NO_TEXT,
        ErrorCode.BAD_NAME,
        ErrorCode.BAD_METADATA,
    }
)
DOWNLOAD_FAILED = "download_failed"
_BAD_MANIFEST = ErrorCode.BAD_METADATA.value


class FolderNotFound(GraphError):
    """The folder to sync is not in the drive."""


def _load_manifest(text: str) -> CollectionManifest:
    """Parse collection.json with the pipeline's own reader (which reads from a file)."""
    with tempfile.TemporaryDirectory(prefix="vouch-graph-") as tmp:
        path = Path(tmp) / MANIFEST_NAME
        path.write_text(text, encoding="utf-8")
        return CollectionManifest.load(path)


def normalize_folder(folder: str | None) -> str:
    """'/Claims/Procedures/' -> 'Claims/Procedures'; '' or '/' is the whole drive."""
    parts = [part for part in (folder or "").replace("\\", "/").split("/") if part.strip()]
    if any(part in {".", ".."} for part in parts):
        raise ValueError(f"folder {folder!r} must be a path from the top of the drive, without '.' or '..'")
    return "/".join(part.strip() for part in parts)


def _paths(items: dict[str, MirrorItem]) -> dict[str, str | None]:
    """Each item's path from the drive root ('' for the root), or None when it cannot be reached.

    Built from parent ids because delta responses carry no paths. An item is unreachable when it or an
    ancestor is deleted or unknown (a deleted folder's children may never be sent as deleted themselves).
    """
    resolved: dict[str, str | None] = {}
    for start in items:
        chain: list[str] = []
        current: str | None = start
        base: str | None = None
        while True:
            if current is None or current in chain:  # no parent, or a cycle in a malformed feed
                base = None
                break
            if current in resolved:
                base = resolved[current]
                break
            item = items.get(current)
            if item is None or item.deleted:
                base = None
                break
            if item.kind is ItemKind.ROOT:
                resolved[current] = ""
                base = ""
                break
            chain.append(current)
            if item.parent_is_root and (item.parent_id is None or item.parent_id not in items):
                base = ""
                break
            current = item.parent_id
        for item_id in reversed(chain):
            name = items[item_id].name
            base = None if base is None or not name else (f"{base}/{name}" if base else name)
            resolved[item_id] = base
    return resolved


def _relative(path: str, folder: str) -> str | None:
    """``path`` relative to ``folder`` when inside it (compared without case, as SharePoint does)."""
    if not folder:
        return path
    parts, prefix = path.split("/"), folder.split("/")
    if len(parts) <= len(prefix) or [p.casefold() for p in parts[: len(prefix)]] != [p.casefold() for p in prefix]:
        return None
    return "/".join(parts[len(prefix) :])


def _folder_exists(items: dict[str, MirrorItem], paths: dict[str, str | None], folder: str) -> bool:
    if not folder:
        return True
    wanted = [p.casefold() for p in folder.split("/")]
    return any(
        item.kind is ItemKind.FOLDER
        and (path := paths.get(item.item_id)) is not None
        and [p.casefold() for p in path.split("/")] == wanted
        for item in items.values()
    )


class GraphSync:
    """One sync run of one target; ``run`` does it all and returns the report."""

    def __init__(
        self,
        services: Services,
        graph: GraphClient,
        *,
        full: bool = False,
        on_start: Callable[[SyncReport], None] | None = None,
        on_change: Callable[[FileChange], None] | None = None,
    ) -> None:
        self.services = services
        self.graph = graph
        self.state = SyncStateStore(services.db)
        self.full = full
        self.on_start = on_start  # called once the feed is read, before any file is touched
        self.on_change = on_change  # called for each file as it is done
        self.limits = Limits.from_settings(services.settings)

    async def run(
        self,
        collection: str,
        *,
        drive_id: str | None = None,
        site_id: str | None = None,
        user: str | None = None,
        folder: str = "",
    ) -> SyncReport:
        self.services.collections.require(collection)
        drive = await self.graph.resolve_drive(drive_id=drive_id, site_id=site_id, user=user)
        target = SyncTarget(collection=collection, drive_id=drive.id, folder=normalize_folder(folder))
        had_state = self.state.has_state(target)
        link = None if self.full else self.state.delta_link(target)
        mode = SyncMode.FULL if self.full else (SyncMode.CHANGES if link else SyncMode.FIRST)
        report = SyncReport(collection=collection, drive=drive, folder=target.folder, mode=mode)

        run_id = uuid.uuid4().hex
        try:
            new_link = await self._read_feed(target, link, run_id)
        except DeltaExpired:
            if link is None:
                raise
            log.info("delta link expired, reading the whole drive", drive=drive.id, collection=collection)
            report.mode = SyncMode.RESYNC
            run_id = uuid.uuid4().hex
            link = None
            new_link = await self._read_feed(target, None, run_id)
        self.state.finish_feed(target, new_link, drive.name, full_run=run_id if link is None else None)

        items = {item.item_id: item for item in self.state.items(target)}
        paths = _paths(items)
        if not _folder_exists(items, paths, target.folder):
            if not had_state:
                # A mistyped folder leaves nothing behind; a folder that existed before keeps its documents
                # (it may have been renamed) until someone decides, rather than being emptied silently.
                self.state.forget_target(target)
            raise FolderNotFound(
                f"folder {target.folder!r} is not in drive {drive.name or drive.id}"
                + (" (any more: renamed or deleted?); its documents are kept" if had_state else "")
            )
        if self.on_start is not None:
            self.on_start(report)
        await self._reconcile(target, items, paths, report)
        self.state.drop_tombstones(target)
        return report

    async def _read_feed(self, target: SyncTarget, link: str | None, run_id: str) -> str:
        """Every page of the change feed into the mirror; returns the new delta link."""
        while True:
            page = await self.graph.delta_page(target.drive_id, link)
            self.state.apply_page(target, page.items, run_id)
            if page.next_link:
                link = page.next_link
                continue
            if page.delta_link:
                return page.delta_link
            raise GraphError(f"the change feed of drive {target.drive_id} ended without a delta link")

    def _emit(self, report: SyncReport, change: FileChange) -> None:
        report.changes.append(change)
        if self.on_change is not None:
            self.on_change(change)

    async def _reconcile(
        self, target: SyncTarget, items: dict[str, MirrorItem], paths: dict[str, str | None], report: SyncReport
    ) -> None:
        wanted: dict[str, str] = {}  # item id -> document id, for every file under the folder
        bad_names: dict[str, str] = {}
        manifest_item: MirrorItem | None = None
        for item in items.values():
            path = paths.get(item.item_id)
            if item.kind is not ItemKind.FILE or path is None:
                continue
            relative = _relative(path, target.folder)
            if relative is None:
                continue
            name = relative.rsplit("/", 1)[-1]
            if relative.casefold() == MANIFEST_NAME:
                manifest_item = item  # metadata for the other files, as with `vouch ingest DIR`
                continue
            if name.startswith((".", "~$")) or name.casefold() == MANIFEST_NAME:
                # Hidden files and Office's "~$name.docx" owner files (present while a document is open in
                # SharePoint) are not documents; a nested collection.json is ignored, as `vouch ingest` does.
                continue
            try:
                wanted[item.item_id] = document_id_for(relative, relative)
            except IngestError as exc:
                bad_names[item.item_id] = exc.describe(relative)
        report.files = len(wanted) + len(bad_names)

        # Removals first, so a document id freed by a deleted file can be taken by a new one in this run.
        for item in sorted(items.values(), key=lambda i: i.document_id or ""):
            if item.document_id is None or item.item_id in wanted:
                continue
            why = "deleted from the drive" if item.deleted else "no longer in the synced folder"
            if self._remove_own(target.collection, item.document_id, item.item_id):
                self._emit(report, FileChange(ChangeKind.REMOVED, item.document_id, item.item_id, why))
            self.state.forget_document(target, item.item_id)
        for item in items.values():
            # Items no document ever came from and that can no longer be reached (children of a deleted
            # folder) are of no further use.
            if item.document_id is None and paths.get(item.item_id) is None and item.kind is not ItemKind.ROOT:
                self.state.forget_item(target, item.item_id)

        for item_id, message in sorted(bad_names.items(), key=lambda kv: kv[1]):
            self._emit(report, FileChange(ChangeKind.SKIPPED, paths.get(item_id) or item_id, item_id, message))

        manifest, manifest_changed = await self._manifest(target, manifest_item, report)
        # A new or changed collection.json can change any file's metadata: every file is checked again
        # (the pipeline writes only those whose metadata or passages really differ).
        recheck = self.full or manifest_changed
        stored = {doc.info.document_id: doc for doc in self.services.passages.documents(target.collection)}
        for item_id, document_id in sorted(wanted.items(), key=lambda kv: kv[1]):
            item = items[item_id]
            current = stored.get(document_id)
            up_to_date = (
                item.document_id == document_id
                and item.version is not None
                and item.ingested_version == item.version
                and current is not None
                and current.info.source == SOURCE
                and current.info.source_ref == item_id
            )
            if up_to_date and not recheck:
                continue
            if (
                not recheck
                and item.failed_version is not None
                and item.failed_version == item.version
                and item.error_code in PERMANENT_FAILURES
            ):
                detail = f"{item.error or 'failed before'}; not retried until the file changes"
                self._emit(report, FileChange(ChangeKind.SKIPPED, document_id, item_id, detail))
                continue
            metadata = manifest.for_file(document_id) if manifest is not None else None
            self._emit(report, await self._ingest(target, item, document_id, metadata))

    async def _manifest(
        self, target: SyncTarget, item: MirrorItem | None, report: SyncReport
    ) -> tuple[CollectionManifest | None, bool]:
        """The folder's collection.json, and whether it differs from the one the documents were made with.

        Its text is kept in the state, so a run where it did not change need not download it. One that
        cannot be downloaded or read is reported, and the last good one stays in use until it is fixed:
        a transient failure must not strip every document of its metadata.
        """
        used_version, used_text = self.state.manifest(target)
        last_good = _load_manifest(used_text) if used_text is not None else None
        if item is None:
            self.state.set_manifest(target, None, None)
            return None, used_text is not None
        if item.version is not None and item.version == used_version:
            return last_good, False
        kept = "; the last good one is used" if last_good is not None else ""
        if item.version is not None and item.failed_version == item.version and item.error_code == _BAD_MANIFEST:
            detail = f"{item.error or 'could not be read'}{kept}; not retried until the file changes"
            self._emit(report, FileChange(ChangeKind.SKIPPED, MANIFEST_NAME, item.item_id, detail))
            return last_good, False
        try:
            text = (await self.graph.download(target.drive_id, item.item_id)).decode("utf-8")
            manifest = _load_manifest(text)
        except GraphAuthError:
            raise
        except GraphError as exc:
            message = f"{MANIFEST_NAME}: download failed: {exc}"
            self.state.mark_failed(target, item.item_id, item.version, DOWNLOAD_FAILED, message)
            self._emit(report, FileChange(ChangeKind.FAILED, MANIFEST_NAME, item.item_id, message + kept))
            return last_good, False
        except (UnicodeDecodeError, IngestError) as exc:
            reason = exc.message if isinstance(exc, IngestError) else "is not UTF-8 text"
            message = f"{MANIFEST_NAME}: {reason}"
            self.state.mark_failed(target, item.item_id, item.version, _BAD_MANIFEST, message)
            self._emit(report, FileChange(ChangeKind.FAILED, MANIFEST_NAME, item.item_id, message + kept))
            return last_good, False
        self.state.set_manifest(target, item.version, text)
        return manifest, text != used_text

    def _remove_own(self, collection: str, document_id: str, item_id: str) -> bool:
        """Remove a document only if it still is this item's: an upload or another item may have
        replaced it since, and that one is not ours to delete."""
        stored = self.services.passages.document(collection, document_id)
        if stored is None or stored.info.source != SOURCE or stored.info.source_ref != item_id:
            return False
        return remove_document(self.services, collection, document_id)

    async def _ingest(
        self, target: SyncTarget, item: MirrorItem, document_id: str, metadata: DocumentMetadata | None
    ) -> FileChange:
        collection = target.collection
        if item.size is not None and item.size > self.limits.max_bytes:
            # Refuse before downloading: the pipeline would refuse it anyway, after the whole transfer.
            message = f"{document_id}: {self.limits.too_large_message(item.size)}"
            self.state.mark_failed(target, item.item_id, item.version, ErrorCode.TOO_LARGE.value, message)
            return FileChange(ChangeKind.FAILED, document_id, item.item_id, message)
        try:
            data = await self.graph.download(target.drive_id, item.item_id)
        except GraphAuthError:
            raise  # the token stopped working: nothing else will download either
        except GraphError as exc:
            message = f"{document_id}: download failed: {exc}"
            self.state.mark_failed(target, item.item_id, item.version, DOWNLOAD_FAILED, message)
            return FileChange(ChangeKind.FAILED, document_id, item.item_id, message)

        existed = self.services.passages.document(collection, document_id) is not None
        result = ingest_file(
            self.services,
            collection,
            document_id,
            data,
            source=SOURCE,
            source_ref=item.item_id,
            metadata=metadata,
            document_id=document_id,
        )
        if not result.ok or result.error is not None:
            error = result.error
            code = error.code.value if error else ErrorCode.INTERNAL.value
            message = error.message if error else f"{document_id}: could not be ingested"
            self.state.mark_failed(target, item.item_id, item.version, code, message)
            return FileChange(ChangeKind.FAILED, document_id, item.item_id, message)

        ingested_id = result.document_id or document_id
        # Re-read: earlier in this run another item may have taken over this item's old document id.
        before = self.state.item(target, item.item_id)
        previous = before.document_id if before else None
        renamed_from = previous if previous is not None and previous != ingested_id else None
        if renamed_from is not None:
            self._remove_own(collection, renamed_from, item.item_id)
        self.state.mark_ingested(target, item.item_id, ingested_id, item.version)

        passages = f"{result.passages} passage{'s' if result.passages != 1 else ''}"
        if renamed_from is not None:
            return FileChange(ChangeKind.UPDATED, ingested_id, item.item_id, f"{passages}, was {renamed_from}")
        if result.outcome is Outcome.UNCHANGED:
            return FileChange(ChangeKind.UNCHANGED, ingested_id, item.item_id, passages)
        kind = ChangeKind.UPDATED if existed else ChangeKind.ADDED
        return FileChange(kind, ingested_id, item.item_id, passages)
