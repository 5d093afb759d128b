"""End to end with the real verification pipeline (segmenter, check-worthiness, decomposition, gates, the
entailment model, rewrite): nothing wrong may come out marked as checked.

Skipped while the checker model (vouch/models/checker, or VOUCH_CHECKER_MODEL) is not installed.
"""

from __future__ import annotations

import pytest

from tests.answer.fakes import NOTIFY, PESTS, TRACE, ListRetriever, ScriptedDrafter, passage
from tests.answer.harness import accepted, app_client, draft_message, read_until_done
from tests.answer.invariants import assert_well_formed
from tests.conftest import Tokens, auth
from vouch.answer.adapters import BuiltinVerifier
from vouch.answer.events import AttributionEvent, DoneEvent, RewriteEvent, StubEvent
from vouch.answer.hub import AnswerHub
from vouch.answer.settings import AnswerSettings
from vouch.services import Services
from vouch.settings import Settings
from vouch.verify.types import Support

WORDING = (
    passage("p4.c4-2a", TRACE),
    passage("p7.c11-2", PESTS),
    passage("p8.c14-3", NOTIFY),
)


@pytest.fixture(scope="module")
def real_verifier() -> BuiltinVerifier:
    try:
        return BuiltinVerifier()
    except Exception as exc:  # the model directory is missing or incomplete
        pytest.skip(f"the checker model is not installed: {exc}")


def test_a_letter_with_a_wrong_amount_and_a_flipped_exclusion(
    settings: Settings, services: Services, tokens: Tokens, real_verifier: BuiltinVerifier
) -> None:
    letter = (
        "Dear Ms Patel,\n\n"
        f"{PESTS} "
        "The most we will pay for trace and access is £7,500 for any one claim. "
        "We will pay for damage caused by mice."
    )
    hub = AnswerHub.build(
        settings,
        services,
        AnswerSettings(verify_timeout_s=60.0),
        retriever=ListRetriever(WORDING),
        drafter=ScriptedDrafter(letter),
        verifier=real_verifier,
    )
    with (
        app_client(settings, services, hub) as client,
        client.websocket_connect("/ws", headers=auth(tokens.handler)) as ws,
    ):
        ws.receive_json()
        ws.send_json(draft_message("letter_draft"))
        answer_id = accepted(ws)
        events = read_until_done(ws, limit=2000)
    assert_well_formed(events, answer_id)
    supports = {e.sentence_id: e.support for e in events if isinstance(e, AttributionEvent)}
    assert supports["s1"] is Support.NOT_A_CLAIM  # the salutation
    assert supports["s2"] is Support.ENTAILED  # the passage's own words
    # The wrong amount and the flipped exclusion are never marked checked: each is rewritten from the passage
    # (and the rewrite checks out) or stubbed.
    for sentence_id in ("s3", "s4"):
        assert supports[sentence_id] in (Support.NONE, Support.PARTIAL), sentence_id
    settled = {e.sentence_id: e for e in events if isinstance(e, RewriteEvent | StubEvent)}
    assert set(settled) == {"s3", "s4"}
    for event in settled.values():
        if isinstance(event, RewriteEvent):
            assert event.attribution.support is Support.ENTAILED
            assert "£7,500" not in event.text
            assert "will pay for damage caused by mice" not in event.text
    done = events[-1]
    assert isinstance(done, DoneEvent)
    assert done.unresolved == ()
