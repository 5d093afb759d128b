"""The events of one answer, exactly as DESIGN.md "Wire protocol" names them.

Each event is a typed, immutable msgspec struct. On the wire it is one flat JSON object whose ``type`` is the
event name, with ``answer_id`` and an increasing ``seq`` (1, 2, ...) beside the event's own fields::

    {"type": "text", "answer_id": "a_...", "seq": 3, "sentence_id": "s1", "delta": "We will "}

The same JSON goes over the WebSocket, into SSE ``data:`` lines and into Redis, and decodes back into these
types with ``decode_event`` (the bench and the tests read the stream through it too).

Character ranges: ``sentence_end.start/end`` are into the whole answer text (the concatenation of all ``text``
deltas). ``attribution.spans`` are into the sentence's own text (for a ``rewrite``, into the rewritten text).
"""

from __future__ import annotations

import msgspec

from vouch.policy import AnswerLabel, ConfirmWhy
from vouch.verify.types import Support


class Citation(msgspec.Struct, frozen=True, kw_only=True, omit_defaults=True):
    id: str  # passage id, "<collection>/<address>"
    address: str  # what a person follows back: "policy-wording-2024.pdf#p4.c4-2a"
    quote: str  # the passage's own words
    # Set when the passage was read from a scan and OCR was unsure of it (Passage.ocr_warning); absent otherwise.
    warning: str | None = None
    # Set when a claim is supported by this passage and another together (``vouch.verify.pairs``): the id of the
    # passage its values are bound in, cited right after this one. Absent otherwise.
    paired_with: str | None = None


class Span(msgspec.Struct, frozen=True, kw_only=True):
    start: int
    end: int
    support: Support


class Attribution(msgspec.Struct, frozen=True, kw_only=True):
    """How well one sentence is supported: the body of ``attribution`` and the ``attribution`` of ``rewrite``."""

    sentence_id: str
    support: Support
    score: float
    citations: tuple[Citation, ...] = ()
    spans: tuple[Span, ...] = ()
    # Why a sentence was not checked, when the drafter knows by construction: "letter frame" (greeting,
    # opening, sign-off) or "approved template wording" (a lead's approved text, recorded as approved).
    reason: str | None = None
    # The address of a passage that gives a claim of the sentence a different value than it does (a gate found
    # the passage's own amount, date or period for the same slot): what a removed sentence's "why" names.
    contradicted_by: str | None = None
    # A claim of the sentence is contradicted (``vouch.verify.types.ClaimScore.contradicted``), not merely
    # unsupported: what the policy's bands remove without asking the handler to confirm.
    contradicted: bool = False


class Edit(msgspec.Struct, frozen=True, kw_only=True):
    """One change a correction makes: ``text`` replaces the original sentence's ``[start, end)`` ("" when a
    clause is dropped). ``address`` is where a replaced value comes from (None for a drop: nothing says it)."""

    start: int
    end: int
    text: str
    kind: str  # value_replaced | clause_dropped
    address: str | None = None


class Searched(msgspec.Struct, frozen=True, kw_only=True):
    """Something that was searched: a retrieved passage, or a whole document (its address is its file name)
    when retrieval found no passage at all."""

    id: str
    address: str


class _Event(msgspec.Struct, frozen=True, kw_only=True, tag_field="type"):
    answer_id: str
    seq: int


class TextEvent(_Event, frozen=True, kw_only=True, tag="text"):
    sentence_id: str
    delta: str


class SentenceEndEvent(_Event, frozen=True, kw_only=True, tag="sentence_end"):
    sentence_id: str
    start: int
    end: int


class AttributionEvent(_Event, frozen=True, kw_only=True, tag="attribution"):
    sentence_id: str
    support: Support
    score: float
    citations: tuple[Citation, ...] = ()
    spans: tuple[Span, ...] = ()
    reason: str | None = None
    contradicted_by: str | None = None
    contradicted: bool = False


class RewriteEvent(_Event, frozen=True, kw_only=True, tag="rewrite"):
    """Draft mode: the drafted sentence is replaced by its correction (Vouch's own words, corrected)."""

    sentence_id: str
    text: str
    attribution: Attribution
    edits: tuple[Edit, ...] = ()


class SuggestionEvent(_Event, frozen=True, kw_only=True, tag="suggestion"):
    """Check mode: a correction of the handler's own sentence, offered and never applied by the server. The
    handler accepts or rejects it; only an accepted one is written into Word (DESIGN.md "apply")."""

    sentence_id: str
    text: str
    attribution: Attribution  # the re-check of ``text``
    edits: tuple[Edit, ...] = ()


class ConfirmEvent(_Event, frozen=True, kw_only=True, tag="confirm"):
    """The checker is unsure (its score is between the surface's bands): the handler confirms the sentence
    against ``citation``, its best passage, or removes it. Until then it is unresolved. ``why`` is what the
    handler is told about the checker's reading (``vouch.policy.confirm_why``); None only in events stored
    before it was sent. ``citations`` is every passage shown: ``citation`` first and, when its claim is
    supported by two passages together (``Citation.paired_with``), the one it is read with; empty only in
    events stored before it was sent (then ``citation`` alone was shown)."""

    sentence_id: str
    score: float
    citation: Citation | None = None
    why: ConfirmWhy | None = None
    citations: tuple[Citation, ...] = ()


class StubEvent(_Event, frozen=True, kw_only=True, tag="stub"):
    sentence_id: str
    text: str


class QueuedEvent(_Event, frozen=True, kw_only=True, tag="queued"):
    """The answer waits for a free checker; ``ahead`` answers start before it (sent again when that changes)."""

    ahead: int


class DoneEvent(_Event, frozen=True, kw_only=True, tag="done"):
    label: AnswerLabel
    unresolved: tuple[str, ...]
    searched: tuple[Searched, ...]
    to_confirm: tuple[str, ...] = ()  # of ``unresolved``: waiting for the handler to confirm or remove
    suggested: tuple[str, ...] = ()  # of ``unresolved``: corrections waiting to be accepted or rejected
    # Parts of the instruction no checked sentence answers ("how long he has to appeal"), as written.
    unanswered: tuple[str, ...] = ()


class ErrorEvent(_Event, frozen=True, kw_only=True, tag="error"):
    code: str  # cancelled | retrieval_failed | draft_failed | internal
    message: str


AnswerEvent = (
    QueuedEvent
    | TextEvent
    | SentenceEndEvent
    | AttributionEvent
    | RewriteEvent
    | SuggestionEvent
    | ConfirmEvent
    | StubEvent
    | DoneEvent
    | ErrorEvent
)
TERMINAL = (DoneEvent, ErrorEvent)

_encoder = msgspec.json.Encoder()
_decoder: msgspec.json.Decoder[AnswerEvent] = msgspec.json.Decoder(AnswerEvent)


def encode_event(event: AnswerEvent) -> bytes:
    return _encoder.encode(event)


def decode_event(raw: bytes | str) -> AnswerEvent:
    return _decoder.decode(raw)


def event_type(event: AnswerEvent) -> str:
    """The wire name of an event ("text", "sentence_end", ...)."""
    return str(type(event).__struct_config__.tag)


def is_terminal(event: AnswerEvent) -> bool:
    return isinstance(event, TERMINAL)


def attribution_event(answer_id: str, seq: int, body: Attribution) -> AttributionEvent:
    return AttributionEvent(
        answer_id=answer_id,
        seq=seq,
        sentence_id=body.sentence_id,
        support=body.support,
        score=body.score,
        citations=body.citations,
        spans=body.spans,
        reason=body.reason,
        contradicted_by=body.contradicted_by,
        contradicted=body.contradicted,
    )
