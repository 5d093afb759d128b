"""Users, their hashed tokens and their collection grants, in the embedded database."""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass
from datetime import UTC, datetime

from vouch.auth.roles import Permission, Role, role_allows, role_reads_all_collections
from vouch.auth.tokens import looks_like_token, new_token, token_digest
from vouch.db import Database

_MIGRATIONS = [
    """
    CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        role TEXT NOT NULL,
        team TEXT,
        created_at TEXT NOT NULL,
        disabled INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE tokens (
        digest TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at TEXT NOT NULL,
        revoked_at TEXT
    );
    CREATE TABLE collection_grants (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        collection TEXT NOT NULL,
        PRIMARY KEY (user_id, collection)
    )
    """,
]

_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._@-]{0,63}$")


class UserError(ValueError):
    """A user operation that cannot be done; the message says why."""


@dataclass(frozen=True)
class User:
    id: int
    name: str
    role: Role
    team: str | None
    collections: frozenset[str]

    def can(self, permission: Permission) -> bool:
        return role_allows(self.role, permission)

    @property
    def reads_all_collections(self) -> bool:
        return role_reads_all_collections(self.role)

    def can_read_collection(self, collection: str) -> bool:
        return self.reads_all_collections or collection in self.collections


@dataclass(frozen=True)
class IssuedToken:
    """A token as shown to its owner exactly once."""

    user: User
    token: str


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


class UserStore:
    def __init__(self, db: Database) -> None:
        self._db = db
        db.migrate("auth", _MIGRATIONS)

    def count(self) -> int:
        row = self._db.connection.execute("SELECT COUNT(*) AS n FROM users").fetchone()
        return int(row["n"])

    def add(self, name: str, role: Role, team: str | None = None, collections: tuple[str, ...] = ()) -> IssuedToken:
        if not _NAME.match(name):
            raise UserError(f"user name {name!r} is not allowed: use 1-64 letters, digits, '.', '_', '@' or '-'")
        token = new_token()
        try:
            with self._db.transaction() as conn:
                cur = conn.execute(
                    "INSERT INTO users (name, role, team, created_at) VALUES (?, ?, ?, ?)",
                    (name, role.value, team, _now()),
                )
                user_id = int(cur.lastrowid or 0)
                conn.execute(
                    "INSERT INTO tokens (digest, user_id, created_at) VALUES (?, ?, ?)",
                    (token_digest(token), user_id, _now()),
                )
                for collection in collections:
                    conn.execute(
                        "INSERT OR IGNORE INTO collection_grants (user_id, collection) VALUES (?, ?)",
                        (user_id, collection),
                    )
        except sqlite3.IntegrityError:
            raise UserError(f"a user named {name!r} already exists") from None
        return IssuedToken(user=self._require(name), token=token)

    def new_token(self, name: str) -> IssuedToken:
        """Issue another token for an existing user (older tokens stay valid until revoked)."""
        user = self._require(name)
        token = new_token()
        with self._db.transaction() as conn:
            conn.execute(
                "INSERT INTO tokens (digest, user_id, created_at) VALUES (?, ?, ?)",
                (token_digest(token), user.id, _now()),
            )
        return IssuedToken(user=user, token=token)

    def revoke_tokens(self, name: str) -> int:
        user = self._require(name)
        with self._db.transaction() as conn:
            cur = conn.execute(
                "UPDATE tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL", (_now(), user.id)
            )
        return cur.rowcount

    def set_disabled(self, name: str, disabled: bool) -> None:
        user = self._require(name)
        with self._db.transaction() as conn:
            conn.execute("UPDATE users SET disabled = ? WHERE id = ?", (int(disabled), user.id))

    def set_team(self, name: str, team: str | None) -> None:
        """Move a user to another team (a lead reviews their team's work); None or "" takes them off any team."""
        user = self._require(name)
        cleaned = (team or "").strip() or None
        with self._db.transaction() as conn:
            conn.execute("UPDATE users SET team = ? WHERE id = ?", (cleaned, user.id))

    def grant(self, name: str, collection: str) -> None:
        user = self._require(name)
        with self._db.transaction() as conn:
            conn.execute(
                "INSERT OR IGNORE INTO collection_grants (user_id, collection) VALUES (?, ?)",
                (user.id, collection),
            )

    def revoke(self, name: str, collection: str) -> None:
        user = self._require(name)
        with self._db.transaction() as conn:
            conn.execute("DELETE FROM collection_grants WHERE user_id = ? AND collection = ?", (user.id, collection))

    def get(self, name: str) -> User | None:
        row = self._db.connection.execute("SELECT * FROM users WHERE name = ?", (name,)).fetchone()
        return None if row is None else self._user(row)

    def list(self) -> list[User]:
        rows = self._db.connection.execute("SELECT * FROM users ORDER BY name").fetchall()
        return [self._user(row) for row in rows]

    def authenticate(self, token: str) -> User | None:
        """The enabled user owning this unrevoked token, or None."""
        if not looks_like_token(token):
            return None
        row = self._db.connection.execute(
            """
            SELECT users.* FROM tokens JOIN users ON users.id = tokens.user_id
            WHERE tokens.digest = ? AND tokens.revoked_at IS NULL AND users.disabled = 0
            """,
            (token_digest(token),),
        ).fetchone()
        return None if row is None else self._user(row)

    def _require(self, name: str) -> User:
        user = self.get(name)
        if user is None:
            raise UserError(f"no user named {name!r}")
        return user

    def _user(self, row: sqlite3.Row) -> User:
        grants = self._db.connection.execute(
            "SELECT collection FROM collection_grants WHERE user_id = ?", (row["id"],)
        ).fetchall()
        return User(
            id=int(row["id"]),
            name=str(row["name"]),
            role=Role(row["role"]),
            team=row["team"],
            collections=frozenset(str(g["collection"]) for g in grants),
        )
