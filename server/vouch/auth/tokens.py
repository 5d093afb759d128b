"""API tokens: high-entropy random strings, shown once, stored only as a SHA-256 digest.

A salted slow hash protects guessable passwords; these tokens carry 256 random bits, so a plain digest is
enough and lets a request find its user with one indexed lookup.
"""

from __future__ import annotations

import hashlib
import secrets

TOKEN_PREFIX = "vch_"


def new_token() -> str:
    return TOKEN_PREFIX + secrets.token_urlsafe(32)


def token_digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def looks_like_token(value: str) -> bool:
    return value.startswith(TOKEN_PREFIX) and 20 <= len(value) <= 100
