"""A letter through the pipeline: the drafter's frame is not a claim (by construction, and it says so), each
fact is checked, a part nothing answers is named in ``done.unanswered``, and retrieval gets the claim's scope."""

from __future__ import annotations

import asyncio

from tests.answer.fakes import COLLECTION, PESTS, TRACE, ListRetriever, SubstringVerifier, passage
from tests.answer.invariants import assert_well_formed
from vouch.answer.adapters import every_sentence_is_a_claim
from vouch.answer.events import AnswerEvent, AttributionEvent, DoneEvent, SentenceEndEvent, TextEvent
from vouch.answer.pipeline import AnswerPipeline, AnswerRequest, Emitter, PipelineParts
from vouch.audit.evidence import checked_answer
from vouch.draft.base import LetterTemplate
from vouch.draft.extractive import ExtractiveDrafter
from vouch.draft.instruction import LetterType
from vouch.draft.templates import paragraph
from vouch.jobs.inline import InlineChecks
from vouch.policy import NO_EVIDENCE_TEXT, Surface, policy_table
from vouch.search.scope import DraftScope
from vouch.verify.segment import segment
from vouch.verify.types import Support

APPEAL = "You may appeal by writing to us within 28 days of the date of our decision letter."
PASSAGES = (passage("p7.c11-2", PESTS), passage("p4.c4-2a", TRACE), passage("p9.c14-5", APPEAL))


def run(
    instruction: str, claim_ref: str | None = None, template: LetterTemplate | None = None
) -> tuple[list[AnswerEvent], ListRetriever]:
    events: list[AnswerEvent] = []
    retriever = ListRetriever(PASSAGES)

    async def go() -> None:
        checks = InlineChecks(lambda: SubstringVerifier(), 5.0, threads=2)
        parts = PipelineParts(
            retriever=retriever,
            drafter=ExtractiveDrafter(),
            checks=checks,
            segment=segment,  # the letter's blank lines and line breaks end its frame lines
            mark=every_sentence_is_a_claim,  # every sentence would be checked, were it not for the frame
            documents=lambda collection, scope: [],
            templates=lambda collection, letter_type: template,
        )
        request = AnswerRequest(
            collection=COLLECTION,
            instruction=instruction,
            claim_ref=claim_ref,
            author_name="hana.okoro",
            author_team="North",
        )
        policy = policy_table()[Surface.LETTER_DRAFT]
        await AnswerPipeline("a_t", request, policy, parts, Emitter("a_t", events.append)).run()
        await checks.close()

    asyncio.run(go())
    assert_well_formed(events, "a_t")
    return events, retriever


def _sentences(events: list[AnswerEvent]) -> dict[str, str]:
    text = "".join(e.delta for e in events if isinstance(e, TextEvent))
    return {e.sentence_id: text[e.start : e.end] for e in events if isinstance(e, SentenceEndEvent)}


def test_frame_is_not_a_claim_by_construction_and_facts_are_checked() -> None:
    events, retriever = run("Tell Mr Lacey whether damage by mice is covered and how long he has to appeal.", "KP-1")
    sentences = _sentences(events)
    verdicts = {e.sentence_id: e for e in events if isinstance(e, AttributionEvent)}
    by_text = {sentences[sid]: verdicts[sid] for sid in sentences}
    assert by_text["Dear Mr Lacey,"].support is Support.NOT_A_CLAIM
    assert by_text["Dear Mr Lacey,"].reason == "letter frame"
    assert by_text["I am writing about your claim KP-1 and your questions about it."].support is Support.NOT_A_CLAIM
    assert by_text[PESTS].support is Support.ENTAILED and by_text[PESTS].reason is None
    assert by_text[APPEAL].support is Support.ENTAILED
    assert by_text["North team"].reason == "letter frame"
    assert TRACE not in sentences.values(), "a passage that answers no part is not pasted in"
    final = events[-1]
    assert isinstance(final, DoneEvent) and final.unanswered == () and final.label == "supported"
    assert retriever.scopes and all(s == DraftScope("KP-1") for s in retriever.scopes)


def test_a_part_nothing_answers_is_named_in_done() -> None:
    events, retriever = run("Tell Mr Lacey whether damage by mice is covered and whether boiler breakdown is covered.")
    final = events[-1]
    assert isinstance(final, DoneEvent)
    assert final.unanswered == ("whether boiler breakdown is covered",)
    assert "boiler" not in "".join(e.delta for e in events if isinstance(e, TextEvent)).lower()
    assert all(s.claim_ref is None for s in retriever.scopes), "no claim chosen: policy documents only"


def test_a_letter_nothing_answers_is_still_framed_with_every_part_named() -> None:
    events, _ = run("Tell Mr Lacey whether boiler breakdown is covered and whether his garage is included.", "KP-1")
    sentences = _sentences(events)
    verdicts = {e.sentence_id: e for e in events if isinstance(e, AttributionEvent)}
    said = [sentences[sid] for sid in sorted(sentences, key=lambda sid: int(sid[1:]))]
    assert said[0] == "Dear Mr Lacey,"
    assert said[1] == "I am writing about your claim KP-1 and your questions about it."
    assert "Yours sincerely," in said and "Hana Okoro" in said
    assert NO_EVIDENCE_TEXT not in said and not any("boiler" in s.lower() for s in said), "nothing is guessed at"
    assert all(v.support is Support.NOT_A_CLAIM and v.reason == "letter frame" for v in verdicts.values())
    final = events[-1]
    assert isinstance(final, DoneEvent)
    assert final.label == "unsupported", "the handler sees the documents answered nothing"
    assert final.unanswered == (
        "Tell Mr Lacey whether boiler breakdown is covered",
        "whether his garage is included",
    )


def test_approved_template_wording_is_recorded_as_approved_and_its_slots_are_checked() -> None:
    template = LetterTemplate(
        "templates/general.docx",
        LetterType.GENERAL,
        (
            paragraph("{{salutation}}"),
            paragraph("Thank you for your message about claim {{claim_ref}}."),
            paragraph("{{body}}"),
            paragraph("Kind regards,"),
            paragraph("{{author}}"),
        ),
    )
    events, _ = run("Tell Mr Lacey whether damage by mice is covered.", "KP-1", template)
    sentences = _sentences(events)
    verdicts = {e.sentence_id: e for e in events if isinstance(e, AttributionEvent)}
    by_text = {sentences[sid]: verdicts[sid] for sid in sentences}
    approved = by_text["Thank you for your message about claim KP-1."]
    assert (approved.support, approved.reason) == (Support.NOT_A_CLAIM, "approved template wording")
    assert by_text[PESTS].support is Support.ENTAILED
    record = checked_answer(events, surface=Surface.LETTER_DRAFT, collection=COLLECTION, instruction="", threshold=0.8)
    reasons = {s.text: s.reason for s in record.sentences}
    assert reasons["Thank you for your message about claim KP-1."] == "approved template wording"
    assert reasons[PESTS] is None
