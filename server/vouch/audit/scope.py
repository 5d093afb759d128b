"""Who sees which audit records: handlers their own, leads their team's (and their own), compliance and
admins everything. This module is the only place that maps a user to what they may read."""

from __future__ import annotations

from dataclasses import dataclass

from vouch.audit.records import Actor
from vouch.auth.roles import Permission
from vouch.auth.store import User


@dataclass(frozen=True)
class Scope:
    everything: bool = False
    team: str | None = None
    actor: str | None = None

    def admits(self, actor: Actor) -> bool:
        if self.everything:
            return True
        return (self.team is not None and actor.team == self.team) or (
            self.actor is not None and actor.name == self.actor
        )


EVERYTHING = Scope(everything=True)


def scope_for(user: User) -> Scope:
    if user.can(Permission.AUDIT_READ):
        return EVERYTHING
    if user.can(Permission.REVIEW):
        return Scope(team=user.team, actor=user.name)
    return Scope(actor=user.name)
