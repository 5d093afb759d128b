"""The Drafter interface: passages and an instruction in, the answer text out as a stream of deltas."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Protocol

from vouch.draft.instruction import Addressee, LetterType
from vouch.passages import Passage
from vouch.policy import Surface


class DraftError(RuntimeError):
    """The drafter could not produce text (model server down, refused, malformed stream); the message says why
    without echoing credentials."""


@dataclass(frozen=True)
class InstructionPart:
    """One request of the instruction and the passages found for it that answer it (best first; empty: the
    documents do not answer it, and the letter names it as not found instead of padding it)."""

    text: str  # as the handler wrote it
    query: str  # what was searched for it
    passages: tuple[Passage, ...] = ()
    # The request's names that identify the claim itself (its customer, their business, the risk, the insurer:
    # ``relevance.identity_names``): they say whose, and the sentence that answers need not repeat them.
    identity: frozenset[str] = frozenset()


@dataclass(frozen=True)
class TemplateSlotText:
    """A piece of an approved template: fixed approved wording, or a named slot the drafter fills."""

    text: str  # the approved words, or the slot name when ``slot`` is True
    slot: bool = False


@dataclass(frozen=True)
class LetterTemplate:
    """An approved letter template (uploaded by a lead as DOCX with named slots ``{{name}}``)."""

    name: str  # the template's document id
    letter_type: LetterType
    paragraphs: tuple[tuple[TemplateSlotText, ...], ...]


@dataclass(frozen=True)
class LetterContext:
    """Who the letter is from and to and what it is about: the frame around the checked facts."""

    claim_ref: str | None = None
    addressee: Addressee | None = None
    author_name: str | None = None
    author_team: str | None = None
    letter_type: LetterType = LetterType.GENERAL
    next_steps: tuple[Passage, ...] = ()  # what the documents say happens next (appeal, complaints, payment)
    template: LetterTemplate | None = None


@dataclass(frozen=True)
class DraftRequest:
    instruction: str
    passages: Sequence[Passage]  # best first, as retrieval ranked them
    surface: Surface
    parts: tuple[InstructionPart, ...] = ()  # empty: the instruction is one request over ``passages``
    letter: LetterContext = field(default_factory=LetterContext)


class Role(StrEnum):
    """What a piece of drafted text is, when the drafter knows by construction."""

    FRAME = "frame"  # greeting, opening, offer of help, sign-off: not a claim
    APPROVED = "approved"  # a lead's approved template wording: recorded as approved, not checked
    PART = "part"  # a fact answering one part of the instruction: checked


class Piece(str):
    """A delta that says what it is: ``Role.FRAME``/``Role.APPROVED`` text is not a claim by construction, and a
    ``Role.PART`` delta belongs to the instruction part ``part`` (so an answered part is one with a checked
    sentence). Plain ``str`` deltas (a model server's) carry no role and are checked as usual."""

    role: Role
    part: int | None

    def __new__(cls, text: str, role: Role, part: int | None = None) -> Piece:
        piece = super().__new__(cls, text)
        piece.role = role
        piece.part = part
        return piece


class Drafter(Protocol):
    @property
    def name(self) -> str: ...

    def stream(self, request: DraftRequest) -> AsyncIterator[str]:
        """Text deltas in order; their concatenation is the answer. Raises DraftError."""
        ...

    async def close(self) -> None: ...
