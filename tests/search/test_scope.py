"""Claim scope: a letter about one claim finds that claim's file and the policy documents, never another
claim's file; without a claim, no claim file at all. On both engines."""

from __future__ import annotations

from dataclasses import replace

from tests.search.conftest import Harness, document, passage
from vouch.passages import ClauseRef, DocumentType
from vouch.search.scope import DraftScope, claim_ref_from_path, normalise_claim_ref

C = "motor"


def _collection(harness: Harness) -> None:
    harness.commit(
        document(C, "policies/motor-wording.pdf"),
        [passage(C, "policies/motor-wording.pdf", "p3.c4-1", "We will pay for a stolen windscreen and its fitting.")],
    )
    lacey = replace(document(C, "claims/KP-31544/notes.txt", doc_type=DocumentType.CLAIM_FILE), claim_ref="KP-31544")
    harness.commit(lacey, [passage(C, lacey.document_id, "e1", "Mr Owen Lacey reported a stolen windscreen.")])
    varga = replace(document(C, "claims/KP-40112/notes.txt", doc_type=DocumentType.CLAIM_FILE), claim_ref="KP-40112")
    harness.commit(varga, [passage(C, varga.document_id, "e1", "Mrs Ilona Varga reported a stolen windscreen.")])
    unknown = document(C, "loose-note.txt", doc_type=DocumentType.CLAIM_FILE)  # a claim file of no known claim
    harness.commit(unknown, [passage(C, unknown.document_id, "para1", "Mr Tom Reed reported a stolen windscreen.")])


def _found(harness: Harness, scope: DraftScope | None) -> set[str]:
    hits = harness.search.search(C, "stolen windscreen", limit=10, scope=scope)
    return {h.passage.document_id for h in hits}


def test_a_claim_sees_its_own_file_and_the_policy_documents_only(harness: Harness) -> None:
    _collection(harness)
    everything = _found(harness, None)
    assert {"claims/KP-40112/notes.txt", "loose-note.txt"} <= everything, "without a scope search sees everything"
    assert _found(harness, DraftScope.for_claim("kp-31544 ")) == {
        "policies/motor-wording.pdf",
        "claims/KP-31544/notes.txt",
    }
    assert _found(harness, DraftScope.for_claim("KP-40112")) == {
        "policies/motor-wording.pdf",
        "claims/KP-40112/notes.txt",
    }


def test_without_a_claim_no_claim_file_is_drafted_from(harness: Harness) -> None:
    _collection(harness)
    assert _found(harness, DraftScope()) == {"policies/motor-wording.pdf"}


def test_the_claim_a_document_belongs_to_comes_from_its_folder() -> None:
    assert claim_ref_from_path("claims/KP-31544/notes.txt") == "KP-31544"
    assert claim_ref_from_path("documents/Claims/kp-31544/photos/a.png") == "KP-31544"
    assert claim_ref_from_path("policies/motor-wording.pdf") is None
    assert claim_ref_from_path("claims/readme.txt") is None, "a file directly under claims/ names no claim"
    assert normalise_claim_ref("  ") is None


# -- customer documents: a claim sees its own customer's schedule, never another customer's ----------------------


def _schedules(harness: Harness) -> None:
    harness.commit(
        document(C, "policies/motor-wording.pdf"),
        [passage(C, "policies/motor-wording.pdf", "p3.c4-1", "The windscreen excess is shown in your schedule.")],
    )
    for ref, who, excess in (("FMG-PC-6620417", "Mr Owen Lacey", "£75"), ("FMG-PC-6631180", "Mrs Ilona Varga", "£115")):
        schedule = replace(
            document(C, f"policies/schedule-{ref}.pdf", doc_type=DocumentType.SCHEDULE), policy_ref=ref, parties=(who,)
        )
        harness.commit(schedule, [passage(C, schedule.document_id, "p1.t2.r3", f"Windscreen excess = {excess}")])
    for claim, ref in (("KP-31544", "FMG-PC-6620417"), ("KP-40112", "FMG-PC-6631180")):
        notes = replace(
            document(C, f"claims/{claim}/notes.txt", doc_type=DocumentType.CLAIM_FILE), claim_ref=claim, policy_ref=ref
        )
        harness.commit(notes, [passage(C, notes.document_id, "e1", "Windscreen excess query from the customer.")])
    # A claim whose file names no policy: whose schedule it would be is not known.
    bare = replace(document(C, "claims/KP-50000/notes.txt", doc_type=DocumentType.CLAIM_FILE), claim_ref="KP-50000")
    harness.commit(bare, [passage(C, bare.document_id, "e1", "Windscreen excess query by phone.")])


def _schedule_found(harness: Harness, scope: DraftScope) -> set[str]:
    hits = harness.search.search(C, "windscreen excess", limit=20, scope=scope)
    return {h.passage.document_id for h in hits if "schedule" in h.passage.document_id}


def test_a_claim_sees_the_schedule_of_the_policy_its_file_names_and_no_other(harness: Harness) -> None:
    _schedules(harness)
    assert _schedule_found(harness, DraftScope.for_claim("KP-31544")) == {"policies/schedule-FMG-PC-6620417.pdf"}
    assert _schedule_found(harness, DraftScope.for_claim("KP-40112")) == {"policies/schedule-FMG-PC-6631180.pdf"}
    assert _schedule_found(harness, DraftScope.for_claim("KP-50000")) == set(), "no policy on file: no schedule"
    # The instruction naming another customer does not widen a claim's scope.
    assert _schedule_found(harness, DraftScope.for_claim("KP-31544", "and tell Mrs Varga too")) == {
        "policies/schedule-FMG-PC-6620417.pdf"
    }


def test_without_a_claim_only_the_schedule_the_instruction_names(harness: Harness) -> None:
    _schedules(harness)
    assert _schedule_found(harness, DraftScope.for_claim(None, "What is the windscreen excess?")) == set()
    assert _schedule_found(harness, DraftScope.for_claim(None, "windscreen excess on fmg-pc-6631180?")) == {
        "policies/schedule-FMG-PC-6631180.pdf"
    }
    assert _schedule_found(harness, DraftScope.for_claim(None, "windscreen excess for Lacey's car")) == {
        "policies/schedule-FMG-PC-6620417.pdf"
    }
    # A surname is a capitalised whole word: "lacey trim" names nobody.
    assert (
        _schedule_found(harness, DraftScope.for_claim(None, "is lacey trim covered under windscreen excess")) == set()
    )


# -- one customer's endorsement changes that customer's terms, not everyone's wording ------------------------------


def _endorsed_for_one_policy(harness: Harness) -> None:
    harness.commit(
        document(C, "policies/motor-wording.pdf"),
        [
            passage(
                C,
                "policies/motor-wording.pdf",
                "p4.c7-2",
                "7.2 Security. The car must be fitted with a steering lock when left unattended.",
                clause="7.2",
            )
        ],
    )
    endorsement = replace(
        document(
            C,
            "policies/endorsement-E12-FMG-PC-6620417.pdf",
            doc_type=DocumentType.ENDORSEMENT,
            supersedes=(ClauseRef("policies/motor-wording.pdf", "7.2"),),
        ),
        policy_ref="FMG-PC-6620417",
        parties=("Mr Owen Lacey",),
    )
    text = "Clause 7.2 is replaced: the car must have an approved tracker fitted when left unattended."
    harness.commit(endorsement, [passage(C, endorsement.document_id, "p1.para1", text)])
    for claim, ref in (("KP-31544", "FMG-PC-6620417"), ("KP-40112", "FMG-PC-6631180")):
        notes = replace(
            document(C, f"claims/{claim}/notes.txt", doc_type=DocumentType.CLAIM_FILE), claim_ref=claim, policy_ref=ref
        )
        harness.commit(notes, [passage(C, notes.document_id, "e1", "Car stolen from the street overnight.")])


def _security_found(harness: Harness, scope: DraftScope | None) -> set[str]:
    hits = harness.search.search(C, "left unattended steering lock tracker", limit=10, current_only=True, scope=scope)
    return {h.passage.address for h in hits}


def test_an_endorsement_for_one_policy_replaces_the_clause_for_that_policy_only(harness: Harness) -> None:
    _endorsed_for_one_policy(harness)
    wording, endorsement = "policies/motor-wording.pdf#p4.c7-2", "policies/endorsement-E12-FMG-PC-6620417.pdf#p1.para1"
    # Mr Lacey's claim: his endorsement is his clause 7.2; the replaced wording must not support his letter.
    lacey = _security_found(harness, DraftScope.for_claim("KP-31544"))
    assert endorsement in lacey and wording not in lacey
    # Another customer's claim: the wording is still that customer's clause 7.2, and Mr Lacey's endorsement
    # (his schedule's) is not theirs to be told.
    varga = _security_found(harness, DraftScope.for_claim("KP-40112"))
    assert wording in varga and endorsement not in varga
    # A policy-wide lookup: the wording stays current; nothing was replaced for everyone.
    assert wording in _security_found(harness, DraftScope())
    stored = harness.store.passages(C, "policies/motor-wording.pdf")[0]
    assert stored.current and stored.replaced_for == ("policies/endorsement-E12-FMG-PC-6620417.pdf",)


def test_an_endorsement_for_every_policy_still_replaces_the_clause_for_everyone(harness: Harness) -> None:
    _endorsed_for_one_policy(harness)
    general = document(
        C,
        "policies/endorsement-E13.pdf",
        doc_type=DocumentType.ENDORSEMENT,
        supersedes=(ClauseRef("policies/motor-wording.pdf", "7.2"),),
    )
    harness.commit(
        general, [passage(C, general.document_id, "p1.para1", "Clause 7.2 is replaced: a steering lock or tracker.")]
    )
    for claim in ("KP-31544", "KP-40112"):
        assert "policies/motor-wording.pdf#p4.c7-2" not in _security_found(harness, DraftScope.for_claim(claim))


# -- which policies an endorsement applies to: its header's, and each whose schedule lists its code ---------------


LISTS = ("Endorsements: WE9 Tracker", "Endorsements: none")


def _listed_endorsement(harness: Harness, header_policy: str | None = None, lists: tuple[str, str] = LISTS) -> str:
    """The motor wording's clause 7.2, an endorsement WE9 replacing it whose header names no customer, and two
    customers' schedules printing ``lists``; returns the endorsement's id."""
    harness.commit(
        document(C, "policies/motor-wording.pdf"),
        [passage(C, "policies/motor-wording.pdf", "p4.c7-2", "7.2 The car needs a steering lock.", clause="7.2")],
    )
    endorsement = replace(
        document(
            C,
            "policies/motor-endorsement-WE9.pdf",
            doc_type=DocumentType.ENDORSEMENT,
            supersedes=(ClauseRef("policies/motor-wording.pdf", "7.2"),),
        ),
        policy_ref=header_policy,
    )
    text = "Clause 7.2 is replaced: the car needs a steering lock and a tracker."
    harness.commit(endorsement, [passage(C, endorsement.document_id, "p1.para1", text)])
    for (claim, ref, who), listed in zip(
        (("KP-31544", "FMG-PC-6620417", "Mr Owen Lacey"), ("KP-40112", "FMG-PC-6631180", "Mrs Ilona Varga")),
        lists,
        strict=True,
    ):
        schedule = replace(
            document(C, f"policies/schedule-{ref}.pdf", doc_type=DocumentType.SCHEDULE), policy_ref=ref, parties=(who,)
        )
        harness.commit(schedule, [passage(C, schedule.document_id, "p1.t1.r9", listed)])
        notes = replace(
            document(C, f"claims/{claim}/notes.txt", doc_type=DocumentType.CLAIM_FILE), claim_ref=claim, policy_ref=ref
        )
        harness.commit(notes, [passage(C, notes.document_id, "e1", "Car stolen from the street overnight.")])
    return endorsement.document_id


WORDING_7_2 = "policies/motor-wording.pdf#p4.c7-2"
ENDORSEMENT_WE9 = "policies/motor-endorsement-WE9.pdf#p1.para1"


def test_an_endorsement_one_schedule_lists_replaces_the_clause_for_that_policy_only(harness: Harness) -> None:
    endorsement = _listed_endorsement(harness)
    lacey = _security_found(harness, DraftScope.for_claim("KP-31544"))
    assert ENDORSEMENT_WE9 in lacey and WORDING_7_2 not in lacey
    # The other customer's schedule does not list it: the wording's clause is still theirs, the endorsement not.
    varga = _security_found(harness, DraftScope.for_claim("KP-40112"))
    assert WORDING_7_2 in varga and ENDORSEMENT_WE9 not in varga
    stored = harness.store.document(C, endorsement)
    assert stored is not None and stored.info.applies_to.not_for == ("FMG-PC-6631180",)
    assert harness.store.passages(C, "policies/motor-wording.pdf")[0].replaced_for == (endorsement,)
    # A prospective customer's lookup (no policy known) may be told of it, as what it is.
    assert ENDORSEMENT_WE9 in _security_found(harness, DraftScope())


def test_an_endorsement_schedules_say_nothing_about_is_everyone_s(harness: Harness) -> None:
    # Its twin: schedules that list no endorsements say nothing of it; it replaces the clause for everyone.
    endorsement = _listed_endorsement(harness, lists=("Windscreen excess = £75", "Windscreen excess = £115"))
    for claim in ("KP-31544", "KP-40112"):
        found = _security_found(harness, DraftScope.for_claim(claim))
        assert ENDORSEMENT_WE9 in found and WORDING_7_2 not in found, claim
    stored = harness.store.document(C, endorsement)
    assert stored is not None and stored.info.applies_to.everyone
    assert not harness.store.passages(C, "policies/motor-wording.pdf")[0].current


def test_a_code_printed_inside_a_longer_code_is_not_listed(harness: Harness) -> None:
    # "WE9" inside "WE95" is another endorsement: a schedule printing only that one does not list WE9.
    _listed_endorsement(harness, lists=("Endorsements: WE95 Tracker", "Endorsements: WE9 Tracker"))
    lacey = _security_found(harness, DraftScope.for_claim("KP-31544"))
    assert WORDING_7_2 in lacey and ENDORSEMENT_WE9 not in lacey


def test_an_endorsement_whose_header_names_a_policy_applies_to_that_policy(harness: Harness) -> None:
    # "This endorsement applies to policy FMG-PC-6631180 only": no policyholder named, but a policy the
    # collection knows. Mrs Varga's, then (her schedule's "none" aside), and the one whose schedule lists it.
    _listed_endorsement(harness, header_policy="FMG-PC-6631180")
    for claim in ("KP-31544", "KP-40112"):
        found = _security_found(harness, DraftScope.for_claim(claim))
        assert ENDORSEMENT_WE9 in found and WORDING_7_2 not in found, claim


def test_a_header_number_no_document_is_about_names_no_policy(harness: Harness) -> None:
    # Its twin: a form code read as the header's number ("HIW-2024-0001") is not a policy of the collection, so
    # only the listing schedule decides.
    _listed_endorsement(harness, header_policy="HIW-2024-0001")
    varga = _security_found(harness, DraftScope.for_claim("KP-40112"))
    assert WORDING_7_2 in varga and ENDORSEMENT_WE9 not in varga


def test_a_document_typed_an_endorsement_with_no_code_is_left_out_by_no_schedule(harness: Harness) -> None:
    # A wording read as an endorsement (it speaks of them) has no code for a schedule to list: its clauses stay
    # every policy's, the schedules' "Endorsements: none" notwithstanding.
    _listed_endorsement(harness)
    wording = document(C, "policies/motor-wording-guide.pdf", doc_type=DocumentType.ENDORSEMENT)
    harness.commit(wording, [passage(C, wording.document_id, "p1.para1", "Left unattended: use the steering lock.")])
    for claim in ("KP-31544", "KP-40112"):
        assert "policies/motor-wording-guide.pdf#p1.para1" in _security_found(harness, DraftScope.for_claim(claim))
