"""Roles and what each may do. This module is the only place that maps a role to a permission."""

from __future__ import annotations

from enum import StrEnum


class Role(StrEnum):
    HANDLER = "handler"
    LEAD = "lead"
    COMPLIANCE = "compliance"
    ADMIN = "admin"


class Permission(StrEnum):
    DRAFT = "draft"  # ask for drafts and checks, insert into Word
    SEARCH = "search"  # search passages of readable collections
    MANAGE_DOCUMENTS = "manage_documents"  # create/delete collections, upload and sync documents
    REVIEW = "review"  # team-lead queue of stubs and refusals
    AUDIT_READ = "audit_read"  # read the audit trail and exports
    MANAGE_USERS = "manage_users"


_PERMISSIONS: dict[Role, frozenset[Permission]] = {
    Role.HANDLER: frozenset({Permission.DRAFT, Permission.SEARCH}),
    Role.LEAD: frozenset({Permission.DRAFT, Permission.SEARCH, Permission.REVIEW, Permission.MANAGE_DOCUMENTS}),
    # Compliance sees everything and changes nothing.
    Role.COMPLIANCE: frozenset({Permission.SEARCH, Permission.AUDIT_READ}),
    Role.ADMIN: frozenset(Permission),
}

# Roles that read every collection without a grant; the others read only what they were granted.
_READS_ALL_COLLECTIONS = frozenset({Role.COMPLIANCE, Role.ADMIN})


def role_allows(role: Role, permission: Permission) -> bool:
    return permission in _PERMISSIONS[role]


def role_reads_all_collections(role: Role) -> bool:
    return role in _READS_ALL_COLLECTIONS


def parse_role(value: str) -> Role:
    try:
        return Role(value.strip().lower())
    except ValueError:
        names = ", ".join(r.value for r in Role)
        raise ValueError(f"unknown role {value!r}; choose one of: {names}") from None
