"""`vouch sync graph` against a local stand-in for Microsoft Graph (tests/graph_server.py), through the real
msgraph-sdk: delta paging and links, 302 content downloads, renames, moves, deletions, failures, 401/404/410.
"""

from __future__ import annotations

import asyncio
import io
import json
import os
from collections.abc import Iterator

import pytest
from azure.core.credentials import AccessToken
from azure.core.exceptions import ClientAuthenticationError
from click.testing import CliRunner, Result
from reportlab.pdfgen import canvas

from tests.conftest import REPO
from tests.graph_server import FakeDrive, FakeGraphServer
from vouch.cli import main
from vouch.ingest.graph import client as graph_client
from vouch.ingest.graph.client import GraphAuthError, GraphClient, GraphNotFound
from vouch.ingest.graph.report import ChangeKind, SyncMode, SyncReport
from vouch.ingest.graph.settings import GraphSettings, GraphSettingsError
from vouch.ingest.graph.state import SyncStateStore, SyncTarget
from vouch.ingest.graph.sync import FolderNotFound, GraphSync
from vouch.services import Services
from vouch.settings import Settings

SAMPLES = REPO / "samples" / "collection"
COLLECTION = "halden-claims"


def _sample(name: str) -> bytes:
    return (SAMPLES / name).read_bytes()


def _pdf(*lines: str) -> bytes:
    buffer = io.BytesIO()
    page = canvas.Canvas(buffer)
    y = 780
    for line in lines:
        page.drawString(72, y, line)
        y -= 18
    page.save()
    return buffer.getvalue()


def _text(*sentences: str) -> bytes:
    return (" ".join(sentences) + "\n").encode()


@pytest.fixture
def server() -> Iterator[FakeGraphServer]:
    with FakeGraphServer() as fake:
        yield fake


@pytest.fixture
def collection(services: Services) -> str:
    services.collections.create(COLLECTION, "Halden claims", created_by="test")
    return COLLECTION


def _sync(
    services: Services,
    server: FakeGraphServer,
    *,
    folder: str = "",
    full: bool = False,
    drive_id: str | None = None,
    site_id: str | None = None,
    user: str | None = None,
) -> SyncReport:
    async def run() -> SyncReport:
        graph = GraphClient(GraphSettings(access_token=server.token, base_url=server.base_url))
        try:
            if drive_id is None and site_id is None and user is None:
                return await GraphSync(services, graph, full=full).run(
                    COLLECTION, drive_id=server.drive.id, folder=folder
                )
            return await GraphSync(services, graph, full=full).run(
                COLLECTION, drive_id=drive_id, site_id=site_id, user=user, folder=folder
            )
        finally:
            await graph.aclose()

    return asyncio.run(run())


def _kinds(report: SyncReport) -> dict[str, ChangeKind]:
    return {change.document_id: change.kind for change in report.changes}


def _documents(services: Services) -> dict[str, str | None]:
    """document id -> source_ref (the drive item id) of every document in the collection."""
    return {doc.info.document_id: doc.info.source_ref for doc in services.passages.documents(COLLECTION)}


def _cli(settings: Settings, server: FakeGraphServer, args: list[str], token: str | None = None) -> Result:
    env: dict[str, str | None] = {name: None for name in os.environ if name.startswith("VOUCH_")}
    env.update(
        VOUCH_DATA_DIR=str(settings.data_dir),
        VOUCH_GRAPH_BASE_URL=server.base_url,
        VOUCH_GRAPH_ACCESS_TOKEN=token if token is not None else server.token,
    )
    return CliRunner().invoke(main, ["sync", "graph", "--collection", COLLECTION, *args], env=env)


def test_cli_sync_adds_then_applies_changes_deletions_and_additions(
    settings: Settings, services: Services, server: FakeGraphServer, collection: str
) -> None:
    drive = server.drive
    procedure = drive.add_file("Claims Library/claims-procedure-note.docx", _sample("claims-procedure-note.docx"))
    schedule = drive.add_file("Claims Library/schedule-2024.pdf", _sample("schedule-2024.pdf"))
    drive.add_file("Archive/endorsement-E7-2024.pdf", _sample("endorsement-E7-2024.pdf"))  # outside the folder

    first = _cli(settings, server, ["--drive-id", drive.id, "--folder", "/Claims Library/"])
    assert first.exit_code == 0, first.output
    assert "first sync" in first.output
    assert "added    claims-procedure-note.docx" in first.output
    assert "added    schedule-2024.pdf" in first.output
    assert "Totals: 2 added, 0 updated, 0 removed, 0 failed, 0 skipped" in first.output
    assert "2 files in the synced folder" in first.output
    assert _documents(services) == {"claims-procedure-note.docx": procedure.id, "schedule-2024.pdf": schedule.id}
    stored = services.passages.document(COLLECTION, "schedule-2024.pdf")
    assert stored is not None and stored.info.source == "graph"
    old_generation = stored.generation
    assert services.passages.passages(COLLECTION, "claims-procedure-note.docx")
    # The feed was read in pages (page size 2) and every download followed Graph's 302 without our token.
    assert any("$skiptoken=" in r.path for r in server.requests)
    downloads = server.requests_to("/download/")
    assert len(downloads) == 2 and all(r.authorization is None for r in downloads)

    drive.update_file("Claims Library/schedule-2024.pdf", _pdf("Policy Schedule, revised.", "Excess: GBP 750."))
    drive.delete("Claims Library/claims-procedure-note.docx")
    endorsement = drive.add_file(
        "Claims Library/Endorsements/endorsement-E7-2024.pdf", _sample("endorsement-E7-2024.pdf")
    )
    before = len(server.requests)

    second = _cli(settings, server, ["--drive-id", drive.id, "--folder", "Claims Library"])
    assert second.exit_code == 0, second.output
    assert "changes since the last sync" in second.output
    assert "updated  schedule-2024.pdf" in second.output
    assert "removed  claims-procedure-note.docx  (deleted from the drive)" in second.output
    assert "added    Endorsements/endorsement-E7-2024.pdf" in second.output
    assert "Totals: 1 added, 1 updated, 1 removed, 0 failed, 0 skipped" in second.output
    assert _documents(services) == {
        "schedule-2024.pdf": schedule.id,
        "Endorsements/endorsement-E7-2024.pdf": endorsement.id,
    }
    assert services.passages.passages(COLLECTION, "claims-procedure-note.docx") == []
    revised = services.passages.passages(COLLECTION, "schedule-2024.pdf")
    assert any("750" in passage.text for passage in revised)
    updated = services.passages.document(COLLECTION, "schedule-2024.pdf")
    assert updated is not None and updated.generation == old_generation + 1
    # The second run started from the saved delta link, not from the top of the drive.
    asked = [r.path for r in server.requests[before:]]
    assert any("/root/delta?token=" in path for path in asked)
    assert not any(path.endswith("/items/root/delta()") for path in asked)

    before = len(server.requests)
    third = _cli(settings, server, ["--drive-id", drive.id, "--folder", "Claims Library"])
    assert third.exit_code == 0, third.output
    assert "Totals: 0 added, 0 updated, 0 removed, 0 failed, 0 skipped, 0 unchanged" in third.output
    assert not [r for r in server.requests[before:] if "/content" in r.path or "/download/" in r.path]


def test_a_failed_file_is_reported_the_rest_goes_in_and_it_is_retried(
    settings: Settings, services: Services, server: FakeGraphServer, collection: str
) -> None:
    drive = server.drive
    drive.add_file("broken.pdf", b"%PDF-1.7\n1 0 obj garbage that is not a PDF")
    drive.add_file("good.txt", _text("Escape of water claims carry an excess of 350 pounds."))
    flaky = drive.add_file("flaky.txt", _text("Storm damage claims are reported within 30 days."))
    server.content_failures[flaky.id] = 500  # its first download fails

    result = _cli(settings, server, ["--drive-id", drive.id])
    assert result.exit_code == 1, result.output
    assert "failed   broken.pdf" in result.output and "not a readable PDF" in result.output
    assert "failed   flaky.txt" in result.output and "download failed" in result.output
    assert "added    good.txt" in result.output
    assert "2 file(s) failed. A failed download is tried again on the next sync" in result.output
    assert "Traceback" not in result.output
    assert set(_documents(services)) == {"good.txt"}

    # No change on the drive: the download failure is retried, the corrupt file is not fetched again.
    before = len(server.requests)
    report = _sync(services, server)
    assert _kinds(report) == {"flaky.txt": ChangeKind.ADDED, "broken.pdf": ChangeKind.SKIPPED}
    skipped = next(c for c in report.changes if c.kind is ChangeKind.SKIPPED)
    assert "not retried until the file changes" in skipped.detail
    broken_id = drive.get("broken.pdf").id
    assert not any(broken_id in r.path for r in server.requests[before:])

    # Fixed on the drive: the new version goes in.
    drive.update_file("broken.pdf", _pdf("Loss of rent is covered for up to 12 months."))
    report = _sync(services, server)
    assert _kinds(report) == {"broken.pdf": ChangeKind.ADDED}
    assert set(_documents(services)) == {"good.txt", "flaky.txt", "broken.pdf"}
    assert report.failed == 0


def test_auth_failure_is_a_clear_error_without_traceback(
    settings: Settings, services: Services, server: FakeGraphServer, collection: str
) -> None:
    server.drive.add_file("good.txt", _text("The excess is 100 pounds."))
    result = _cli(settings, server, ["--drive-id", server.drive.id], token="expired-token")
    assert result.exit_code == 1
    assert "Graph refused the credentials" in result.output
    assert "401 InvalidAuthenticationToken" in result.output
    assert "VOUCH_GRAPH_ACCESS_TOKEN" in result.output
    assert "Traceback" not in result.output
    assert isinstance(result.exception, SystemExit)  # a ClickException, not a crash
    assert _documents(services) == {}
    assert not SyncStateStore(services.db).has_state(SyncTarget(COLLECTION, server.drive.id, ""))

    # No credentials at all: a usage error naming the variables, before any request.
    env: dict[str, str | None] = {name: None for name in os.environ if name.startswith("VOUCH_")}
    env.update(VOUCH_DATA_DIR=str(settings.data_dir))
    before = len(server.requests)
    missing = CliRunner().invoke(main, ["sync", "graph", "--collection", COLLECTION, "--drive-id", "x"], env=env)
    assert missing.exit_code == 2
    assert "VOUCH_GRAPH_TENANT_ID" in missing.output and "Traceback" not in missing.output
    assert len(server.requests) == before

    with pytest.raises(GraphSettingsError, match="https"):
        GraphSettings(access_token="t", base_url="http://graph.example.com/v1.0")


def test_renames_and_moves_follow_the_item_id(services: Services, collection: str) -> None:
    with FakeGraphServer(page_size=1) as server:  # one item per page: many nextLinks
        drive = server.drive
        a = drive.add_file("Claims/a.txt", _text("Alpha claims are settled in 10 days."))
        b = drive.add_file("Claims/Sub/b.txt", _text("Bravo claims need two quotes."))
        c = drive.add_file("Claims/c.txt", _text("Charlie claims are paid by cheque."))
        d = drive.add_file("Other/d.txt", _text("Delta claims go to the team lead."))
        first = _sync(services, server, folder="Claims")
        assert _kinds(first) == {k: ChangeKind.ADDED for k in ("a.txt", "Sub/b.txt", "c.txt")}

        drive.move("Claims/a.txt", "Claims/a-renamed.txt")
        drive.move("Claims/Sub", "Claims/Renamed")  # delta reports the folder only, not b.txt
        drive.move("Claims/c.txt", "Other/c.txt")  # out of the synced folder
        drive.move("Other/d.txt", "Claims/d.txt")  # into it
        report = _sync(services, server, folder="claims")  # SharePoint paths ignore case

        assert _kinds(report) == {
            "a-renamed.txt": ChangeKind.UPDATED,
            "Renamed/b.txt": ChangeKind.UPDATED,
            "c.txt": ChangeKind.REMOVED,
            "d.txt": ChangeKind.ADDED,
        }
        details = {change.document_id: change.detail for change in report.changes}
        assert details["a-renamed.txt"].endswith("was a.txt")
        assert details["Renamed/b.txt"].endswith("was Sub/b.txt")
        assert details["c.txt"] == "no longer in the synced folder"
        assert _documents(services) == {"a-renamed.txt": a.id, "Renamed/b.txt": b.id, "d.txt": d.id}
        assert c.id not in _documents(services).values()


def test_a_new_file_can_take_the_name_of_a_deleted_or_renamed_one(services: Services, collection: str) -> None:
    with FakeGraphServer() as server:
        drive = server.drive
        drive.add_file("x.txt", _text("The old x says 1 day."))
        y = drive.add_file("y.txt", _text("The old y says 2 days."))
        _sync(services, server)

        drive.delete("x.txt")
        new_x = drive.add_file("x.txt", _text("The new x says 3 days."))  # same name, new item id
        drive.move("y.txt", "z.txt")
        new_y = drive.add_file("y.txt", _text("The new y says 4 days."))
        _sync(services, server)

        assert _documents(services) == {"x.txt": new_x.id, "y.txt": new_y.id, "z.txt": y.id}
        assert "3 days" in services.passages.passages(COLLECTION, "x.txt")[0].text
        assert "2 days" in services.passages.passages(COLLECTION, "z.txt")[0].text


def test_deleted_folder_and_expired_delta_link(services: Services, collection: str) -> None:
    # Paths in delta responses (not sent by Graph) must not change anything: ids decide.
    with FakeGraphServer(delta_paths=True) as server:
        drive = server.drive
        drive.add_file("Old/one.txt", _text("One is covered."))
        drive.add_file("Old/Deeper/two.txt", _text("Two is covered."))
        drive.add_file("keep.txt", _text("Keep is covered."))
        drive.add_file("gone.txt", _text("Gone is covered."))
        _sync(services, server)
        assert set(_documents(services)) == {"Old/one.txt", "Old/Deeper/two.txt", "keep.txt", "gone.txt"}

        drive.delete("Old", report_children=False)  # only the folder itself is reported deleted
        report = _sync(services, server)
        assert _kinds(report) == {"Old/one.txt": ChangeKind.REMOVED, "Old/Deeper/two.txt": ChangeKind.REMOVED}

        # Graph expired our delta link while gone.txt was deleted: the whole drive is read again and
        # what it no longer lists is removed.
        drive.delete("gone.txt")
        server.expire_tokens_before = drive.seq + 1
        report = _sync(services, server)
        assert report.mode is SyncMode.RESYNC
        assert _kinds(report) == {"gone.txt": ChangeKind.REMOVED}
        assert set(_documents(services)) == {"keep.txt"}


def test_full_rechecks_every_file_and_a_missing_folder_is_an_error(services: Services, collection: str) -> None:
    with FakeGraphServer() as server:
        drive = server.drive
        drive.add_file("Claims/a.txt", _text("A is covered."))
        drive.add_file("Claims/b.txt", _text("B is covered."))
        _sync(services, server, folder="Claims")

        report = _sync(services, server, folder="Claims", full=True)
        assert report.mode is SyncMode.FULL
        assert _kinds(report) == {"a.txt": ChangeKind.UNCHANGED, "b.txt": ChangeKind.UNCHANGED}

        with pytest.raises(FolderNotFound, match="'Claimz' is not in drive Documents"):
            _sync(services, server, folder="Claimz")
        state = SyncStateStore(services.db)
        assert not state.has_state(SyncTarget(COLLECTION, drive.id, "Claimz"))

        # A synced folder that disappears keeps its documents and says so.
        drive.move("Claims", "Claims 2025")
        with pytest.raises(FolderNotFound, match="its documents are kept"):
            _sync(services, server, folder="Claims")
        assert set(_documents(services)) == {"a.txt", "b.txt"}


def test_drive_by_site_or_user(services: Services, collection: str) -> None:
    library = FakeDrive(id="b!library", name="Policies", site_id="contoso.sharepoint.com,s1,w1")
    onedrive = FakeDrive(id="b!onedrive", name="OneDrive", site_id=None, owner="hana@contoso.example")
    library.add_file("wording.txt", _text("The wording is version 4.2."))
    onedrive.add_file("Letters/templates.txt", _text("Templates are reviewed yearly."))
    with FakeGraphServer(library, onedrive) as server:
        report = _sync(services, server, site_id="contoso.sharepoint.com,s1,w1")
        assert report.drive.id == "b!library" and report.drive.name == "Policies"
        report = _sync(services, server, site_id="contoso.sharepoint.com,s1,w1", drive_id="b!library")
        assert report.changes == []
        report = _sync(services, server, user="hana@contoso.example", folder="Letters")
        assert _kinds(report) == {"templates.txt": ChangeKind.ADDED}
        with pytest.raises(GraphNotFound, match=r"drive b!onedrive of site contoso\.sharepoint\.com,s1,w1"):
            _sync(services, server, site_id="contoso.sharepoint.com,s1,w1", drive_id="b!onedrive")
    assert _documents(services) == {
        "wording.txt": library.get("wording.txt").id,
        "templates.txt": onedrive.get("Letters/templates.txt").id,
    }


def test_collection_json_in_the_folder_gives_metadata_and_office_lock_files_are_ignored(
    services: Services, collection: str
) -> None:
    def manifest(title: str) -> bytes:
        entry = {"file": "a.txt", "title": title, "doc_type": "procedure", "effective_date": "2024-01-15"}
        return json.dumps({"name": COLLECTION, "documents": [entry]}).encode()

    with FakeGraphServer() as server:
        drive = server.drive
        drive.add_file("Claims/collection.json", manifest("Alpha procedure"))
        drive.add_file("Claims/a.txt", _text("Alpha claims are settled in 10 days."))
        drive.add_file("Claims/b.txt", _text("Bravo claims need two quotes."))
        drive.add_file("Claims/~$a.txt", b"\x00owner file while a.txt is open")
        drive.add_file("Claims/.hidden", b"not a document")
        report = _sync(services, server, folder="Claims")
        assert _kinds(report) == {"a.txt": ChangeKind.ADDED, "b.txt": ChangeKind.ADDED}
        assert report.files == 2
        alpha = services.passages.document(COLLECTION, "a.txt")
        assert alpha is not None and alpha.info.title == "Alpha procedure" and alpha.info.doc_type.value == "procedure"

        # A changed manifest re-checks every file; only the one whose metadata changed is rewritten.
        drive.update_file("Claims/collection.json", manifest("Alpha procedure, 2nd edition"))
        report = _sync(services, server, folder="Claims")
        assert _kinds(report) == {"a.txt": ChangeKind.UPDATED, "b.txt": ChangeKind.UNCHANGED}
        alpha = services.passages.document(COLLECTION, "a.txt")
        assert alpha is not None and alpha.info.title == "Alpha procedure, 2nd edition"

        # A broken manifest is reported; the last good one stays in use for changed files.
        drive.update_file("Claims/collection.json", b"{ not json")
        drive.update_file("Claims/a.txt", _text("Alpha claims are settled in 5 days."))
        report = _sync(services, server, folder="Claims")
        assert _kinds(report) == {"collection.json": ChangeKind.FAILED, "a.txt": ChangeKind.UPDATED}
        alpha = services.passages.document(COLLECTION, "a.txt")
        assert alpha is not None and alpha.info.title == "Alpha procedure, 2nd edition"
        report = _sync(services, server, folder="Claims")
        assert _kinds(report) == {"collection.json": ChangeKind.SKIPPED}


def test_entra_id_refusing_the_app_secret_is_a_clear_error(
    monkeypatch: pytest.MonkeyPatch, services: Services, server: FakeGraphServer, collection: str
) -> None:
    asked: dict[str, object] = {}

    class RefusingCredential:
        """Stands in for azure-identity's ClientSecretCredential, which would call Entra ID."""

        def __init__(self, tenant_id: str, client_id: str, client_secret: str, *, authority: str) -> None:
            asked.update(tenant=tenant_id, client=client_id, authority=authority)

        def get_token(self, *scopes: str, **kwargs: object) -> AccessToken:
            asked["scopes"] = scopes
            raise ClientAuthenticationError(
                message="AADSTS7000215: Invalid client secret provided.\nTrace ID: 1\nCorrelation ID: 2"
            )

    monkeypatch.setattr(graph_client, "ClientSecretCredential", RefusingCredential)
    settings = GraphSettings(tenant_id="tenant-1", client_id="app-1", client_secret="wrong", base_url=server.base_url)

    async def run() -> None:
        graph = GraphClient(settings)
        try:
            await GraphSync(services, graph).run(COLLECTION, drive_id=server.drive.id)
        finally:
            await graph.aclose()

    with pytest.raises(GraphAuthError) as raised:
        asyncio.run(run())
    message = str(raised.value)
    assert "could not get a Graph token from Entra ID (AADSTS7000215: Invalid client secret provided.)" in message
    assert "VOUCH_GRAPH_CLIENT_SECRET" in message and "Trace ID" not in message
    assert asked == {
        "tenant": "tenant-1",
        "client": "app-1",
        "authority": "login.microsoftonline.com",
        "scopes": ("http://127.0.0.1/.default",),
    }
    assert server.requests == []  # no request went out without a token
