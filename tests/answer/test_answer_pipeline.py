"""One answer through the pipeline, without a transport: what the policy does on each surface, and what
happens when the checker is slow or down, the drafter fails, or the answer is cancelled."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Sequence
from dataclasses import replace

import msgspec
import pytest

from tests.answer.fakes import (
    ALSO_UNSUPPORTED,
    NEAR_TRACE,
    NOTIFY,
    PASSAGES,
    PESTS,
    TRACE,
    UNSUPPORTED,
    FailingVerifier,
    ListRetriever,
    LyingVerifier,
    ScriptedDrafter,
    SubstringVerifier,
)
from tests.answer.invariants import assert_well_formed, sentence_text
from vouch.answer.adapters import MarkSentences, every_sentence_is_a_claim, punctuation_segment
from vouch.answer.checking import Rewritten, Verifier
from vouch.answer.events import (
    AnswerEvent,
    Attribution,
    AttributionEvent,
    Citation,
    ConfirmEvent,
    DoneEvent,
    Edit,
    ErrorEvent,
    RewriteEvent,
    Searched,
    SentenceEndEvent,
    StubEvent,
    SuggestionEvent,
    TextEvent,
)
from vouch.answer.pipeline import AnswerPipeline, AnswerRequest, Emitter, PipelineParts
from vouch.audit.evidence import checked_answer
from vouch.draft.base import Drafter, DraftError, DraftRequest
from vouch.jobs.functions import TEST_JOB_DELAY_ENV
from vouch.jobs.inline import InlineChecks
from vouch.passages import Passage
from vouch.policy import NO_EVIDENCE_TEXT, STUB_TEXT, ConfirmWhy, Surface, policy_table
from vouch.verify.types import Sentence, Support

DOCUMENTS = [Searched(id="property-claims/policy-wording-2024.pdf", address="policy-wording-2024.pdf")]


class CountingVerifier(SubstringVerifier):
    def __init__(self) -> None:
        self.checked: list[str] = []

    def verify(self, sentence: Sentence, passages: Sequence[Passage], threshold: float) -> Attribution:
        self.checked.append(sentence.text)
        return super().verify(sentence, passages, threshold)


async def _answer(
    surface: Surface,
    drafter: Drafter,
    verifier: Verifier,
    *,
    text: str | None = None,
    instruction: str = "What does the policy say about trace and access, mice and claims?",
    timeout_s: float = 5.0,
    mark: MarkSentences = every_sentence_is_a_claim,
    cancel_after: type[AnswerEvent] | None = None,
) -> list[AnswerEvent]:
    events: list[AnswerEvent] = []
    checks = InlineChecks(lambda: verifier, timeout_s, threads=2)
    parts = PipelineParts(
        retriever=ListRetriever(),
        drafter=drafter,
        checks=checks,
        segment=punctuation_segment,
        mark=mark,
        documents=lambda collection, scope: DOCUMENTS,
    )
    cancelled = asyncio.Event()

    def sink(event: AnswerEvent) -> None:
        events.append(event)
        if cancel_after is not None and isinstance(event, cancel_after):
            cancelled.set()

    request = AnswerRequest(collection="property-claims", instruction=instruction, text=text)
    pipeline = AnswerPipeline("a_test", request, policy_table()[surface], parts, Emitter("a_test", sink))
    task = asyncio.create_task(pipeline.run())
    if cancel_after is not None:
        await cancelled.wait()
        task.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await task
    await checks.close()
    return events


def answer(surface: Surface, drafter: Drafter, verifier: Verifier | None = None, **kwargs: object) -> list[AnswerEvent]:
    events = asyncio.run(_answer(surface, drafter, verifier or SubstringVerifier(), **kwargs))  # type: ignore[arg-type]
    assert_well_formed(events, "a_test")
    return events


def attributions(events: Sequence[AnswerEvent]) -> dict[str, Support]:
    return {e.sentence_id: e.support for e in events if isinstance(e, AttributionEvent)}


def done(events: Sequence[AnswerEvent]) -> DoneEvent:
    last = events[-1]
    assert isinstance(last, DoneEvent), last
    return last


def test_letter_draft_keeps_supported_rewrites_near_misses_and_stubs_the_rest() -> None:
    events = answer(Surface.LETTER_DRAFT, ScriptedDrafter(f"{PESTS} {NEAR_TRACE} {UNSUPPORTED}"))
    assert attributions(events) == {"s1": Support.ENTAILED, "s2": Support.NONE, "s3": Support.NONE}
    rewrites = [e for e in events if isinstance(e, RewriteEvent)]
    assert [(r.sentence_id, r.text, r.attribution.support) for r in rewrites] == [("s2", TRACE, Support.ENTAILED)]
    assert rewrites[0].attribution.citations[0].address == "policy-wording-2024.pdf#p4.c4-2a"
    assert [(s.sentence_id, s.text) for s in events if isinstance(s, StubEvent)] == [("s3", STUB_TEXT)]
    final = done(events)
    assert final.label == "partly_supported"
    assert final.unresolved == ()  # stubbed and rewritten sentences are settled: insert is allowed
    assert {s.address for s in final.searched} >= {"policy-wording-2024.pdf#p4.c4-2a"}


def test_citations_quote_the_passage_that_supports_the_sentence() -> None:
    events = answer(Surface.LETTER_DRAFT, ScriptedDrafter(NOTIFY))
    (attribution,) = [e for e in events if isinstance(e, AttributionEvent)]
    assert attribution.support is Support.ENTAILED and attribution.score == 1.0
    assert [(c.id, c.address, c.quote) for c in attribution.citations] == [
        (PASSAGES[2].id, PASSAGES[2].address, NOTIFY)
    ]
    assert done(events).label == "supported"


def test_policy_lookup_is_refused_when_more_than_half_is_unsupported() -> None:
    events = answer(Surface.POLICY_LOOKUP, ScriptedDrafter(f"{PESTS} {UNSUPPORTED} {ALSO_UNSUPPORTED}"))
    assert not any(isinstance(e, StubEvent) for e in events), "medium stakes annotate, never stub"
    final = done(events)
    assert final.label == "refused"
    assert final.searched, "a refusal lists the passages searched"
    assert set(final.unresolved) == {"s2", "s3"}


def test_policy_lookup_with_half_or_less_unsupported_is_shown_annotated() -> None:
    events = answer(Surface.POLICY_LOOKUP, ScriptedDrafter(f"{PESTS} {UNSUPPORTED} {NOTIFY}"))
    final = done(events)
    assert final.label == "partly_supported"
    assert final.unresolved == ("s2",)


def test_internal_summary_shows_unsupported_sentences_annotated() -> None:
    events = answer(Surface.INTERNAL_SUMMARY, ScriptedDrafter(f"{UNSUPPORTED} {ALSO_UNSUPPORTED} {PESTS}"))
    assert not any(isinstance(e, StubEvent) for e in events)
    assert attributions(events) == {"s1": Support.NONE, "s2": Support.NONE, "s3": Support.ENTAILED}
    final = done(events)
    assert final.label == "partly_supported"
    assert final.unresolved == ("s1", "s2")


def test_a_slow_checker_leaves_sentences_unverified_never_clean(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(TEST_JOB_DELAY_ENV, "1.0")
    events = answer(Surface.LETTER_DRAFT, ScriptedDrafter(f"{PESTS} {TRACE}"), timeout_s=0.2)
    assert attributions(events) == {"s1": Support.UNVERIFIED, "s2": Support.UNVERIFIED}
    assert not any(isinstance(e, RewriteEvent | StubEvent) for e in events)
    final = done(events)
    assert final.label == "unverified"
    assert final.unresolved == ("s1", "s2")


def test_a_checker_that_is_down_leaves_sentences_unverified() -> None:
    events = answer(Surface.INTERNAL_SUMMARY, ScriptedDrafter(f"{PESTS} {TRACE}"), FailingVerifier())
    assert set(attributions(events).values()) == {Support.UNVERIFIED}
    assert done(events).unresolved == ("s1", "s2")


def test_an_entailed_label_below_the_threshold_is_not_shown_as_entailed() -> None:
    events = answer(Surface.LETTER_DRAFT, ScriptedDrafter(PESTS), LyingVerifier())
    (attribution,) = [e for e in events if isinstance(e, AttributionEvent)]
    assert attribution.support is Support.PARTIAL
    assert any(isinstance(e, StubEvent) for e in events)


def test_nothing_found_is_one_sentence_saying_so_and_what_was_searched() -> None:
    drafter = ScriptedDrafter("never drafted")
    events = answer(Surface.POLICY_LOOKUP, drafter, instruction="zebra quilting xylophone")
    assert drafter.requests == []
    text = "".join(e.delta for e in events if isinstance(e, TextEvent))
    assert text == NO_EVIDENCE_TEXT
    assert attributions(events) == {"s1": Support.NOT_A_CLAIM}
    final = done(events)
    assert final.label == "unsupported"
    assert final.searched == tuple(DOCUMENTS)
    assert final.unresolved == ()


def test_check_mode_verifies_the_handlers_text_without_drafting() -> None:
    drafter = ScriptedDrafter("never drafted")
    mine = f"{TRACE} {UNSUPPORTED}"
    events = answer(Surface.LETTER_DRAFT, drafter, text=mine, instruction="")
    assert drafter.requests == []
    assert "".join(e.delta for e in events if isinstance(e, TextEvent)) == mine
    assert sentence_text(events, "s2") == UNSUPPORTED
    assert attributions(events) == {"s1": Support.ENTAILED, "s2": Support.NONE}
    # The bands measured on handlers' letters trust no removal on the score alone: the handler decides.
    assert [e.sentence_id for e in events if isinstance(e, StubEvent)] == []
    assert [e.sentence_id for e in events if isinstance(e, ConfirmEvent)] == ["s2"]
    assert done(events).to_confirm == ("s2",)


def test_check_mode_offers_a_correction_as_a_suggestion_and_never_rewrites_the_handlers_words() -> None:
    mine = f"{PESTS} {NEAR_TRACE}"
    events = answer(Surface.LETTER_DRAFT, ScriptedDrafter("never drafted"), text=mine, instruction="")
    assert not [e for e in events if isinstance(e, RewriteEvent)]
    [suggestion] = [e for e in events if isinstance(e, SuggestionEvent)]
    assert (suggestion.sentence_id, suggestion.text) == ("s2", TRACE)
    assert suggestion.attribution.citations[0].address == "policy-wording-2024.pdf#p4.c4-2a"
    assert sentence_text(events, "s2") == NEAR_TRACE  # the text streamed is the handler's, unchanged
    final = done(events)
    assert final.suggested == ("s2",) and final.unresolved == ("s2",)  # insert waits for accept or reject


def test_draft_mode_applies_the_same_correction_as_a_rewrite() -> None:
    events = answer(Surface.LETTER_DRAFT, ScriptedDrafter(NEAR_TRACE))
    assert [e.text for e in events if isinstance(e, RewriteEvent)] == [TRACE]
    assert not [e for e in events if isinstance(e, SuggestionEvent)]
    assert done(events).suggested == ()


class DroppingVerifier(SubstringVerifier):
    """Its correction is a clause drop (the edit a check-mode letter is not offered)."""

    def rewrite(self, sentence: Sentence, passages: Sequence[Passage], threshold: float) -> Rewritten | None:
        found = super().rewrite(sentence, passages, threshold)
        if found is None:
            return None
        dropped = Edit(start=len(found.text), end=len(sentence.text), text="", kind="clause_dropped")
        return replace(found, edits=(dropped,))


def test_check_mode_offers_no_clause_drop_and_asks_the_handler_to_confirm_instead() -> None:
    events = answer(Surface.LETTER_DRAFT, ScriptedDrafter("never drafted"), DroppingVerifier(), text=NEAR_TRACE)
    assert not [e for e in events if isinstance(e, (SuggestionEvent, RewriteEvent))]
    assert [e.sentence_id for e in events if isinstance(e, ConfirmEvent)] == ["s1"]
    assert done(events).to_confirm == ("s1",)
    # The twin: drafted text keeps its drop (the drafter's own clause, applied as a rewrite).
    drafted = answer(Surface.LETTER_DRAFT, ScriptedDrafter(NEAR_TRACE), DroppingVerifier())
    assert [e.text for e in drafted if isinstance(e, RewriteEvent)] == [TRACE]


def test_a_correction_checked_only_against_a_doubtful_scan_is_neither_applied_nor_offered_on_a_letter() -> None:
    drafted = answer(Surface.LETTER_DRAFT, ScriptedDrafter(NEAR_TRACE), DoubtfulScanVerifier())
    assert not [e for e in drafted if isinstance(e, RewriteEvent)]
    assert [e.sentence_id for e in drafted if isinstance(e, StubEvent)] == ["s1"]
    checked = answer(Surface.LETTER_DRAFT, ScriptedDrafter("never drafted"), DoubtfulScanVerifier(), text=NEAR_TRACE)
    assert not [e for e in checked if isinstance(e, SuggestionEvent)]
    assert done(checked).to_confirm == ("s1",)
    # The twins: clean text is corrected (test_draft_mode_applies_the_same_correction_as_a_rewrite); a lookup
    # applies the correction and shows the scan's warning with its citation.
    lookup = answer(Surface.POLICY_LOOKUP, ScriptedDrafter(NEAR_TRACE), DoubtfulScanVerifier())
    [rewrite] = [e for e in lookup if isinstance(e, RewriteEvent)]
    assert rewrite.text == TRACE and rewrite.attribution.citations[0].warning


class UnsureVerifier(SubstringVerifier):
    """Entailed, but with a score the letter surface does not trust alone."""

    def verify(self, sentence: Sentence, passages: Sequence[Passage], threshold: float) -> Attribution:
        found = super().verify(sentence, passages, threshold)
        return Attribution(
            sentence_id=found.sentence_id,
            support=found.support,
            score=0.85 if found.support is Support.ENTAILED else 0.0,
            citations=found.citations,
            spans=found.spans,
        )


def test_a_sentence_in_the_unsure_band_asks_the_handler_to_confirm_beside_its_passage(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from vouch import policy

    monkeypatch.setattr(policy, "LETTER_CHECK_BANDS", policy.Bands(supported_from=0.9, removed_below=0.5))
    events = answer(Surface.LETTER_DRAFT, ScriptedDrafter(""), UnsureVerifier(), text=PESTS, instruction="")
    [confirm] = [e for e in events if isinstance(e, ConfirmEvent)]
    assert confirm.sentence_id == "s1" and confirm.score == 0.85
    assert confirm.citation is not None and confirm.citation.quote == PESTS
    final = done(events)
    assert final.to_confirm == ("s1",) and final.unresolved == ("s1",)
    # The twin: without a band (the threshold alone) the same verdict is simply supported.
    monkeypatch.setattr(policy, "LETTER_CHECK_BANDS", policy.Bands(supported_from=0.8, removed_below=0.8))
    events = answer(Surface.LETTER_DRAFT, ScriptedDrafter(""), UnsureVerifier(), text=PESTS, instruction="")
    assert not [e for e in events if isinstance(e, ConfirmEvent)]
    assert done(events).unresolved == ()


class ContradictingVerifier(SubstringVerifier):
    """What is not found is contradicted: a gate found the passage's own value for a clause's slot."""

    def verify(self, sentence: Sentence, passages: Sequence[Passage], threshold: float) -> Attribution:
        found = super().verify(sentence, passages, threshold)
        if found.support is Support.ENTAILED:
            return found
        return msgspec.structs.replace(found, contradicted=True, contradicted_by=passages[0].address)


def test_check_mode_removes_a_contradicted_sentence_and_still_asks_about_one_merely_not_found(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from vouch import policy

    monkeypatch.setattr(
        policy, "LETTER_CHECK_BANDS", policy.Bands(supported_from=1.0, removed_below=0.0, remove_contradicted=True)
    )
    mine = f"{TRACE} {UNSUPPORTED}"
    events = answer(Surface.LETTER_DRAFT, ScriptedDrafter("never"), ContradictingVerifier(), text=mine, instruction="")
    [first] = [e for e in events if isinstance(e, AttributionEvent) and e.sentence_id == "s2"]
    assert first.contradicted and first.contradicted_by is not None  # on the wire, for the "why"
    assert [e.sentence_id for e in events if isinstance(e, StubEvent)] == ["s2"]
    assert not [e for e in events if isinstance(e, ConfirmEvent)]
    assert done(events).to_confirm == ()
    # The twin: the same sentence, not found but contradicted by nothing, goes to the handler to confirm.
    events = answer(Surface.LETTER_DRAFT, ScriptedDrafter("never"), text=mine, instruction="")
    assert not [e for e in events if isinstance(e, StubEvent)]
    assert [e.sentence_id for e in events if isinstance(e, ConfirmEvent)] == ["s2"]


def test_sentences_that_are_not_claims_are_not_sent_to_the_checker() -> None:
    def courtesy(sentences: Sequence[Sentence]) -> list[Sentence]:
        return [
            replace(s, is_claim=False, reason="courtesy") if s.text.startswith("Thank you") else s for s in sentences
        ]

    verifier = CountingVerifier()
    events = answer(
        Surface.LETTER_DRAFT, ScriptedDrafter(f"Thank you for your letter. {PESTS}"), verifier, mark=courtesy
    )
    assert attributions(events) == {"s1": Support.NOT_A_CLAIM, "s2": Support.ENTAILED}
    assert verifier.checked == [PESTS]
    assert done(events).label == "supported"


def test_cancel_ends_the_answer_with_an_error_and_no_done() -> None:
    events = asyncio.run(
        _answer(
            Surface.LETTER_DRAFT,
            ScriptedDrafter(f"{PESTS} {TRACE} {NOTIFY}", pause_s=0.05),
            SubstringVerifier(),
            cancel_after=SentenceEndEvent,
        )
    )
    assert_well_formed(events, "a_test")
    last = events[-1]
    assert isinstance(last, ErrorEvent) and last.code == "cancelled"


class BrokenDrafter(ScriptedDrafter):
    async def stream(self, request: DraftRequest) -> AsyncIterator[str]:
        yield "We will pay "
        raise DraftError("the model server answered HTTP 503: overloaded")


def test_a_drafter_failure_ends_the_answer_with_an_error() -> None:
    events = answer(Surface.LETTER_DRAFT, BrokenDrafter(""))
    last = events[-1]
    assert isinstance(last, ErrorEvent)
    assert (last.code, last.message) == ("draft_failed", "the model server answered HTTP 503: overloaded")


class DoubtfulScanVerifier(SubstringVerifier):
    """Entailed, but every cited passage was read from a scan OCR was unsure of (Citation.warning)."""

    def verify(self, sentence: Sentence, passages: Sequence[Passage], threshold: float) -> Attribution:
        found = super().verify(sentence, passages, threshold)
        doubtful = tuple(
            msgspec.structs.replace(c, warning="Read from a scan with low OCR confidence.") for c in found.citations
        )
        return msgspec.structs.replace(found, citations=doubtful)


def test_a_drafted_sentence_resting_only_on_a_doubtful_scan_waits_for_the_handler() -> None:
    events = answer(Surface.LETTER_DRAFT, ScriptedDrafter(PESTS), DoubtfulScanVerifier())
    assert attributions(events) == {"s1": Support.ENTAILED}
    [confirm] = [e for e in events if isinstance(e, ConfirmEvent)]
    assert confirm.sentence_id == "s1" and confirm.citation is not None and confirm.citation.warning
    assert done(events).to_confirm == ("s1",)  # insert waits: never a plain checked mark on a misread figure
    # The twin: the same support from clean text is simply kept; a lookup shows the warning and keeps it.
    assert done(answer(Surface.LETTER_DRAFT, ScriptedDrafter(PESTS))).unresolved == ()
    assert done(answer(Surface.POLICY_LOOKUP, ScriptedDrafter(PESTS), DoubtfulScanVerifier())).to_confirm == ()


class ReadingVerifier(SubstringVerifier):
    """The checker's first reading of each of the handler's sentences, as scripted: (support, score,
    contradicted), each citing the passage it was read against; no correction is found for any."""

    def __init__(self, readings: dict[str, tuple[Support, float, bool]]) -> None:
        self.readings = readings

    def verify(self, sentence: Sentence, passages: Sequence[Passage], threshold: float) -> Attribution:
        support, score, contradicted = self.readings[sentence.text.strip()]
        quote = next(p for p in PASSAGES if p.address.endswith("p8.c14-3"))
        return Attribution(
            sentence_id=sentence.id,
            support=support,
            score=score,
            citations=(Citation(id=quote.id, address=quote.address, quote=quote.text),),
            contradicted=contradicted,
        )

    def rewrite(self, sentence: Sentence, passages: Sequence[Passage], threshold: float) -> Rewritten | None:
        return None


FOUND = "You must tell us about a claim within 30 days of discovering the damage."
LATE = "You must tell us about a claim within 45 days of discovering the loss or damage."
HALF = "You must tell us about a claim within 30 days, and send the invoice by post."
NOWHERE = "We will also pay for a hotel for your tenants."


def test_check_mode_tells_the_handler_why_each_sentence_needs_confirming_beside_the_passage_read() -> None:
    readings = {
        FOUND: (Support.ENTAILED, 0.93, False),  # found, but no band trusts the mark alone on a letter
        LATE: (Support.NONE, 0.12, True),  # a typed finding: the passage gives the period another value
        HALF: (Support.PARTIAL, 0.55, False),
        NOWHERE: (Support.NONE, 0.04, False),
    }
    text = " ".join(readings)
    events = answer(Surface.LETTER_DRAFT, ScriptedDrafter("never drafted"), ReadingVerifier(readings), text=text)
    confirms = {sentence_text(events, e.sentence_id).strip(): e for e in events if isinstance(e, ConfirmEvent)}
    assert {t: e.why for t, e in confirms.items()} == {
        FOUND: ConfirmWhy.FOUND_UNTRUSTED,
        LATE: ConfirmWhy.CONTRADICTED,
        HALF: ConfirmWhy.PARTLY_FOUND,
        NOWHERE: ConfirmWhy.NOT_FOUND,
    }
    # Each is shown beside the very passage the checker read it against, with its first score.
    assert {e.citation.address for e in confirms.values() if e.citation} == {"policy-wording-2024.pdf#p8.c14-3"}
    assert confirms[LATE].score == 0.12
    assert set(done(events).to_confirm) == {e.sentence_id for e in confirms.values()}
    # The audit keeps what the handler was shown and told, beside the passage.
    record = checked_answer(
        events, surface=Surface.LETTER_DRAFT, collection="property-claims", instruction="", threshold=0.8
    )
    told = {s.drafted_text.strip(): (s.confirm_why, s.confirm_citation) for s in record.sentences}
    assert {t: why for t, (why, _) in told.items()} == {t: e.why for t, e in confirms.items()}
    assert {cited.address for _, cited in told.values() if cited} == {"policy-wording-2024.pdf#p8.c14-3"}
    # The twin: drafted text has no measured band, so the same entailed reading is kept without asking.
    drafted = answer(Surface.LETTER_DRAFT, ScriptedDrafter(FOUND), ReadingVerifier(readings))
    assert not [e for e in drafted if isinstance(e, ConfirmEvent)]
    assert done(drafted).unresolved == ()


class PairedVerifier(SubstringVerifier):
    """Reads each sentence as entailed; ``PAIRED`` by two passages together (the notification clause's words, the
    trace-and-access clause's values), with a third passage cited for another claim; anything else by one."""

    def verify(self, sentence: Sentence, passages: Sequence[Passage], threshold: float) -> Attribution:
        words, values, other = (next(p for p in PASSAGES if p.address.endswith(a)) for a in ("c14-3", "c4-2a", "c11-2"))

        def cite(p: Passage, paired_with: str | None = None) -> Citation:
            return Citation(id=p.id, address=p.address, quote=p.text, paired_with=paired_with)

        paired = sentence.text.strip() == PAIRED
        citations = (cite(words, values.id), cite(values), cite(other)) if paired else (cite(words), cite(other))
        return Attribution(sentence_id=sentence.id, support=Support.ENTAILED, score=0.9, citations=citations)

    def rewrite(self, sentence: Sentence, passages: Sequence[Passage], threshold: float) -> Rewritten | None:
        return None


PAIRED = "You must tell us within 30 days, and the most we will pay is £5,000."
ALONE = "You must tell us about a claim within 30 days of discovering the damage."


def test_a_confirmation_shows_both_passages_that_support_a_claim_together_and_the_audit_keeps_both() -> None:
    events = answer(Surface.LETTER_DRAFT, ScriptedDrafter("never drafted"), PairedVerifier(), text=f"{PAIRED} {ALONE}")
    confirms = {sentence_text(events, e.sentence_id).strip(): e for e in events if isinstance(e, ConfirmEvent)}
    # The card shows the passage the words are read from and the one the values are bound in, nothing else.
    assert [c.address for c in confirms[PAIRED].citations] == [
        "policy-wording-2024.pdf#p8.c14-3",
        "policy-wording-2024.pdf#p4.c4-2a",
    ]
    assert confirms[PAIRED].citation == confirms[PAIRED].citations[0]
    # The twin: a claim one passage supports alone shows that passage alone, not the next one cited.
    assert [c.address for c in confirms[ALONE].citations] == ["policy-wording-2024.pdf#p8.c14-3"]
    record = checked_answer(
        events, surface=Surface.LETTER_DRAFT, collection="property-claims", instruction="", threshold=0.8
    )
    shown = {s.drafted_text.strip(): [c.address for c in s.confirm_citations] for s in record.sentences}
    assert shown == {
        PAIRED: ["policy-wording-2024.pdf#p8.c14-3", "policy-wording-2024.pdf#p4.c4-2a"],
        ALONE: ["policy-wording-2024.pdf#p8.c14-3"],
    }
    assert {s.drafted_text.strip(): s.confirm_citation.address for s in record.sentences if s.confirm_citation} == {
        PAIRED: "policy-wording-2024.pdf#p8.c14-3",
        ALONE: "policy-wording-2024.pdf#p8.c14-3",
    }
