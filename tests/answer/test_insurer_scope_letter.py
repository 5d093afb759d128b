"""A letter about a claim draws on that claim's own policy: its customer's schedule or declarations and the
wording of the insurer that issued it, never another customer's declarations nor another insurer's wording.

Two insurers share a collection (a broker's, or a claims service's): each wording states its own windscreen
excess, each customer document names its insurer in its title, and one insurer's declarations print their number
alone under the title. The letter about each claim states its own insurer's figure and no other; a notice that
names no insurer still reaches every letter, and an enquiry with no claim may draw on either wording. Real
ingest in both arrival orders (the decision is recomputed whenever a document arrives), real search on both
engines, the extractive drafter."""

from __future__ import annotations

import asyncio

import pytest

from tests.answer.harness import ingested_hub
from vouch.answer.events import AnswerEvent, TextEvent
from vouch.answer.hub import AnswerHub, DraftMessage
from vouch.answer.pipeline import AnswerRequest
from vouch.auth.roles import Role
from vouch.auth.store import User
from vouch.policy import Surface
from vouch.services import Services
from vouch.settings import Settings

C = "broker-claims"
# (insurer, wording title, excess, claim, policy, customer document, policyholder)
INSURERS = (
    (
        "Tamarack Bluff Insurance Company",
        "Private Car Policy Wording TB-PC",
        "$400",
        "TBC-26-7718",
        "DF-2204819",
        "Declarations\nDF-2204819\nNamed insured: Harlan Pruett.\n\n"
        "The vehicle insured under this policy is a 2019 Ford Ranger.",
        "Harlan Pruett",
    ),
    (
        "Wendmoor Motor Insurance Ltd",
        "Private Car Policy Wording WMI-PC",
        "$150",
        "WMC-26-3152",
        "WMH-4433507",
        "Policy Schedule\nPolicy number: WMH-4433507\nPolicyholder: Rosalind Tamworth.\n\n"
        "The vehicle insured under this policy is a 2021 Kia Ceed.",
        "Rosalind Tamworth",
    ),
)
NOTICE = (
    "How to complain\n\n"
    "If you are unhappy with how your windscreen claim was handled, you may ask us to review it within 28 days.\n"
)


def _wording(insurer: str, title: str, excess: str) -> str:
    return (
        f"{insurer} - {title}\n\n"
        "Section 6 Windscreen\n\n"
        f"6.2 The windscreen excess is {excess} for each windscreen claim under this section.\n"
    )


def _notes(claim: str, ref: str, who: str) -> str:
    return f"CLAIM FILE NOTES\nClaim ref: {claim}\nPolicy no: {ref}\nPolicyholder: {who}\n\nWindscreen cracked.\n"


def _hub(settings: Settings, services: Services, wordings_first: bool) -> AnswerHub:
    services.collections.create(C, "broker", created_by="test")
    wordings: list[tuple[str, str]] = [("policies/complaints-notice.txt", NOTICE)]
    customers: list[tuple[str, str]] = []
    for insurer, title, excess, claim, ref, header, who in INSURERS:
        brand = insurer.split()[0].lower()
        wordings.append((f"policies/{brand}-wording.txt", _wording(insurer, title, excess)))
        customers.append((f"policies/{brand}-{ref}.txt", f"{insurer} - {header}\n"))
        customers.append((f"claims/{claim}/notes.txt", _notes(claim, ref, who)))
    files = [*wordings, *customers] if wordings_first else [*customers, *wordings]
    return ingested_hub(settings, services, C, [(document_id, text.encode()) for document_id, text in files])


def _letter(hub: AnswerHub, services: Services, instruction: str, claim_ref: str | None) -> str:
    user = services.users.get("hana") or services.users.add("hana", Role.HANDLER, team="Motor", collections=(C,)).user
    assert isinstance(user, User)

    async def go() -> list[AnswerEvent]:
        meta = hub.start(user, DraftMessage(Surface.LETTER_DRAFT, AnswerRequest(C, instruction, claim_ref=claim_ref)))
        return [event async for event in await hub.follow(user, meta.answer_id)]

    return "".join(e.delta for e in asyncio.run(go()) if isinstance(e, TextEvent))


@pytest.mark.parametrize("wordings_first", [True, False])
def test_a_claim_letter_draws_on_its_own_insurer_s_wording_and_its_own_declarations_only(
    engine_settings: Settings, engine_services: Services, wordings_first: bool
) -> None:
    hub = _hub(engine_settings, engine_services, wordings_first)
    ask = "Tell the customer what the windscreen excess is and how to complain."
    (_, _, own_tb, tb_claim, _, _, _), (_, _, own_wm, wm_claim, _, _, _) = INSURERS
    pruett, tamworth = _letter(hub, engine_services, ask, tb_claim), _letter(hub, engine_services, ask, wm_claim)
    # Each letter states its own insurer's excess and never the other insurer's ...
    assert own_tb in pruett and own_wm not in pruett, pruett
    assert own_wm in tamworth and own_tb not in tamworth, tamworth
    # ... and its own customer's document, never the other's (the declarations' unlabelled number is theirs).
    vehicle = "Tell the customer which vehicle is insured."
    pruett_car, tamworth_car = (
        _letter(hub, engine_services, vehicle, tb_claim),
        _letter(hub, engine_services, vehicle, wm_claim),
    )
    assert "Ford Ranger" in pruett_car and "Kia Ceed" not in pruett_car, pruett_car
    assert "Kia Ceed" in tamworth_car and "Ford Ranger" not in tamworth_car, tamworth_car
    # Twins: a notice that names no insurer is every letter's; an enquiry with no claim may use either wording.
    assert "within 28 days" in pruett and "within 28 days" in tamworth
    enquiry = _letter(hub, engine_services, "What is the windscreen excess?", None)
    assert own_tb in enquiry or own_wm in enquiry, enquiry
