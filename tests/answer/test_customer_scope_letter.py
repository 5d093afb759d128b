"""What the handler sees when two customers' schedules share a collection: the letter about one claim states
that customer's figures from their own schedule, and another customer's schedule never reaches it (a
data-protection breach, not a citation). Real ingest, real search (embedded engine), the extractive drafter."""

from __future__ import annotations

import asyncio
import io

import docx
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

C = "motor-claims"
CUSTOMERS = (
    ("KP-31544", "FMG-PC-6620417", "Mr Owen Lacey", "£75", "a stone chip on the M6"),
    ("KP-40112", "FMG-PC-6631180", "Mrs Ilona Varga", "£115", "a cracked screen in a car park"),
)


def _schedule(ref: str, who: str, excess: str) -> bytes:
    """A schedule as insurers send them: a title, a label/value table, then the cover it gives."""
    document = docx.Document()
    document.add_heading("Motor Insurance Schedule", level=1)
    table = document.add_table(rows=3, cols=2)
    for row, (label, value) in zip(
        table.rows, (("Policy number", ref), ("Policyholder", who), ("Cover", "Comprehensive")), strict=True
    ):
        row.cells[0].text, row.cells[1].text = label, value
    document.add_heading("Windscreen", level=2)
    document.add_paragraph(f"Your windscreen excess is {excess} for each windscreen claim under this policy.")
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def _notes(claim: str, ref: str, who: str, what: str) -> str:
    return (
        f"MOTOR CLAIM FILE NOTES\nClaim ref: {claim}\nPolicy no: {ref}\nPolicyholder: {who}\n\n"
        f"The windscreen was damaged by {what}.\n"
    )


@pytest.fixture
def hub(settings: Settings, services: Services) -> AnswerHub:
    services.collections.create(C, "motor", created_by="test")
    wording = "Section 9 Windscreen\nWe will pay to repair or replace broken glass in the windscreen of your car.\n"
    files = [("policies/private-car-wording.txt", wording.encode())]
    for claim, ref, who, excess, what in CUSTOMERS:
        files.append((f"policies/schedule-{ref}.docx", _schedule(ref, who, excess)))
        files.append((f"claims/{claim}/notes.txt", _notes(claim, ref, who, what).encode()))
    return ingested_hub(settings, services, C, files)


def _letter(hub: AnswerHub, services: Services, instruction: str, claim_ref: str | None, surface: Surface) -> str:
    user = services.users.get("hana") or services.users.add("hana", Role.HANDLER, team="Motor", collections=(C,)).user
    assert isinstance(user, User)

    async def go() -> list[AnswerEvent]:
        meta = hub.start(user, DraftMessage(surface, AnswerRequest(C, instruction, claim_ref=claim_ref)))
        return [event async for event in await hub.follow(user, meta.answer_id)]

    return "".join(e.delta for e in asyncio.run(go()) if isinstance(e, TextEvent))


def test_a_claim_letter_uses_its_own_customer_s_schedule_and_never_another_s(
    hub: AnswerHub, services: Services
) -> None:
    for claim, _, who, excess, _ in CUSTOMERS:
        surname = who.split()[-1]
        text = _letter(
            hub,
            services,
            f"Tell {who.split()[0]} {surname} what the windscreen excess is.",
            claim,
            Surface.LETTER_DRAFT,
        )
        assert f"Your windscreen excess is {excess}" in text, text
        others = [c for c in CUSTOMERS if c[0] != claim]
        for other_claim, other_ref, other_who, other_excess, other_what in others:
            for leaked in (other_claim, other_ref, other_who, other_excess, other_what):
                assert leaked not in text, f"{leaked!r} from another customer's documents in {claim}'s letter"


def test_without_a_claim_a_schedule_is_used_only_when_the_instruction_names_its_customer(
    hub: AnswerHub, services: Services
) -> None:
    unnamed = _letter(hub, services, "What is the windscreen excess?", None, Surface.POLICY_LOOKUP)
    assert "£75" not in unnamed and "£115" not in unnamed, unnamed
    named = _letter(hub, services, "What is the windscreen excess on Varga's policy?", None, Surface.POLICY_LOOKUP)
    assert "£115" in named and "£75" not in named, named
