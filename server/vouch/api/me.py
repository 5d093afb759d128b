from __future__ import annotations

from dataclasses import dataclass

from litestar import Request, get
from litestar.datastructures import State

from vouch.auth.roles import Permission
from vouch.auth.store import User


@dataclass(frozen=True)
class MeView:
    name: str
    role: str
    team: str | None
    permissions: list[str]
    collections: list[str] | None  # None: every collection (compliance, admin)


@get("/api/me", tags=["users"], summary="Who the token belongs to and what it may do")
async def me(request: Request[User, None, State]) -> MeView:
    user = request.user
    return MeView(
        name=user.name,
        role=user.role.value,
        team=user.team,
        permissions=sorted(p.value for p in Permission if user.can(p)),
        collections=None if user.reads_all_collections else sorted(user.collections),
    )
