"""What every answer's event stream must satisfy, whatever the surface and whatever went wrong."""

from __future__ import annotations

from collections.abc import Sequence

from vouch.answer.events import (
    AnswerEvent,
    AttributionEvent,
    ConfirmEvent,
    DoneEvent,
    ErrorEvent,
    RewriteEvent,
    SentenceEndEvent,
    StubEvent,
    SuggestionEvent,
    TextEvent,
)
from vouch.verify.types import Support


def assert_well_formed(events: Sequence[AnswerEvent], answer_id: str | None = None) -> None:
    assert events, "no events"
    answer_id = answer_id or events[0].answer_id
    assert all(e.answer_id == answer_id for e in events)
    assert [e.seq for e in events] == list(range(1, len(events) + 1)), "seq must count 1, 2, 3, ..."
    assert isinstance(events[-1], DoneEvent | ErrorEvent), "the last event is done or error"
    assert not any(isinstance(e, DoneEvent | ErrorEvent) for e in events[:-1]), "nothing after done/error"

    ended: dict[str, SentenceEndEvent] = {}
    attributed: dict[str, AttributionEvent] = {}
    settled: set[str] = set()
    text = ""
    for event in events:
        if isinstance(event, TextEvent):
            assert event.sentence_id not in ended, f"text of {event.sentence_id} after its sentence_end"
            text += event.delta
        elif isinstance(event, SentenceEndEvent):
            assert event.sentence_id not in ended, f"{event.sentence_id} ended twice"
            assert 0 <= event.start < event.end <= len(text), "a sentence ends inside the text already sent"
            assert text[event.start : event.end] == text[event.start : event.end].strip()
            ended[event.sentence_id] = event
        elif isinstance(event, AttributionEvent):
            assert event.sentence_id in ended, f"attribution of {event.sentence_id} before its sentence_end"
            assert event.sentence_id not in attributed, f"{event.sentence_id} attributed twice"
            attributed[event.sentence_id] = event
            if event.support is Support.ENTAILED:
                assert event.score > 0
        elif isinstance(event, RewriteEvent | StubEvent | SuggestionEvent | ConfirmEvent):
            assert event.sentence_id in attributed, f"{type(event).__name__} of {event.sentence_id} before attribution"
            assert event.sentence_id not in settled, f"{event.sentence_id} rewritten/stubbed twice"
            settled.add(event.sentence_id)
            if isinstance(event, RewriteEvent | SuggestionEvent):
                assert event.attribution.support is Support.ENTAILED, "a correction is only shown when it checks out"
    last = events[-1]
    if isinstance(last, DoneEvent):
        assert set(ended) == set(attributed), "every ended sentence gets an attribution before done"
        for sentence_id, attribution in attributed.items():
            unresolved = sentence_id in last.unresolved
            if attribution.support is Support.UNVERIFIED:
                assert unresolved, f"{sentence_id} is unverified but not listed as unresolved"
        assert set(last.unresolved) <= set(ended)
        to_settle = {e.sentence_id for e in events if isinstance(e, SuggestionEvent | ConfirmEvent)}
        assert set(last.to_confirm) | set(last.suggested) == to_settle, "done names what the handler settles"
        assert to_settle <= set(last.unresolved), "a sentence waiting for the handler blocks insert"


def sentence_text(events: Sequence[AnswerEvent], sentence_id: str) -> str:
    text = "".join(e.delta for e in events if isinstance(e, TextEvent))
    end = next(e for e in events if isinstance(e, SentenceEndEvent) and e.sentence_id == sentence_id)
    return text[end.start : end.end]
