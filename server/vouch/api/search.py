"""GET /api/collections/{collection}/search: passage search for people (taskpane, review screens)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

from litestar import get
from litestar.di import NamedDependency
from litestar.exceptions import NotFoundException, ServiceUnavailableException
from litestar.params import FromPath, FromQuery, QueryParameter

from vouch.auth.guards import collection_readable, requires
from vouch.auth.roles import Permission
from vouch.search.base import SearchUnavailable
from vouch.services import Services


@dataclass(frozen=True)
class PassageHit:
    id: str
    address: str
    document_id: str
    heading_path: list[str]
    snippet: str  # HTML: escaped passage text with <mark> around matched terms
    score: float
    current: bool
    superseded_by: str | None
    warning: str | None = None  # OCR was unsure of this passage (Passage.ocr_warning)


@dataclass(frozen=True)
class SearchResults:
    collection: str
    query: str
    engine: str
    hits: list[PassageHit]


@get(
    "/api/collections/{collection:str}/search",
    guards=[requires(Permission.SEARCH), collection_readable],
    summary="Search a collection's passages",
    tags=["search"],
    sync_to_thread=True,
)
def search_passages(
    collection: FromPath[str],
    services: NamedDependency[Services],
    q: Annotated[str, QueryParameter(min_length=1, max_length=1000, description="What to look for")],
    document: Annotated[str | None, QueryParameter(description="Only this document (file name)")] = None,
    current_only: FromQuery[bool] = False,
    limit: Annotated[int, QueryParameter(ge=1, le=100)] = 10,
) -> SearchResults:
    if services.collections.get(collection) is None:
        raise NotFoundException(f"no collection named {collection!r}")
    try:
        hits = services.search.search(collection, q, document_id=document, current_only=current_only, limit=limit)
    except SearchUnavailable as exc:
        raise ServiceUnavailableException(str(exc)) from None
    return SearchResults(
        collection=collection,
        query=q,
        engine=services.search.retriever.name,
        hits=[
            PassageHit(
                id=h.passage.id,
                address=h.passage.address,
                document_id=h.passage.document_id,
                heading_path=list(h.passage.heading_path),
                snippet=h.snippet,
                score=h.score,
                current=h.passage.current,
                superseded_by=h.passage.superseded_by,
                warning=h.passage.ocr_warning,
            )
            for h in hits
        ],
    )
