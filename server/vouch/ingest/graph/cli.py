"""``vouch sync graph``: pull a SharePoint library or OneDrive folder into a collection.

Registered on the main command with ``main.add_command(sync)`` in ``vouch.cli``. The SDK and the pipeline
are imported inside the command, so other ``vouch`` commands do not pay for loading msgraph.
"""

from __future__ import annotations

import asyncio
import sys
from typing import TYPE_CHECKING

import click

from vouch.catalog import CollectionError
from vouch.ingest.graph.report import ChangeKind, FileChange, SyncMode, SyncReport
from vouch.ingest.graph.settings import GraphSettings
from vouch.logs import configure_logging
from vouch.settings import Settings, SettingsError

if TYPE_CHECKING:
    from vouch.services import Services

_MODE_WORDS = {
    SyncMode.FIRST: "first sync: reading the whole drive",
    SyncMode.CHANGES: "changes since the last sync",
    SyncMode.FULL: "--full: reading the whole drive and re-checking every file",
    SyncMode.RESYNC: "the saved change position had expired: reading the whole drive",
}
# Printed per file as they happen; "unchanged" only counts (a --full run would print every file).
_SHOWN = (ChangeKind.ADDED, ChangeKind.UPDATED, ChangeKind.REMOVED, ChangeKind.FAILED, ChangeKind.SKIPPED)


@click.group()
def sync() -> None:
    """Pull documents from other systems into a collection."""


def _print_start(report: SyncReport) -> None:
    drive = report.drive.name or report.drive.id
    where = f"folder {report.folder!r} of drive {drive}" if report.folder else f"drive {drive}"
    click.echo(f"{where} ({report.drive.id}) -> {report.collection}: {_MODE_WORDS[report.mode]}")


def _print_change(change: FileChange) -> None:
    if change.kind not in _SHOWN:
        return
    # Pipeline messages start with the file name, which the line already shows.
    text = change.detail.removeprefix(f"{change.document_id}: ")
    detail = f"  ({text})" if text else ""
    click.echo(f"  {change.kind.value:<8} {change.document_id}{detail}", err=change.kind is ChangeKind.FAILED)


def _print_totals(report: SyncReport) -> None:
    counts = ", ".join(f"{report.count(kind)} {kind.value}" for kind in (*_SHOWN, ChangeKind.UNCHANGED))
    click.echo(f"Totals: {counts}; {report.files} file{'s' if report.files != 1 else ''} in the synced folder")
    if report.failed:
        click.echo(
            f"{report.failed} file(s) failed. A failed download is tried again on the next sync; a file that "
            "cannot be read, when it changes (or with --full).",
            err=True,
        )


async def _run(
    services: Services,
    graph_settings: GraphSettings,
    *,
    collection: str,
    drive_id: str | None,
    site_id: str | None,
    user: str | None,
    folder: str,
    full: bool,
) -> SyncReport:
    from vouch.ingest.graph.client import GraphClient
    from vouch.ingest.graph.sync import GraphSync

    graph = GraphClient(graph_settings)
    try:
        syncer = GraphSync(services, graph, full=full, on_start=_print_start, on_change=_print_change)
        return await syncer.run(collection, drive_id=drive_id, site_id=site_id, user=user, folder=folder)
    finally:
        await graph.aclose()


@sync.command("graph")
@click.option("--collection", required=True, help="The collection to fill (create it first).")
@click.option("--drive-id", default=None, help="The drive (document library or OneDrive) id.")
@click.option("--site-id", default=None, help="A SharePoint site id; without --drive-id, its default library.")
@click.option("--user", default=None, help="A user's OneDrive, by user id or principal name.")
@click.option("--folder", default="", help="Only this folder, as a path from the top of the drive.")
@click.option("--full", is_flag=True, help="Ignore the saved change position: re-read the drive, re-check every file.")
def sync_graph(
    collection: str, drive_id: str | None, site_id: str | None, user: str | None, folder: str, full: bool
) -> None:
    """Sync a SharePoint document library or OneDrive folder into a collection (Microsoft Graph).

    Credentials come from VOUCH_GRAPH_TENANT_ID, VOUCH_GRAPH_CLIENT_ID and VOUCH_GRAPH_CLIENT_SECRET (or
    VOUCH_GRAPH_ACCESS_TOKEN). Only changes since the last sync of the same collection, drive and folder are
    read. Exits 1 if any file failed (the rest is synced, and failed files are tried again next time).
    """
    if user and (drive_id or site_id):
        raise click.UsageError("--user cannot be combined with --drive-id or --site-id")
    if not (drive_id or site_id or user):
        raise click.UsageError("say which drive: --drive-id D, --site-id S [--drive-id D], or --user U")
    from vouch.ingest.graph.client import GraphError
    from vouch.ingest.graph.sync import normalize_folder
    from vouch.services import Services

    try:
        folder = normalize_folder(folder)
        settings = Settings.from_env()
        graph_settings = GraphSettings.from_env()
        graph_settings.require_credentials()
    except (SettingsError, ValueError) as exc:
        raise click.UsageError(str(exc)) from None
    configure_logging(settings.log_level, settings.log_format)

    services = Services.build(settings)
    try:
        report = asyncio.run(
            _run(
                services,
                graph_settings,
                collection=collection,
                drive_id=drive_id,
                site_id=site_id,
                user=user,
                folder=folder,
                full=full,
            )
        )
    except (GraphError, CollectionError) as exc:
        raise click.ClickException(str(exc)) from None
    finally:
        services.close()
    _print_totals(report)
    sys.exit(1 if report.failed else 0)
