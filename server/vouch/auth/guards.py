"""Route guards: a permission of the caller's role, and read access to the collection in the path."""

from __future__ import annotations

from collections.abc import Callable

from litestar.connection import ASGIConnection
from litestar.exceptions import PermissionDeniedException
from litestar.handlers.base import BaseRouteHandler

from vouch.auth.roles import Permission
from vouch.auth.store import User

Guard = Callable[[ASGIConnection, BaseRouteHandler], None]  # type: ignore[type-arg]


def requires(permission: Permission) -> Guard:
    def guard(connection: ASGIConnection, _: BaseRouteHandler) -> None:  # type: ignore[type-arg]
        user: User = connection.user
        if not user.can(permission):
            raise PermissionDeniedException(
                f"role {user.role.value!r} may not do this (needs permission {permission.value!r})"
            )

    return guard


def collection_readable(connection: ASGIConnection, _: BaseRouteHandler) -> None:  # type: ignore[type-arg]
    """The path's ``collection`` must be one the caller may read; unknown ones look the same as foreign."""
    user: User = connection.user
    collection = str(connection.path_params.get("collection", ""))
    if not user.can_read_collection(collection):
        raise PermissionDeniedException(f"you have no access to collection {collection!r}")
