"""One decision of which policies an endorsement applies to, seen by a handler in draft mode and check mode.

An endorsement whose header names no policy, listed by one customer's schedule only, changes that customer's
clause and no one else's: the letter about that customer's claim states the endorsement's figure and a
handler's sentence giving the replaced figure is not checked; the letter about the other customer's claim states
the wording's figure and the same sentence is checked. Real ingest (so the decision is the one recorded when the
documents arrive, whatever their order), real search on both engines, the extractive drafter."""

from __future__ import annotations

import asyncio

import pytest

from tests.answer.harness import ingested_hub
from vouch.answer.events import AnswerEvent, AttributionEvent, TextEvent
from vouch.answer.hub import AnswerHub, DraftMessage
from vouch.answer.pipeline import AnswerRequest
from vouch.auth.roles import Role
from vouch.auth.store import User
from vouch.policy import Surface
from vouch.services import Services
from vouch.settings import Settings
from vouch.verify.types import Support

C = "home-claims"
WORDING = (
    "Home Insurance Policy Wording HIW-24\n\n"
    "Section 4 Escape of water\n\n"
    "4.2 The escape of water excess is £350 for each claim under this section.\n"
)
ENDORSEMENT = (
    "Endorsement WE9 - Escape of water excess\n\n"
    "Clause 4.2 of policy wording HIW-24 is deleted and replaced by:\n\n"
    "4.2 The escape of water excess is £1,000 for each claim under this section.\n"
)
BASE = "The escape of water excess is £350 for each claim under this section."
ENDORSED = "The escape of water excess is £1,000 for each claim under this section."
# (claim, policy, policyholder, what the schedule lists)
CUSTOMERS = (
    ("HC-26-0101", "HSC-4410287", "Mrs Imogen Tregarthen", "Endorsements: WE9 Escape of water excess"),
    ("HC-26-0202", "HSC-4410352", "Mr Dafydd Pellow", "Endorsements: none"),
)


def _schedule(ref: str, who: str, listed: str) -> str:
    return f"Home Insurance Schedule\n\nPolicy number: {ref}\nPolicyholder: {who}\n\n{listed}\n"


def _notes(claim: str, ref: str, who: str) -> str:
    return (
        f"HOME CLAIM FILE NOTES\nClaim ref: {claim}\nPolicy no: {ref}\nPolicyholder: {who}\n\n"
        "A pipe burst under the kitchen sink and water soaked the floor.\n"
    )


def _hub(settings: Settings, services: Services, endorsement_first: bool) -> AnswerHub:
    services.collections.create(C, "home", created_by="test")
    files = [("policies/home-wording-HIW-24.txt", WORDING)]
    for claim, ref, who, listed in CUSTOMERS:
        files.append((f"policies/home-schedule-{ref}.txt", _schedule(ref, who, listed)))
        files.append((f"claims/{claim}/notes.txt", _notes(claim, ref, who)))
    endorsement = ("policies/endorsement-WE9.txt", ENDORSEMENT)
    # The schedule listing it may arrive after the endorsement: the decision is recomputed either way.
    files = [endorsement, *files] if endorsement_first else [*files, endorsement]
    return ingested_hub(settings, services, C, [(document_id, text.encode()) for document_id, text in files])


def _answer(hub: AnswerHub, services: Services, request: AnswerRequest, surface: Surface) -> list[AnswerEvent]:
    user = services.users.get("hana") or services.users.add("hana", Role.HANDLER, team="Home", collections=(C,)).user
    assert isinstance(user, User)

    async def go() -> list[AnswerEvent]:
        meta = hub.start(user, DraftMessage(surface, request))
        return [event async for event in await hub.follow(user, meta.answer_id)]

    return asyncio.run(go())


@pytest.mark.parametrize("endorsement_first", [True, False])
def test_an_endorsement_one_schedule_lists_changes_that_customer_s_letter_only(
    engine_settings: Settings, engine_services: Services, endorsement_first: bool
) -> None:
    hub = _hub(engine_settings, engine_services, endorsement_first)
    (endorsed_claim, *_), (other_claim, *_) = CUSTOMERS
    ask = "Tell the customer what the escape of water excess is."

    def drafted(claim: str) -> str:
        events = _answer(hub, engine_services, AnswerRequest(C, ask, claim_ref=claim), Surface.LETTER_DRAFT)
        return "".join(e.delta for e in events if isinstance(e, TextEvent))

    endorsed, other = drafted(endorsed_claim), drafted(other_claim)
    # Draft mode: her endorsement's figure, never the figure it replaced for her ...
    assert "£1,000" in endorsed and "£350" not in endorsed, endorsed
    # ... and for the other customer, whose schedule does not list it, the wording's figure stands.
    assert "£350" in other and "£1,000" not in other, other

    def checked(claim: str, sentence: str) -> Support:
        request = AnswerRequest(C, "Check this letter.", text=sentence, claim_ref=claim)
        events = _answer(hub, engine_services, request, Surface.LETTER_DRAFT)
        return next(e.support for e in events if isinstance(e, AttributionEvent))

    # Check mode: the replaced figure is not checked for her letter, the current one is ...
    assert checked(endorsed_claim, BASE) is not Support.ENTAILED
    assert checked(endorsed_claim, ENDORSED) is Support.ENTAILED
    # ... and for the other customer the wording's figure is the current one, the endorsement's is not his.
    assert checked(other_claim, BASE) is Support.ENTAILED
    assert checked(other_claim, ENDORSED) is not Support.ENTAILED
