"""The ``vouch`` command."""

from __future__ import annotations

import asyncio
import json
import sys

import click

from vouch.auth.roles import Role, parse_role
from vouch.auth.store import IssuedToken, UserError
from vouch.catalog import CollectionError
from vouch.logs import configure_logging
from vouch.services import Services
from vouch.settings import Settings, SettingsError

LOCAL_USER = "local"


def _settings() -> Settings:
    try:
        return Settings.from_env()
    except SettingsError as exc:
        raise click.UsageError(str(exc)) from None


def _services() -> Services:
    return Services.build(_settings())


def _print_token(issued: IssuedToken) -> None:
    click.echo(f"user:  {issued.user.name} ({issued.user.role.value})")
    click.echo(f"token: {issued.token}")
    click.echo("This token is shown once; it is stored only as a hash.", err=True)


@click.group()
@click.version_option(package_name="vouch")
def main() -> None:
    """Vouch: draft customer letters and check every factual sentence against your own documents."""


@main.command()
@click.option("--host", default=None, help="Interface to listen on (VOUCH_HOST, default 127.0.0.1).")
@click.option("--port", type=int, default=None, help="Port to listen on (VOUCH_PORT, default 8000).")
def serve(host: str | None, port: int | None) -> None:
    """Run the server (after verifying the audit chain: a broken one stops it, naming the record)."""
    import uvicorn

    from vouch.app import create_app
    from vouch.audit.anchor import AnchorError, anchor_head
    from vouch.audit.log import AuditError
    from vouch.audit.startup import verified_at_start

    settings = _settings()
    settings = settings.with_overrides(host=host or settings.host, port=port or settings.port)
    configure_logging(settings.log_level, settings.log_format)
    services = Services.build(settings)
    try:
        report = verified_at_start(services.audit)
    except AuditError as exc:
        services.close()
        raise click.ClickException(f"not starting: {exc}") from None
    click.echo(f"audit log: {report.records} records, chain verified; head {report.anchor}")
    if settings.audit_anchor_file is not None or settings.audit_anchor_url is not None:
        try:
            kept = anchor_head(
                report.anchor, services.audit.path, file=settings.audit_anchor_file, url=settings.audit_anchor_url
            )
            click.echo(f"audit head anchored in {', '.join(kept.places)}")
        except AnchorError as exc:
            # The anchor is a second witness; the log itself is intact, so serving goes on, loudly.
            click.echo(f"warning: {exc}", err=True)
    if services.users.count() == 0:
        # A fresh embedded install has nobody to log in as: make one local administrator, shown once.
        issued = services.users.add(LOCAL_USER, Role.ADMIN)
        click.echo("First start: created the local administrator.")
        _print_token(issued)
    click.echo(f"Vouch {settings.search_engine} server on {settings.server_url} (data in {settings.data_dir})")
    try:
        app = create_app(settings, services)
    except SettingsError as exc:
        raise click.UsageError(str(exc)) from None
    uvicorn.run(app, host=settings.host, port=settings.port, log_level="warning")


@main.command()
def health() -> None:
    """Print the state of each part as JSON; exit 1 if a configured part is down."""
    from vouch.health import check_health

    report = asyncio.run(check_health(_services()))
    body = {name: {"state": p.state.value, "detail": p.detail} for name, p in report.parts.items()}
    click.echo(json.dumps(body, indent=2))
    sys.exit(0 if report.healthy else 1)


@main.command()
@click.option("--burst", is_flag=True, help="Exit when the queue is empty.")
def worker(burst: bool) -> None:
    """Run an rq worker for verification jobs (needs VOUCH_REDIS_URL)."""
    from vouch.jobs.queue import RedisNotConfigured
    from vouch.jobs.worker import run_worker

    settings = _settings()
    configure_logging(settings.log_level, settings.log_format)
    try:
        run_worker(settings, burst=burst)
    except RedisNotConfigured as exc:
        raise click.UsageError(str(exc)) from None


@main.group()
def users() -> None:
    """Manage users, their tokens and the collections they may read."""


@users.command("add")
@click.argument("name")
@click.option("--role", "role_name", required=True, help="handler, lead, compliance or admin.")
@click.option("--team", default=None, help="Team name (leads see their team's work).")
@click.option("--collection", "collections", multiple=True, help="A collection the user may read (repeat).")
def users_add(name: str, role_name: str, team: str | None, collections: tuple[str, ...]) -> None:
    """Create a user and print their token once."""
    try:
        role = parse_role(role_name)
        issued = _services().users.add(name, role, team=team, collections=collections)
    except (ValueError, UserError) as exc:
        raise click.ClickException(str(exc)) from None
    _print_token(issued)


@users.command("list")
def users_list() -> None:
    """List users, roles and readable collections."""
    for user in _services().users.list():
        reach = "all collections" if user.reads_all_collections else ", ".join(sorted(user.collections)) or "-"
        click.echo(f"{user.name}\t{user.role.value}\t{user.team or '-'}\t{reach}")


def _users_action(action: str, name: str, *args: str | None) -> None:
    store = _services().users
    try:
        getattr(store, action)(name, *args)
    except UserError as exc:
        raise click.ClickException(str(exc)) from None


@users.command("grant")
@click.argument("name")
@click.argument("collection")
def users_grant(name: str, collection: str) -> None:
    """Let a user read a collection."""
    _users_action("grant", name, collection)
    click.echo(f"{name} may now read {collection}")


@users.command("revoke")
@click.argument("name")
@click.argument("collection")
def users_revoke(name: str, collection: str) -> None:
    """Stop a user reading a collection."""
    _users_action("revoke", name, collection)
    click.echo(f"{name} may no longer read {collection}")


@users.command("set-team")
@click.argument("name")
@click.argument("team")
def users_set_team(name: str, team: str) -> None:
    """Put an existing user in TEAM ("-" for no team); a lead's review queue is their team's work."""
    _users_action("set_team", name, None if team == "-" else team)
    click.echo(f"{name} is now in team {team}" if team != "-" else f"{name} is no longer in a team")


@users.command("token")
@click.argument("name")
def users_token(name: str) -> None:
    """Issue a new token for an existing user."""
    try:
        issued = _services().users.new_token(name)
    except UserError as exc:
        raise click.ClickException(str(exc)) from None
    _print_token(issued)


@users.command("revoke-tokens")
@click.argument("name")
def users_revoke_tokens(name: str) -> None:
    """Revoke every token of a user."""
    try:
        count = _services().users.revoke_tokens(name)
    except UserError as exc:
        raise click.ClickException(str(exc)) from None
    click.echo(f"revoked {count} token(s) of {name}")


@main.group()
def collections() -> None:
    """Create, list and delete collections."""


@collections.command("create")
@click.argument("name")
@click.option("--title", default=None)
def collections_create(name: str, title: str | None) -> None:
    try:
        collection = _services().collections.create(name, title, created_by="cli")
    except CollectionError as exc:
        raise click.ClickException(str(exc)) from None
    click.echo(f"created {collection.name}")


@collections.command("list")
def collections_list() -> None:
    for collection in _services().collections.list():
        click.echo(f"{collection.name}\t{collection.title}\t{collection.created_at}")


@collections.command("delete")
@click.argument("name")
def collections_delete(name: str) -> None:
    from vouch.ingest.pipeline import remove_collection

    try:
        remove_collection(_services(), name)  # documents, passages and index entries too
    except CollectionError as exc:
        raise click.ClickException(str(exc)) from None
    click.echo(f"deleted {name}")


# Passage search (server/vouch/search/cli.py).
from vouch.search.cli import reindex, search  # noqa: E402

main.add_command(search)
main.add_command(reindex)

# Microsoft Graph sync (server/vouch/ingest/graph/cli.py).
from vouch.ingest.graph.cli import sync  # noqa: E402

main.add_command(sync)

# Ingest files and folders (server/vouch/ingest/cli.py).
from vouch.ingest.cli import ingest  # noqa: E402

main.add_command(ingest)


# Audit trail (server/vouch/audit/cli.py).
from vouch.audit.cli import audit  # noqa: E402

main.add_command(audit)

# The support checker: verify-batch, eval, train-checker (server/vouch/verify/cli.py).
from vouch.verify.cli import eval_cmd, fit_support_stack, train_checker, verify_batch  # noqa: E402

main.add_command(verify_batch)
main.add_command(eval_cmd)
main.add_command(train_checker)
main.add_command(fit_support_stack)
