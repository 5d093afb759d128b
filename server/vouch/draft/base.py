"""The Drafter interface: passages and an instruction in, the answer text out as a stream of deltas."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass
from typing import Protocol

from vouch.passages import Passage
from vouch.policy import Surface


class DraftError(RuntimeError):
    """The drafter could not produce text (model server down, refused, malformed stream); the message says why
    without echoing credentials."""


@dataclass(frozen=True)
class DraftRequest:
    instruction: str
    passages: Sequence[Passage]  # best first, as retrieval ranked them
    surface: Surface


class Drafter(Protocol):
    @property
    def name(self) -> str: ...

    def stream(self, request: DraftRequest) -> AsyncIterator[str]:
        """Text deltas in order; their concatenation is the answer. Raises DraftError."""
        ...

    async def close(self) -> None: ...
