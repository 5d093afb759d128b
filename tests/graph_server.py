"""A local stand-in for the Microsoft Graph v1.0 drive API, for testing sync with the real msgraph-sdk.

It speaks the REST shapes sync uses, on 127.0.0.1 with a free port, in a thread:

    GET /v1.0/drives/{drive-id}                         the drive
    GET /v1.0/sites/{site-id}/drive                     a site's default library
    GET /v1.0/sites/{site-id}/drives/{drive-id}         a site's library (404 if not that site's)
    GET /v1.0/users/{user}/drive                        a user's OneDrive
    GET /v1.0/drives/{drive-id}/items/{item-id}         one driveItem ("root" is the root's alias)
    GET /v1.0/drives/{drive-id}/items/root/delta()      the change feed; also .../root/delta (the links)
        first page: no token = every live item; ?token=N = items changed after N (deleted ones with the
        ``deleted`` facet); pages of ``page_size`` joined by @odata.nextLink ($skiptoken), the last with
        @odata.deltaLink (token=N). A token older than ``expire_tokens_before`` answers 410 resyncRequired.
        Delta on any other folder answers 400, as SharePoint does.
    GET /v1.0/drives/{drive-id}/items/{item-id}/content 302 to a pre-authenticated download URL on
        another host name (localhost instead of 127.0.0.1), which serves the bytes.

Every /v1.0 request needs ``Authorization: Bearer <token>`` or gets Graph's 401 body. Tests change the
drive between syncs (add, update, rename, move, delete) and read ``requests`` to see what was asked.
driveItem JSON follows Graph: id, name, eTag, cTag, size, createdDateTime, lastModifiedDateTime,
parentReference {driveId, driveType, id, path}, file {mimeType, hashes}, folder {childCount}, root, deleted.
As in Graph, parentReference.path is left out of delta responses unless ``delta_paths`` is set.
"""

from __future__ import annotations

import base64
import hashlib
import itertools
import json
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, unquote, urlsplit

_MIME = {
    ".pdf": "application/pdf",
    ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ".txt": "text/plain",
    ".eml": "message/rfc822",
}
_EPOCH = datetime(2025, 1, 6, 9, 0, tzinfo=UTC)


@dataclass
class FakeItem:
    id: str
    name: str
    parent_id: str | None
    folder: bool
    data: bytes = b""
    etag_version: int = 1  # bumps on any change (content, rename, move)
    ctag_version: int = 1  # bumps on content changes only, as in Graph
    changed_at: int = 0  # the drive's change sequence number of the last change
    deleted: bool = False
    modified: datetime = _EPOCH


@dataclass
class RecordedRequest:
    method: str
    path: str  # path and query as sent
    authorization: str | None


@dataclass
class FakeDrive:
    """One drive: a tree of items with a change sequence that delta tokens point into."""

    id: str = "b!fakeDriveId0001"
    name: str = "Documents"
    site_id: str | None = "contoso.sharepoint.com,site-guid-1,web-guid-1"
    owner: str | None = None  # user principal name when this is a OneDrive
    items: dict[str, FakeItem] = field(default_factory=dict)
    seq: int = 0
    _ids: Iterator[int] = field(default_factory=lambda: itertools.count(1))
    _lock: threading.RLock = field(default_factory=threading.RLock)

    def __post_init__(self) -> None:
        self.root = FakeItem(id="01ROOT000000000000000000000000000", name="root", parent_id=None, folder=True)
        self.items[self.root.id] = self.root

    # -- mutations, as a user of SharePoint would make them --------------------------------------------

    def _touch(self, item: FakeItem, *, content: bool) -> None:
        self.seq += 1
        item.changed_at = self.seq
        item.etag_version += 1
        if content:
            item.ctag_version += 1
        item.modified = _EPOCH + timedelta(minutes=self.seq)

    def _new_id(self) -> str:
        return f"01ITEM{next(self._ids):027d}"

    def folder(self, path: str) -> FakeItem:
        """The folder at ``path``, created with its parents if missing."""
        with self._lock:
            current = self.root
            for name in [p for p in path.split("/") if p]:
                child = self._child(current.id, name)
                if child is None:
                    child = FakeItem(id=self._new_id(), name=name, parent_id=current.id, folder=True)
                    self.items[child.id] = child
                    self._touch(child, content=True)
                current = child
            return current

    def add_file(self, path: str, data: bytes) -> FakeItem:
        with self._lock:
            parent_path, _, name = path.rpartition("/")
            parent = self.folder(parent_path)
            if self._child(parent.id, name) is not None:
                raise ValueError(f"{path} exists")
            item = FakeItem(id=self._new_id(), name=name, parent_id=parent.id, folder=False, data=data)
            self.items[item.id] = item
            self._touch(item, content=True)
            return item

    def update_file(self, path: str, data: bytes) -> FakeItem:
        with self._lock:
            item = self.get(path)
            item.data = data
            self._touch(item, content=True)
            return item

    def move(self, path: str, new_path: str) -> FakeItem:
        """Rename and/or move: the item keeps its id, as in Graph. Only the item itself is reported in
        delta, not a moved folder's descendants (Graph does the same)."""
        with self._lock:
            item = self.get(path)
            parent_path, _, name = new_path.rpartition("/")
            item.parent_id = self.folder(parent_path).id
            item.name = name
            self._touch(item, content=False)
            return item

    def delete(self, path: str, *, report_children: bool = True) -> FakeItem:
        """Delete an item; a folder's descendants go too. Whether delta reports each descendant deleted or
        only the folder varies between OneDrive and SharePoint, so both can be had."""
        with self._lock:
            item = self.get(path)
            children = self._descendants(item.id)
            for victim in [item, *children]:
                victim.deleted = True
                if victim is item or report_children:
                    self._touch(victim, content=False)
            return item

    # -- lookups ---------------------------------------------------------------------------------------

    def _child(self, parent_id: str, name: str) -> FakeItem | None:
        for item in self.items.values():
            if item.parent_id == parent_id and not item.deleted and item.name.casefold() == name.casefold():
                return item
        return None

    def _descendants(self, item_id: str) -> list[FakeItem]:
        found: list[FakeItem] = []
        for child in [i for i in self.items.values() if i.parent_id == item_id and not i.deleted]:
            found.append(child)
            found.extend(self._descendants(child.id))
        return found

    def get(self, path: str) -> FakeItem:
        current = self.root
        for name in [p for p in path.split("/") if p]:
            child = self._child(current.id, name)
            if child is None:
                raise KeyError(path)
            current = child
        return current

    def path_of(self, item: FakeItem) -> str:
        names: list[str] = []
        current: FakeItem | None = item
        while current is not None and current.parent_id is not None:
            names.append(current.name)
            current = self.items.get(current.parent_id)
        return "/".join(reversed(names))

    def depth(self, item: FakeItem) -> int:
        return 0 if item.parent_id is None else self.path_of(item).count("/") + 1

    # -- JSON ------------------------------------------------------------------------------------------

    def drive_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.name,
            "driveType": "business" if self.owner else "documentLibrary",
            "webUrl": f"https://contoso.sharepoint.com/sites/claims/{self.name}",
        }

    def item_json(self, item: FakeItem, *, with_path: bool = True) -> dict[str, Any]:
        if item.deleted:
            # Graph sends little more than the id and the facet for a deleted item.
            body: dict[str, Any] = {"id": item.id, "deleted": {"state": "deleted"}}
            body["parentReference"] = {"driveId": self.id, "driveType": "documentLibrary"}
            return body
        body = {
            "id": item.id,
            "name": item.name,
            "eTag": f'"{{{item.id[-8:]}}},{item.etag_version}"',
            "cTag": f'"c:{{{item.id[-8:]}}},{item.ctag_version}"',
            "createdDateTime": _EPOCH.isoformat().replace("+00:00", "Z"),
            "lastModifiedDateTime": item.modified.isoformat().replace("+00:00", "Z"),
            "size": len(item.data),
            "webUrl": f"https://contoso.sharepoint.com/sites/claims/{self.name}/{self.path_of(item)}",
        }
        if item.parent_id is None:
            body["root"] = {}
            body["folder"] = {"childCount": len([i for i in self.items.values() if i.parent_id == item.id])}
            body["parentReference"] = {"driveId": self.id, "driveType": "documentLibrary"}
            return body
        parent = self.items[item.parent_id]
        reference: dict[str, Any] = {"driveId": self.id, "driveType": "documentLibrary", "id": parent.id}
        if with_path:
            parent_path = self.path_of(parent)
            reference["path"] = f"/drives/{self.id}/root:" + (f"/{parent_path}" if parent_path else "")
        body["parentReference"] = reference
        if item.folder:
            children = [i for i in self.items.values() if i.parent_id == item.id and not i.deleted]
            body["folder"] = {"childCount": len(children)}
        else:
            suffix = "." + item.name.rsplit(".", 1)[-1].lower() if "." in item.name else ""
            body["file"] = {
                "mimeType": _MIME.get(suffix, "application/octet-stream"),
                # SharePoint sends quickXorHash only; a base64 digest stands in for it (sync only compares).
                "hashes": {"quickXorHash": base64.b64encode(hashlib.sha1(item.data).digest()).decode()},
            }
        return body

    def delta_items(self, since: int | None) -> list[FakeItem]:
        """Items changed after ``since`` (every live item when None), parents before children."""
        with self._lock:
            if since is None:
                chosen = [i for i in self.items.values() if not i.deleted]
                return sorted(chosen, key=lambda i: (self.depth(i), i.name))
            chosen = [i for i in self.items.values() if i.changed_at > since]
            return sorted(chosen, key=lambda i: i.changed_at)


class FakeGraphServer:
    """A threaded HTTP server holding one or more FakeDrives. Use as a context manager."""

    def __init__(
        self,
        *drives: FakeDrive,
        token: str = "test-token",
        page_size: int = 2,
        delta_paths: bool = False,
    ) -> None:
        self.drives = {drive.id: drive for drive in (drives or (FakeDrive(),))}
        self.token = token
        self.page_size = page_size
        self.delta_paths = delta_paths
        self.requests: list[RecordedRequest] = []
        self.expire_tokens_before = 0  # delta tokens below this answer 410 (Graph expired them)
        self.content_failures: dict[str, int] = {}  # item id -> status to answer once for its content
        self._pages: dict[str, tuple[str, list[dict[str, Any]], int]] = {}
        self._page_ids = itertools.count(1)
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, name="fake-graph", daemon=True)

    @property
    def port(self) -> int:
        return int(self._server.server_address[1])

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1.0"

    @property
    def drive(self) -> FakeDrive:
        return next(iter(self.drives.values()))

    def __enter__(self) -> FakeGraphServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=5)

    def requests_to(self, fragment: str) -> list[RecordedRequest]:
        return [r for r in self.requests if fragment in r.path]

    # -- request handling ------------------------------------------------------------------------------

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, format: str, *args: object) -> None:  # keep test output quiet
                return None

            def do_GET(self) -> None:
                server.requests.append(RecordedRequest("GET", self.path, self.headers.get("Authorization")))
                try:
                    server._route(self)
                except _Reply as reply:
                    reply.send(self)

        return Handler

    def _route(self, handler: BaseHTTPRequestHandler) -> None:
        url = urlsplit(handler.path)
        query = {k: v[0] for k, v in parse_qs(url.query).items()}
        parts = [unquote(p) for p in url.path.split("/") if p]
        if parts[:1] == ["download"]:
            self._download(parts[1:])
        if parts[:1] != ["v1.0"]:
            raise _Reply.error(404, "itemNotFound", f"no route {url.path}")
        if handler.headers.get("Authorization") != f"Bearer {self.token}":
            raise _Reply.error(401, "InvalidAuthenticationToken", "Access token validation failure. Invalid audience.")
        parts = parts[1:]
        match parts:
            case ["drives", drive_id]:
                raise _Reply.json(self._drive(drive_id).drive_json())
            case ["sites", site_id, "drive"]:
                raise _Reply.json(self._site_drives(site_id)[0].drive_json())
            case ["sites", site_id, "drives", drive_id]:
                drive = next((d for d in self._site_drives(site_id) if d.id == drive_id), None)
                if drive is None:
                    raise _Reply.error(404, "itemNotFound", "The requested resource doesn't exist.")
                raise _Reply.json(drive.drive_json())
            case ["users", user, "drive"]:
                drive = next((d for d in self.drives.values() if d.owner and d.owner.lower() == user.lower()), None)
                if drive is None:
                    raise _Reply.error(404, "ResourceNotFound", "User not found")
                raise _Reply.json(drive.drive_json())
            case ["drives", drive_id, "root", "delta" | "delta()"]:
                self._delta(self._drive(drive_id), query)
            case ["drives", drive_id, "items", item_id, "delta" | "delta()"]:
                drive = self._drive(drive_id)
                if item_id not in ("root", drive.root.id):
                    raise _Reply.error(400, "invalidRequest", "Delta is only supported on the root folder.")
                self._delta(drive, query)
            case ["drives", drive_id, "items", item_id, "content"]:
                drive = self._drive(drive_id)
                item = self._item(drive, item_id)
                status = self.content_failures.pop(item.id, None)
                if status is not None:
                    raise _Reply.error(status, "generalException", "An unexpected error occurred.")
                # Pre-authenticated URL on another host name: the SDK must not send our token there.
                location = f"http://localhost:{self.port}/download/{drive.id}/{item.id}/{item.ctag_version}"
                raise _Reply(302, b"", {"Location": location})
            case ["drives", drive_id, "items", item_id]:
                drive = self._drive(drive_id)
                raise _Reply.json(drive.item_json(self._item(drive, item_id)))
        raise _Reply.error(400, "BadRequest", f"Unsupported segment in {url.path}")

    def _drive(self, drive_id: str) -> FakeDrive:
        drive = self.drives.get(drive_id)
        if drive is None:
            raise _Reply.error(404, "itemNotFound", "The resource could not be found.")
        return drive

    def _site_drives(self, site_id: str) -> list[FakeDrive]:
        drives = [d for d in self.drives.values() if d.site_id == site_id]
        if not drives:
            raise _Reply.error(404, "itemNotFound", "Requested site could not be found")
        return drives

    def _item(self, drive: FakeDrive, item_id: str) -> FakeItem:
        item = drive.root if item_id == "root" else drive.items.get(item_id)
        if item is None or item.deleted:
            raise _Reply.error(404, "itemNotFound", "The resource could not be found.")
        return item

    def _delta(self, drive: FakeDrive, query: dict[str, str]) -> None:
        link_base = f"{self.base_url}/drives/{drive.id}/root/delta"
        if "$skiptoken" in query:
            key, _, offset_raw = query["$skiptoken"].partition(".")
            if key not in self._pages or self._pages[key][0] != drive.id:
                raise _Reply.error(400, "invalidRequest", "Invalid skip token.")
            _, page_items, upto = self._pages[key]
            offset = int(offset_raw or 0)
        else:
            since: int | None = None
            if "token" in query:
                since = int(query["token"])
                if since < self.expire_tokens_before:
                    raise _Reply.error(410, "resyncRequired", "Resync required. Replace any local items.")
            with drive._lock:
                page_items = [drive.item_json(i, with_path=self.delta_paths) for i in drive.delta_items(since)]
                upto = drive.seq
            key = str(next(self._page_ids))
            self._pages[key] = (drive.id, page_items, upto)
            offset = 0
        chunk = page_items[offset : offset + self.page_size]
        body: dict[str, Any] = {
            "@odata.context": "https://graph.microsoft.com/v1.0/$metadata#Collection(driveItem)",
            "value": chunk,
        }
        if offset + self.page_size < len(page_items):
            body["@odata.nextLink"] = f"{link_base}?$skiptoken={key}.{offset + self.page_size}"
        else:
            body["@odata.deltaLink"] = f"{link_base}?token={upto}"
        raise _Reply.json(body)

    def _download(self, parts: list[str]) -> None:
        if len(parts) != 3 or parts[0] not in self.drives:
            raise _Reply(404, b"", {})
        item = self.drives[parts[0]].items.get(parts[1])
        if item is None or item.deleted:
            raise _Reply(404, b"", {})
        raise _Reply(200, item.data, {"Content-Type": "application/octet-stream"})


class _Reply(Exception):
    """A finished response, raised out of the router."""

    def __init__(self, status: int, body: bytes, headers: dict[str, str]) -> None:
        super().__init__(status)
        self.status = status
        self.body = body
        self.headers = headers

    @classmethod
    def json(cls, payload: dict[str, Any], status: int = 200) -> _Reply:
        return cls(status, json.dumps(payload).encode(), {"Content-Type": "application/json"})

    @classmethod
    def error(cls, status: int, code: str, message: str) -> _Reply:
        body = {
            "error": {
                "code": code,
                "message": message,
                "innerError": {"date": "2025-01-06T09:00:00", "request-id": "fake", "client-request-id": "fake"},
            }
        }
        return cls.json(body, status)

    def send(self, handler: BaseHTTPRequestHandler) -> None:
        handler.send_response(self.status)
        for name, value in self.headers.items():
            handler.send_header(name, value)
        handler.send_header("Content-Length", str(len(self.body)))
        handler.end_headers()
        handler.wfile.write(self.body)
