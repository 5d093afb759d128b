"""The embedded drafter: a customer-letter paragraph from the passages, in their own words, streamed."""

from __future__ import annotations

import asyncio
import time

from tests.answer.fakes import NOTIFY, PESTS, TRACE, SubstringVerifier, passage
from vouch.draft.base import DraftRequest
from vouch.draft.extractive import ExtractiveDrafter, compose, in_letter_voice, table_sentence
from vouch.passages import TableRow
from vouch.policy import Surface
from vouch.verify.types import Sentence, Support

WORDING = (
    passage("p4.c4-2a", f"4.2(a) {TRACE} This is called trace and access."),
    passage("p7.c11-2", f"11.2 {PESTS}"),
    passage("p8.c14-3", f"14.3 {NOTIFY} Late claims are reduced only to the extent of any prejudice."),
)


def _stream(drafter: ExtractiveDrafter, request: DraftRequest) -> tuple[list[str], float]:
    async def run() -> tuple[list[str], float]:
        started = time.monotonic()
        tokens = [t async for t in drafter.stream(request)]
        return tokens, time.monotonic() - started

    return asyncio.run(run())


def test_the_letter_voice_keeps_the_facts() -> None:
    assert in_letter_voice("4.2(b) The Insurer will not pay for wear and tear") == "We will not pay for wear and tear."
    assert in_letter_voice("(c) the Policyholder must tell the Insurer within 30 days;") == (
        "You must tell us within 30 days."
    )
    assert in_letter_voice("If the Insurer agrees, the Insurer's surveyor will call.") == (
        "If we agree, our surveyor will call."
    )
    assert in_letter_voice("The Policyholder pays the excess and the Insurer is told.") == (
        "You pay the excess and we are told."
    )
    assert in_letter_voice("We will not pay for wear and tear.") == "We will not pay for wear and tear."
    assert in_letter_voice("Send it to the Insurer as soon as you can.") == "Send it to us as soon as you can."
    assert in_letter_voice("We will not pay for: (d) damage caused by water escaping from ponds.") == (
        "We will not pay for damage caused by water escaping from ponds."
    )
    assert in_letter_voice("The excess is: £500.") == "The excess is: £500."
    assert in_letter_voice("These limits apply to each claim: (a) The most we will pay is £5,000.") == (
        "The most we will pay is £5,000."
    ), "a lead-in that announces a list of whole sentences is dropped, not glued on"
    assert in_letter_voice("14 days' notice is given.") == "14 days' notice is given.", "a number is not a clause"
    assert (
        in_letter_voice("SC3 The home must have a working smoke alarm.") == "The home must have a working smoke alarm."
    )


def test_a_table_row_becomes_a_sentence_naming_its_labels() -> None:
    row = TableRow(
        1, 2, "Escape of water", ("Peril", "Standard excess", "Limit"), ("Escape of water", "£500", "£320,000")
    )
    assert table_sentence(row) == "For escape of water, the standard excess is £500 and the limit is £320,000."


def test_composes_from_the_passages_that_answer_the_instruction_in_their_own_words() -> None:
    request = DraftRequest(
        "Is damage by mice covered, and what is the trace and access limit?", WORDING, Surface.LETTER_DRAFT
    )
    text = compose(request)
    assert PESTS in text and TRACE in text
    assert "4.2(a)" not in text and "11.2" not in text
    assert text.index(TRACE) < text.index(PESTS), "best-ranked passage first"
    # What it writes verifies against the passages it came from.
    verifier = SubstringVerifier()
    for sentence in (TRACE, PESTS):
        verdict = verifier.verify(Sentence("s1", sentence, 0, len(sentence)), WORDING, 0.8)
        assert verdict.support is Support.ENTAILED


def test_streams_word_by_word_at_the_configured_pace() -> None:
    request = DraftRequest("trace and access limit", WORDING[:1], Surface.LETTER_DRAFT)
    tokens, instant = _stream(ExtractiveDrafter(), request)
    assert "".join(tokens) == "".join(ExtractiveDrafter().pieces(request))
    assert len(tokens) > 10 and instant < 0.5
    paced, elapsed = _stream(ExtractiveDrafter(tokens_per_s=100), request)
    assert paced == tokens
    assert elapsed >= (len(tokens) - 1) / 100 * 0.9
