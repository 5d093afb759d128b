from __future__ import annotations

from dataclasses import dataclass

from litestar import Controller, Request, delete, get, post
from litestar.datastructures import State
from litestar.di import NamedDependency
from litestar.exceptions import NotFoundException, ValidationException
from litestar.params import FromPath, JSONBody
from litestar.status_codes import HTTP_204_NO_CONTENT

from vouch.auth.guards import collection_readable, requires
from vouch.auth.roles import Permission
from vouch.auth.store import User
from vouch.catalog import Collection, CollectionError, CollectionNotFound
from vouch.ingest.pipeline import remove_collection
from vouch.services import Services


@dataclass(frozen=True)
class NewCollection:
    name: str
    title: str | None = None


class CollectionController(Controller):
    path = "/api/collections"
    tags = ["collections"]  # noqa: RUF012 (Litestar declares it as an instance attribute)

    @get("/", summary="Collections the caller may read")
    async def list_collections(
        self, request: Request[User, None, State], services: NamedDependency[Services]
    ) -> list[Collection]:
        user = request.user
        return [c for c in services.collections.list() if user.can_read_collection(c.name)]

    @post("/", guards=[requires(Permission.MANAGE_DOCUMENTS)], summary="Create a collection")
    async def create_collection(
        self, request: Request[User, None, State], services: NamedDependency[Services], data: JSONBody[NewCollection]
    ) -> Collection:
        try:
            collection = services.collections.create(data.name, data.title, created_by=request.user.name)
        except CollectionError as exc:
            raise ValidationException(str(exc)) from None
        # Whoever creates a collection can read it, whatever their role's default reach.
        if not request.user.can_read_collection(collection.name):
            services.users.grant(request.user.name, collection.name)
        return collection

    @get("/{collection:str}", guards=[collection_readable], summary="One collection")
    async def get_collection(self, collection: FromPath[str], services: NamedDependency[Services]) -> Collection:
        found = services.collections.get(collection)
        if found is None:
            raise NotFoundException(f"no collection named {collection!r}")
        return found

    @delete(
        "/{collection:str}",
        guards=[requires(Permission.MANAGE_DOCUMENTS), collection_readable],
        status_code=HTTP_204_NO_CONTENT,
        summary="Delete a collection",
    )
    async def delete_collection(self, collection: FromPath[str], services: NamedDependency[Services]) -> None:
        try:
            # Its documents and passages go too, and the index sinks are told (vouch.ingest.pipeline).
            remove_collection(services, collection)
        except CollectionNotFound as exc:
            raise NotFoundException(str(exc)) from None
