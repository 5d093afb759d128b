"""``vouch search`` and ``vouch reindex``: passage search for people at a terminal, and index maintenance."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import click

from vouch.search.base import SearchUnavailable
from vouch.settings import Settings, SettingsError

if TYPE_CHECKING:
    from vouch.services import Services

_MARK = re.compile(r"</?mark>")


def _services() -> Services:
    # Imported late so `vouch --help` does not pay for the search stack.
    from vouch.services import Services

    try:
        settings = Settings.from_env()
    except SettingsError as exc:
        raise click.UsageError(str(exc)) from None
    return Services.build(settings)


def terminal_snippet(html_snippet: str) -> str:
    """The API's HTML snippet for a terminal: marks become [brackets], entities become characters."""
    import html

    return html.unescape(_MARK.sub(lambda m: "]" if m.group(0).startswith("</") else "[", html_snippet))


@click.command("search")
@click.argument("query")
@click.option("--collection", required=True, help="Collection to search.")
@click.option("--document", "document_id", default=None, help="Only this document (its file name).")
@click.option("--current-only", is_flag=True, help="Leave out wording an endorsement has superseded.")
@click.option("--limit", type=click.IntRange(1, 100), default=10, show_default=True)
def search(query: str, collection: str, document_id: str | None, current_only: bool, limit: int) -> None:
    """Search a collection's passages; prints address, heading, snippet and score."""
    services = _services()
    try:
        if services.collections.get(collection) is None:
            raise click.ClickException(f"no collection named {collection!r}")
        try:
            hits = services.search.search(
                collection, query, document_id=document_id, current_only=current_only, limit=limit
            )
        except SearchUnavailable as exc:
            raise click.ClickException(str(exc)) from None
        if not hits:
            click.echo("no passages found", err=True)
        for rank, hit in enumerate(hits, start=1):
            passage = hit.passage
            heading = " > ".join(passage.heading_path) or "-"
            superseded = f"  (superseded by {passage.superseded_by})" if passage.superseded_by else ""
            click.echo(f"{rank:>2}. {passage.address}  score {hit.score:.3f}{superseded}")
            click.echo(f"    {heading}")
            click.echo(f"    {terminal_snippet(hit.snippet)}")
    finally:
        services.close()


@click.command("reindex")
@click.option("--collection", required=True, help="Collection whose search index is rebuilt from the passage store.")
def reindex(collection: str) -> None:
    """Rebuild a collection's search index from the passage store (OpenSearch: new index, alias swapped)."""
    services = _services()
    try:
        count = services.search.reindex_collection(collection)
    finally:
        services.close()
    click.echo(f"reindexed {count} passage(s) of {collection} ({services.settings.search_engine})")
