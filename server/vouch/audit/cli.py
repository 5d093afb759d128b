"""``vouch audit``: verify the chain, print its head for anchoring elsewhere, export for compliance.

The CLI runs on the server's machine with the server's data directory, so it reads everything (the operator
already holds the files); the HTTP export is the one that applies roles.
"""

from __future__ import annotations

import getpass
import sys
from pathlib import Path

import click

from vouch.audit.anchor import AnchorError, anchor_head
from vouch.audit.export import ExportFilter, ExportFormat, collect, render
from vouch.audit.index import AuditIndex, IndexDatabase
from vouch.audit.log import AuditError
from vouch.audit.period import parse_period
from vouch.audit.scope import EVERYTHING
from vouch.audit.store import AuditStore, index_path, log_path
from vouch.audit.verify import VerifyReport, parse_anchor, verify_log
from vouch.settings import Settings, SettingsError


def _settings() -> Settings:
    try:
        return Settings.from_env()
    except SettingsError as exc:
        raise click.UsageError(str(exc)) from None


def _print_report(report: VerifyReport) -> None:
    for note in report.notes:
        click.echo(f"note: {note}")
    if report.problem is None:
        click.echo(f"OK: {report.records} records in {report.path}, chain intact")
        click.echo(f"head: {report.anchor}")
        click.echo("Record the head somewhere else; `vouch audit verify --anchor SEQ:HASH` later proves nothing before")
        click.echo("it was rewritten or cut off.")
        return
    problem = report.problem
    where = f"line {problem.line}, byte {problem.offset}" + (f", record #{problem.seq}" if problem.seq else "")
    click.echo(f"BROKEN at {where}: {problem.reason}", err=True)
    if problem.excerpt:
        click.echo(f"  {problem.excerpt}", err=True)
    click.echo(f"verified up to: {report.anchor}", err=True)


@click.group()
def audit() -> None:
    """Verify and export the audit trail."""


@audit.command("verify")
@click.option("--anchor", "anchors", multiple=True, help="SEQ:HASH printed by an earlier run (repeat).")
@click.option("--log", "log_file", type=click.Path(path_type=Path), default=None, help="Another copy of the log.")
def verify(anchors: tuple[str, ...], log_file: Path | None) -> None:
    """Check every record's hash and place; exit 1 at the first edited, removed, reordered or torn record."""
    settings = _settings()
    try:
        expected = dict(parse_anchor(a) for a in anchors)
    except ValueError as exc:
        raise click.UsageError(str(exc)) from None
    witness: dict[int, str] = {}
    # The index is a witness only for the data directory's own log, and only when it exists (never created here).
    if log_file is None and index_path(settings.data_dir).exists():
        db = IndexDatabase(index_path(settings.data_dir))
        try:
            witness = AuditIndex(db).hashes()
        finally:
            db.close()
    report = verify_log(log_file or log_path(settings.data_dir), witness=witness, anchors=expected)
    _print_report(report)
    sys.exit(0 if report.ok else 1)


@audit.command("head")
def head() -> None:
    """Print SEQ:HASH of the last record, to keep somewhere else."""
    report = verify_log(log_path(_settings().data_dir))
    click.echo(report.anchor)
    sys.exit(0 if report.ok else 1)


@audit.command("anchor")
@click.option("--to-file", "to_file", type=click.Path(path_type=Path), default=None, help="Append the head here.")
@click.option("--post", "post_url", default=None, help="POST the head as JSON to this URL.")
def anchor(to_file: Path | None, post_url: str | None) -> None:
    """Verify the chain, print its head, and keep it outside the log (a second file, a URL)."""
    settings = _settings()
    report = verify_log(log_path(settings.data_dir))
    if not report.ok:
        _print_report(report)
        sys.exit(1)
    click.echo(report.anchor)
    file = to_file or settings.audit_anchor_file
    url = post_url or settings.audit_anchor_url
    if file is None and url is None:
        return
    try:
        kept = anchor_head(report.anchor, log_path(settings.data_dir), file=file, url=url)
    except AnchorError as exc:
        raise click.ClickException(str(exc)) from None
    click.echo(f"anchored in {', '.join(kept.places)}")


@audit.command("recover")
def recover() -> None:
    """After a crash: set aside an unfinished last line (kept byte for byte in a side file, with a record saying
    so) so the log verifies again. The server does the same on its next write."""
    store = AuditStore.open(_settings().data_dir)
    try:
        head = store.recover()
    except AuditError as exc:
        raise click.ClickException(str(exc)) from None
    finally:
        store.close()
    click.echo(f"head: {head.seq}:{head.hash}")


@audit.command("export")
@click.option("--format", "fmt", type=click.Choice([f.value for f in ExportFormat]), default="docx", show_default=True)
@click.option("--from", "since", default=None, help="A date (whole day) or ISO date-time.")
@click.option("--to", "until", default=None, help="A date (inclusive) or ISO date-time (exclusive).")
@click.option("--handler", default=None, help="Only this handler's records.")
@click.option("--claim", default=None, help="Only this claim reference (or collection).")
@click.option("--out", "out", type=click.Path(path_type=Path), required=True, help="File to write ('-': stdout).")
def export(fmt: str, since: str | None, until: str | None, handler: str | None, claim: str | None, out: Path) -> None:
    """Write a compliance export: every inserted sentence with its evidence, stubs, refusals, decisions."""
    settings = _settings()
    try:
        filters = ExportFilter(period=parse_period(since, until), handler=handler, claim=claim)
    except ValueError as exc:
        raise click.UsageError(str(exc)) from None
    store = AuditStore.open(settings.data_dir)
    try:
        data = collect(store, EVERYTHING, filters, generated_by=f"{getpass.getuser()} (vouch audit export)")
        content = render(data, ExportFormat(fmt))
    except AuditError as exc:
        raise click.ClickException(str(exc)) from None
    finally:
        store.close()
    if str(out) == "-":
        sys.stdout.buffer.write(content)
    else:
        out.write_bytes(content)
        click.echo(f"wrote {out} ({len(content):,} bytes; chain {'verified' if data.chain.ok else 'BROKEN'})")
    if not data.chain.ok:
        click.echo("warning: the audit chain did not verify; run `vouch audit verify`", err=True)
