"""``vouch ingest PATH... --collection X``: files and folders into a collection, with progress and a summary.

Register in ``vouch.cli``::

    from vouch.ingest.cli import ingest  # noqa: E402
    main.add_command(ingest)
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from vouch.catalog import CollectionError
from vouch.ingest.errors import IngestError
from vouch.ingest.overrides import CollectionManifest
from vouch.ingest.pipeline import collect_files, ingest_files
from vouch.ingest.result import IngestResult, Outcome
from vouch.services import Services
from vouch.settings import Settings, SettingsError


def _row(result: IngestResult) -> dict[str, object]:
    return {
        "file": result.document_id or result.filename,
        "outcome": result.outcome.value,
        "pages": result.pages,
        "passages": result.passages,
        "ocr_pages": result.ocr_pages,
        "seconds": round(result.seconds, 2),
        "error": result.error.message if result.error else None,
        "warnings": list(result.warnings),
    }


def _table(results: list[IngestResult]) -> Table:
    table = Table(title="Ingest summary", show_lines=False)
    for name, justify in (
        ("file", "left"),
        ("pages", "right"),
        ("passages", "right"),
        ("OCR pages", "right"),
        ("time", "right"),
        ("result", "left"),
    ):
        table.add_column(name, justify=justify)  # type: ignore[arg-type]
    for result in (r for top in results for r in top.flatten()):
        if result.error is not None:
            outcome = f"[red]{result.error.message}[/red]"
        elif result.outcome is Outcome.UNCHANGED:
            outcome = "unchanged"
        else:
            outcome = "[green]ingested[/green]" + (f" ({'; '.join(result.warnings)})" if result.warnings else "")
        table.add_row(
            result.document_id or result.filename,
            str(result.pages or ""),
            str(result.passages or ""),
            str(result.ocr_pages or ""),
            f"{result.seconds:.2f}s",
            outcome,
        )
    return table


@click.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@click.option("--collection", "-c", required=True, help="The collection to ingest into.")
@click.option("--create", is_flag=True, help="Create the collection if it does not exist.")
@click.option(
    "--manifest",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    default=None,
    help="A collection.json with per-file metadata (default: the one in each folder given, if any).",
)
@click.option("--force", is_flag=True, help="Re-commit files even when they have not changed.")
@click.option("--json", "as_json", is_flag=True, help="Print the per-file results as JSON instead of a table.")
def ingest(
    paths: tuple[Path, ...], collection: str, create: bool, manifest: Path | None, force: bool, as_json: bool
) -> None:
    """Ingest files and folders (recursively) into a collection: PDF, DOCX, TXT/Markdown, e-mail, images."""
    try:
        settings = Settings.from_env()
    except SettingsError as exc:
        raise click.UsageError(str(exc)) from None
    services = Services.build(settings)
    try:
        if services.collections.get(collection) is None:
            if not create:
                raise click.ClickException(
                    f"no collection named {collection!r}; create it with `vouch collections create {collection}` "
                    "or pass --create"
                )
            services.collections.create(collection, None, created_by="cli")
        given = CollectionManifest.load(manifest) if manifest else None
        files = collect_files(paths, given)
    except (CollectionError, IngestError) as exc:
        services.close()
        raise click.ClickException(str(exc)) from None
    console = Console(stderr=True)
    results: list[IngestResult] = []
    try:
        with Progress(
            TextColumn("[bold]ingest[/bold] {task.description}"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            console=console,
            transient=True,
            disable=as_json or not console.is_terminal,
        ) as progress:
            task = progress.add_task(collection, total=len(files))

            def advance(result: IngestResult) -> None:
                progress.update(task, advance=1, description=f"{collection}: {result.document_id or result.filename}")

            results = ingest_files(services, collection, files, source="cli", on_result=advance, force=force)
    finally:
        services.close()
    flat = [r for top in results for r in top.flatten()]
    if as_json:
        click.echo(json.dumps([_row(r) for r in flat], indent=2))
    else:
        Console(width=160).print(_table(results))
        ok = sum(1 for r in flat if r.ok)
        click.echo(f"{ok} of {len(flat)} file(s) in {collection!r}; {len(flat) - ok} failed.")
    sys.exit(1 if any(not r.ok for r in flat) else 0)
