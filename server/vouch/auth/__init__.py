"""Users, roles, tokens and who may read which collection."""

from vouch.auth.roles import Permission, Role
from vouch.auth.store import User, UserStore

__all__ = ["Permission", "Role", "User", "UserStore"]
