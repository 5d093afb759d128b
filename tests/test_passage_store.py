"""The passage store keeps citations true: atomic replacement, stable ids, and which wording is current."""

from __future__ import annotations

from datetime import date

import pytest

from vouch.passage_store import PassageStoreError
from vouch.passages import ClauseRef, DocumentInfo, DocumentType, Passage, PassageAddress, passage_id
from vouch.services import Services

C = "property-claims"


def _doc(document_id: str, **kw: object) -> DocumentInfo:
    fields: dict[str, object] = {"title": document_id, "doc_type": DocumentType.WORDING, "sha256": "0" * 64}
    fields.update(kw)
    return DocumentInfo(collection=C, document_id=document_id, **fields)  # type: ignore[arg-type]


def _passage(document_id: str, clause: str, text: str, page: int = 3) -> Passage:
    address = str(PassageAddress(document=document_id, page=page, clause=clause))
    return Passage(
        id=passage_id(C, address), collection=C, document_id=document_id, address=address, text=text, clause=clause
    )


WORDING = "wording.pdf"
ENDORSEMENT = "endorsement-e7.pdf"


def _wording() -> list[Passage]:
    return [
        _passage(WORDING, "4.2(a)", "We will pay for escape of water."),
        _passage(WORDING, "4.2(b)", "The most we will pay for trace and access is £1,000."),
        _passage(WORDING, "4.2(b)(i)", "This includes reinstating floors."),
        _passage(WORDING, "4.2(c)", "We will not pay for wear and tear."),
    ]


def _endorsement(effective: date) -> tuple[DocumentInfo, list[Passage]]:
    info = _doc(
        ENDORSEMENT,
        doc_type=DocumentType.ENDORSEMENT,
        effective_date=effective,
        supersedes=(ClauseRef(document=WORDING, clause="4.2(b)"),),
    )
    return info, [_passage(ENDORSEMENT, "1", "The most we will pay for trace and access is £2,500.", page=1)]


def _superseded(services: Services) -> dict[str, str | None]:
    return {p.clause or "": p.superseded_by for p in services.passages.passages(C, WORDING)}


def test_addresses_follow_the_grammar() -> None:
    assert str(PassageAddress("halden-lease-2023.pdf", page=15, clause="14.3")) == "halden-lease-2023.pdf#p15.c14-3"
    assert str(PassageAddress("rent-schedule.pdf", page=2, table=1, row=7)) == "rent-schedule.pdf#p2.t1.r7"
    assert str(PassageAddress("w.pdf", page=4, clause="4.2(b)", split=2)) == "w.pdf#p4.c4-2b.s2"
    assert str(PassageAddress("note.docx", paragraph=12)) == "note.docx#para12"


@pytest.mark.parametrize("endorsement_first", [False, True])
def test_endorsement_supersedes_its_clause_and_subclauses_in_either_order(
    services: Services, endorsement_first: bool
) -> None:
    endorsement, endorsement_passages = _endorsement(date(2024, 9, 1))
    steps = [(_doc(WORDING), _wording()), (endorsement, endorsement_passages)]
    for info, passages in reversed(steps) if endorsement_first else steps:
        services.passages.replace_document(info, passages, today=date(2025, 1, 1))
    assert _superseded(services) == {"4.2(a)": None, "4.2(b)": ENDORSEMENT, "4.2(b)(i)": ENDORSEMENT, "4.2(c)": None}
    current = [p.clause for p in services.passages.passages(C, current_only=True)]
    assert "4.2(b)" not in current
    assert "1" in current


def test_endorsement_not_yet_effective_supersedes_nothing(services: Services) -> None:
    services.passages.replace_document(_doc(WORDING), _wording(), today=date(2024, 6, 1))
    info, passages = _endorsement(date(2024, 9, 1))
    services.passages.replace_document(info, passages, today=date(2024, 6, 1))
    assert set(_superseded(services).values()) == {None}


def test_removing_the_endorsement_makes_the_wording_current_again(services: Services) -> None:
    services.passages.replace_document(_doc(WORDING), _wording())
    info, passages = _endorsement(date(2024, 9, 1))
    services.passages.replace_document(info, passages)
    assert services.passages.delete_document(C, ENDORSEMENT)
    assert set(_superseded(services).values()) == {None}


def test_replace_is_all_or_nothing_and_bumps_the_generation(services: Services) -> None:
    assert services.passages.replace_document(_doc(WORDING), _wording()) == 1
    duplicate = [*_wording(), _wording()[0]]
    with pytest.raises(PassageStoreError, match="share an address"):
        services.passages.replace_document(_doc(WORDING, sha256="1" * 64), duplicate)
    stored = services.passages.document(C, WORDING)
    assert stored is not None
    assert stored.generation == 1
    assert stored.info.sha256 == "0" * 64
    assert len(services.passages.passages(C, WORDING)) == 4
    assert services.passages.replace_document(_doc(WORDING, sha256="2" * 64), _wording()[:2]) == 2
    assert [p.clause for p in services.passages.passages(C, WORDING)] == ["4.2(a)", "4.2(b)"]
    assert services.passages.live_generations(C) == {WORDING: 2}


def test_passages_are_found_by_id_with_their_fields(services: Services) -> None:
    services.passages.replace_document(_doc(WORDING), _wording())
    wanted = _wording()[1]
    found = services.passages.get([wanted.id, "property-claims/missing#p1"])
    assert list(found) == [wanted.id]
    assert found[wanted.id].text == wanted.text
    assert found[wanted.id].address == "wording.pdf#p3.c4-2b"
