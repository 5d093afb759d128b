"""A handler names the document as well as what they want from it ("on claim KP-31544", "on the Saltmarsh
travel policy"). Those words select the document, not the passage: the passage that answers wins over the one
that merely repeats the document's name or reference (a header block, an introduction). Both engines."""

from __future__ import annotations

from dataclasses import replace

from tests.search.conftest import Harness, document, passage
from vouch.passages import DocumentType
from vouch.search.analysis import document_terms, lexical_text
from vouch.search.documents import cover

C = "naming"


def _diary(h: Harness, reference: str, amount: str) -> None:
    name = f"keystone-claim-diary-{reference}.txt"
    h.commit(
        document(C, name),
        [
            passage(C, name, "para1", f"KEYSTONE MUTUAL CLAIM DIARY Claim: {reference} Policy: HO-3 Insured: D. Hale"),
            passage(C, name, "e1", "[e1] 12/03/2025 09:14 Field adjuster: inspected the roof, hail bruising found."),
            passage(C, name, "e2", f"[e2] 12/03/2025 14:40 Desk adjuster: the hail deductible is {amount}."),
        ],
    )


def test_a_reference_the_file_name_carries_finds_the_entry_that_answers(harness: Harness) -> None:
    _diary(harness, "KP-31544", "$1,000")
    _diary(harness, "KP-40112", "$2,500")
    for reference, other in (("KP-31544", "KP-40112"), ("KP-40112", "KP-31544")):  # the question and its twin
        hits = [
            h.passage.address for h in harness.search.search(C, f"What hail deductible applies on claim {reference}?")
        ]
        answer = f"keystone-claim-diary-{reference}.txt#e2"
        # The entry that answers comes before the other claim's entry and at most behind its own claim's
        # header (OpenSearch also scores the phrase "claim KP-31544" the header prints).
        assert answer in hits[:2], hits
        assert hits.index(answer) < hits.index(f"keystone-claim-diary-{other}.txt#e2"), hits


def test_words_naming_the_document_do_not_favour_the_passage_that_repeats_them(harness: Harness) -> None:
    name = "saltmarsh-travel-policy.pdf"
    intro = "Saltmarsh Travel Policy. This Saltmarsh travel policy wording sets out your travel cover."
    harness.commit(
        document(C, name),
        [
            passage(C, name, "p1.para1", intro),
            passage(C, name, "p2.para4", "Home area: the United Kingdom, the Channel Islands and the Isle of Man."),
            passage(C, name, "p2.para5", "Trip: a journey you make during the period of insurance."),
        ],
    )
    hits = harness.search.search(C, "Which countries count as the home area on the Saltmarsh travel policy?", limit=3)
    assert hits[0].passage.address == f"{name}#p2.para4", [h.passage.address for h in hits]
    # The twin: a question about the wording itself still finds the passage that talks about it.
    about = harness.search.search(C, "What does the Saltmarsh travel policy wording set out?", limit=3)
    assert about[0].passage.address == f"{name}#p1.para1"


def test_what_names_a_document() -> None:
    assert document_terms("keystone-claim-diary-KP-31544.txt") == ("kp31544",)
    assert "ho3" in document_terms("keystone-mutual-HO3-special-form.pdf")
    assert document_terms("brackenridge-home-policy-wording-2025.pdf") == ()  # a year is not a reference
    text = lexical_text("saltmarsh-travel-policy.pdf", None, "Saltmarsh travel cover: trips abroad.")
    assert text == "policy\nSaltmarsh travel cover: trips abroad."  # only what the passage lacks
    assert lexical_text("policy.pdf", None, "The policy covers storms.") == "The policy covers storms."


def _declarations(h: Harness, name: str, insured: str, period: str, agent: str) -> None:
    info = replace(document(C, name, doc_type=DocumentType.SCHEDULE), parties=(insured,), policy_ref=None)
    h.commit(
        info,
        [
            passage(C, name, "p1.t1.r2", f"Item 1. Policy Information, row 2: Named Insured: {insured}"),
            passage(C, name, "p1.t1.r4", f"Item 1. Policy Information, row 4: Policy period: {period}"),
            passage(C, name, "p1.t1.r5", f"Item 1. Policy Information, row 5: Agent: {agent}"),
        ],
    )


def test_the_parties_a_header_names_name_the_document_for_every_passage(harness: Harness) -> None:
    """ "Tall Timber policy period": the insured's name picks the declarations page; it must not pick the one
    row that prints the name over the row that answers. Its twin asks the other insured's page the same."""
    _declarations(harness, "decs-1.pdf", "Tall Timber Excavating, LLC", "07/01/2026 to 07/01/2027", "Harlan Agency")
    _declarations(harness, "decs-2.pdf", "Brightwater Dairy Farms Inc", "03/15/2026 to 03/15/2027", "Coeur Partners")
    for who, name in (("Tall Timber", "decs-1.pdf"), ("Brightwater Dairy", "decs-2.pdf")):
        for attempt in ("first", "after reindex"):
            hits = [h.passage.address for h in harness.search.search(C, f"{who} policy period", limit=3)]
            assert hits[0] == f"{name}#p1.t1.r4", (attempt, hits)
            agent = [h.passage.address for h in harness.search.search(C, f"who is the agent for {who}", limit=3)]
            assert agent[0] == f"{name}#p1.t1.r5", (attempt, agent)
            harness.search.reindex_collection(C)  # the parties come back from the store


def test_parties_are_words_that_name_the_document() -> None:
    text = lexical_text("decs.pdf", None, "Policy period: 07/01/2026", parties=("Tall Timber Excavating, LLC",))
    assert text.splitlines()[0].split() == ["decs", "excavating", "llc", "tall", "timber"]
    # Words the passage already prints are not added again.
    assert "tall" not in lexical_text("d.pdf", None, "Named Insured: Tall Timber", ("Tall Timber",)).split("\n")[0]


def _pet_schedule(h: Harness, name: str, pet: str, limit: str) -> None:
    h.commit(
        document(C, name, doc_type=DocumentType.SCHEDULE),
        [
            passage(C, name, "p1.t1.r1", f"Your pet, row 1: Pet = {pet}; Breed = cocker spaniel; Born = 2019"),
            passage(C, name, "p1.t2.r1", f"Cover, row 1: Section = Vet fees; Limit = {limit} each year"),
            passage(C, name, "p1.t2.r2", "Cover, row 2: Section = Death from illness; Limit = £1,000"),
        ],
    )


def test_a_word_only_one_document_prints_picks_that_document_for_the_passage_that_answers(
    harness: Harness,
) -> None:
    """ "Pepper's vet fees limit": the pet's name is on the first row of one schedule only; the limit is on
    another row of that schedule and on the same row of another pet's. The schedule that names Pepper answers
    (the document's cover of the query, vouch.search.documents); its twin asks about the other pet."""
    _pet_schedule(harness, "pet-schedule-1.pdf", "Pepper", "£4,000")
    _pet_schedule(harness, "pet-schedule-2.pdf", "Biscuit", "£7,000")
    for pet, name, other in (
        ("Pepper", "pet-schedule-1.pdf", "pet-schedule-2.pdf"),
        ("Biscuit", "pet-schedule-2.pdf", "pet-schedule-1.pdf"),
    ):
        hits = [h.passage.address for h in harness.search.search(C, f"What is {pet}'s vet fees limit?", limit=6)]
        assert hits.index(f"{name}#p1.t2.r1") < hits.index(f"{other}#p1.t2.r1"), hits


def test_a_documents_cover_weighs_its_terms_by_how_few_documents_print_them() -> None:
    documents = {"a": frozenset({"pepper", "vet", "fee", "fees"}), "b": frozenset({"vet", "fee", "fees"})}
    shares = cover(("pepper", "vet", "fees"), documents)
    assert shares["a"] > shares["b"] > 0  # both print "vet" and "fees", only "a" the rarer "pepper"
    assert cover(("vet",), documents) == {"a": 1.0, "b": 1.0}  # a term every document prints decides nothing
    assert cover((), documents) == {}


def test_a_removed_document_no_longer_names_anything_and_its_words_are_released(harness: Harness) -> None:
    _diary(harness, "KP-31544", "$1,000")
    _diary(harness, "KP-40112", "$2,500")
    harness.search.search(C, "What hail deductible applies on claim KP-40112?")
    removed = "keystone-claim-diary-KP-40112.txt"
    assert removed in harness.search.document_words.cached_documents(C)
    harness.remove(C, removed)
    hits = [h.passage.address for h in harness.search.search(C, "What hail deductible applies on claim KP-40112?")]
    assert not any(a.startswith(removed) for a in hits), hits
    # A server runs for weeks while documents come and go: what a removed document printed is not kept.
    assert harness.search.document_words.cached_documents(C) == {"keystone-claim-diary-KP-31544.txt"}


def test_a_removed_collection_releases_every_document_s_words(harness: Harness) -> None:
    _diary(harness, "KP-31544", "$1,000")
    _diary(harness, "KP-40112", "$2,500")
    harness.search.search(C, "What hail deductible applies on claim KP-40112?")
    assert len(harness.search.document_words.cached_documents(C)) == 2
    harness.search.collection_removed(C)
    assert harness.search.document_words.cached_documents(C) == frozenset()
