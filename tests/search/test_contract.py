"""The retriever contract, run on the embedded engine and on a real OpenSearch node.

Everything goes through SearchService the way the server uses it: ingest commits to the passage store and then
calls the service as an index sink; people search through ``SearchService.search``.
"""

from __future__ import annotations

import threading
import time
from datetime import date

from tests.search.conftest import Harness, document, passage
from vouch.passages import ClauseRef, DocumentInfo, DocumentType, Passage
from vouch.search.analysis import analyse_query
from vouch.search.base import SearchFilters
from vouch.search.opensearch import OpenSearchRetriever
from vouch.search.service import SearchHit

C = "halden"
OTHER = "brindle"


def wording(collection: str = C) -> tuple[DocumentInfo, list[Passage]]:
    info = document(collection, "wording.pdf")
    passages = [
        passage(
            collection,
            "wording.pdf",
            "p3.c4-1",
            "We will pay for loss or damage caused by escape of water from any fixed water installation.",
            ("4 Escape of water", "4.1 What is covered"),
            "4.1",
        ),
        passage(
            collection,
            "wording.pdf",
            "p3.c4-2b",
            "The excess for escape of water claims is £1,000 for each and every claim.",
            ("4 Escape of water", "4.2 Excess"),
            "4.2(b)",
        ),
        passage(
            collection,
            "wording.pdf",
            "p4.c5-1",
            "We will pay for storm damage to the buildings, but not for damage to fences or gates.",
            ("5 Storm",),
            "5.1",
        ),
        passage(
            collection,
            "wording.pdf",
            "p4.c6-1",
            "Loss of rent is covered for up to 12 months while the home cannot be lived in.",
            ("6 Loss of rent",),
            "6.1",
        ),
    ]
    return info, passages


def ids(hits: list[SearchHit]) -> list[str]:
    return [h.passage.address for h in hits]


def commit_wording(h: Harness, collection: str = C) -> int:
    info, passages = wording(collection)
    return h.commit(info, passages)


def test_a_committed_document_is_searchable_at_once(harness: Harness) -> None:
    commit_wording(harness)
    hits = harness.search.search(C, "storm damage to fences")
    assert ids(hits)[0] == "wording.pdf#p4.c5-1"
    top = hits[0]
    assert top.passage.heading_path == ("5 Storm",)
    assert "<mark>storm</mark>" in top.snippet and "<mark>fences</mark>" in top.snippet
    assert top.score > 0


def test_amounts_match_however_they_are_written(harness: Harness) -> None:
    commit_wording(harness)
    assert ids(harness.search.search(C, "1000 pounds", limit=1)) == ["wording.pdf#p3.c4-2b"]
    hit = harness.search.search(C, "is the excess £1,000?", limit=1)[0]
    assert hit.passage.address == "wording.pdf#p3.c4-2b"
    assert "<mark>£1,000</mark>" in hit.snippet


def test_replacing_a_document_shows_only_the_new_generation(harness: Harness) -> None:
    assert commit_wording(harness) == 1
    info = document(C, "wording.pdf")
    new = [
        passage(C, "wording.pdf", "p3.c4-1", "We will pay for damage caused by a burst pipe or leaking tank.", ("4",)),
        passage(C, "wording.pdf", "p9.c9-1", "Subsidence is covered after a 250 pound excess.", ("9",)),
    ]
    assert harness.commit(info, new) == 2
    assert harness.search.search(C, "storm fences") == []
    assert ids(harness.search.search(C, "subsidence")) == ["wording.pdf#p9.c9-1"]
    hit = harness.search.search(C, "burst pipe")[0]
    assert "burst pipe" in hit.passage.text  # hydrated from the store: the new words, not the old ones
    assert harness.search.retriever.indexed_generations(C) == {"wording.pdf": 2}


def test_a_generation_the_index_has_not_caught_up_with_is_never_half_shown(harness: Harness) -> None:
    commit_wording(harness)
    # The store commits generation 2 but the sink call never happens (a crash between the two).
    info = document(C, "wording.pdf")
    harness.store.replace_document(
        info, [passage(C, "wording.pdf", "p1.c1-1", "Subsidence is covered.", ("1",))], today=date(2025, 1, 1)
    )
    # Generation 1 is still in the index, but it is not live: no reader sees its passages, and the engine
    # itself already leaves them out (the service's own check is a second line, not the only one).
    live = harness.store.live_generations(C)
    assert live == {"wording.pdf": 2}
    assert harness.search.retriever.candidates(analyse_query("storm fences"), SearchFilters(C), live, 10) == []
    assert harness.search.search(C, "storm damage fences") == []
    assert harness.search.search(C, "escape of water") == []
    report = harness.search.reconcile(C)
    assert report.indexed == ("wording.pdf",)
    assert ids(harness.search.search(C, "subsidence")) == ["wording.pdf#p1.c1-1"]
    assert harness.search.retriever.indexed_generations(C) == {"wording.pdf": 2}


def test_deleting_a_document_removes_its_passages(harness: Harness) -> None:
    commit_wording(harness)
    other = document(C, "procedure.docx", doc_type=DocumentType.PROCEDURE)
    harness.commit(other, [passage(C, "procedure.docx", "para1", "Storm claims are triaged within two days.")])
    harness.remove(C, "wording.pdf")
    assert ids(harness.search.search(C, "storm")) == ["procedure.docx#para1"]
    assert harness.search.retriever.indexed_generations(C) == {"procedure.docx": 1}


def test_deleting_a_collection_leaves_the_others(harness: Harness) -> None:
    commit_wording(harness, C)
    commit_wording(harness, OTHER)
    harness.store.delete_collection(C)
    harness.search.collection_removed(C)
    assert harness.search.search(C, "storm") == []
    assert harness.search.retriever.indexed_generations(C) == {}
    assert ids(harness.search.search(OTHER, "storm"))[0] == "wording.pdf#p4.c5-1"


def test_collections_are_isolated(harness: Harness) -> None:
    commit_wording(harness, C)
    info = document(OTHER, "motor.pdf")
    harness.commit(info, [passage(OTHER, "motor.pdf", "p1", "Storm damage to a parked car is covered.")])
    hits = harness.search.search(C, "storm damage")
    assert hits and all(h.passage.collection == C for h in hits)
    assert ids(harness.search.search(OTHER, "storm damage")) == ["motor.pdf#p1"]
    assert harness.search.search("nobody", "storm damage") == []


def test_document_filter(harness: Harness) -> None:
    commit_wording(harness)
    info = document(C, "procedure.docx", doc_type=DocumentType.PROCEDURE)
    harness.commit(info, [passage(C, "procedure.docx", "para1", "Escape of water claims need a plumber's report.")])
    assert len(harness.search.search(C, "escape of water")) == 3
    only = harness.search.search(C, "escape of water", document_id="procedure.docx")
    assert ids(only) == ["procedure.docx#para1"]
    assert harness.search.search(C, "escape of water", document_id="missing.pdf") == []


def endorsement(effective: date = date(2024, 9, 1)) -> tuple[DocumentInfo, list[Passage]]:
    info = document(
        C,
        "endorsement-e7.pdf",
        doc_type=DocumentType.ENDORSEMENT,
        supersedes=(ClauseRef("wording.pdf", "4.2(b)"),),
        effective=effective,
    )
    text = "From 1 September 2024 the excess for escape of water claims is £350 for each and every claim."
    return info, [passage(C, "endorsement-e7.pdf", "p1.para1", text, ("Endorsement E7",))]


def test_current_only_leaves_out_superseded_wording(harness: Harness) -> None:
    commit_wording(harness)
    info, passages = endorsement()
    harness.commit(info, passages)
    everything = ids(harness.search.search(C, "escape of water excess"))
    assert {"wording.pdf#p3.c4-2b", "endorsement-e7.pdf#p1.para1"} <= set(everything)
    current = harness.search.search(C, "escape of water excess", current_only=True)
    assert "wording.pdf#p3.c4-2b" not in ids(current)
    assert "endorsement-e7.pdf#p1.para1" in ids(current)
    superseded = next(h for h in harness.search.search(C, "excess 1000") if h.passage.address.endswith("c4-2b"))
    assert superseded.passage.superseded_by == "endorsement-e7.pdf"


def test_current_only_follows_an_endorsement_that_is_removed(harness: Harness) -> None:
    commit_wording(harness)
    info, passages = endorsement()
    harness.commit(info, passages)
    harness.remove(C, "endorsement-e7.pdf")
    # The wording became current again without being re-indexed: the engine's current flag must follow.
    raw = harness.search.retriever.candidates(
        analyse_query("excess 1000"),
        SearchFilters(C, current_only=True),
        harness.store.live_generations(C),
        10,
    )
    assert "halden/wording.pdf#p3.c4-2b" in [c.passage_id for c in raw]
    assert ids(harness.search.search(C, "excess 1000", current_only=True))[0] == "wording.pdf#p3.c4-2b"


def test_the_index_survives_a_restart(harness: Harness) -> None:
    commit_wording(harness)
    harness.search.close()
    reopened = harness.reopen()
    assert ids(reopened.search(C, "loss of rent 12 months"))[0] == "wording.pdf#p4.c6-1"


def test_reindex_collection_gives_the_same_answers(harness: Harness) -> None:
    commit_wording(harness)
    info, passages = endorsement()
    harness.commit(info, passages)
    before = [(h.passage.address, h.score) for h in harness.search.search(C, "escape of water excess")]
    assert harness.search.reindex_collection(C) == 5
    after = [(h.passage.address, h.score) for h in harness.search.search(C, "escape of water excess")]
    assert [a for a, _ in after] == [a for a, _ in before]
    assert harness.search.search(C, "escape of water excess", current_only=True)[0].passage.address == (
        "endorsement-e7.pdf#p1.para1"
    )


def test_opensearch_reindex_swaps_the_alias_without_downtime(harness: Harness, engine: str) -> None:
    if engine != "opensearch":
        return  # the embedded rebuild is one SQLite transaction; covered by the test above
    retriever = harness.search.retriever
    assert isinstance(retriever, OpenSearchRetriever)
    # Enough documents that the rebuild takes a while.
    for n in range(40):
        info = document(C, f"doc-{n:02d}.pdf")
        harness.commit(
            info,
            [
                passage(
                    C, f"doc-{n:02d}.pdf", f"p{k}", f"Clause {k} of schedule {n}: the sum insured is £{n * 1000 + k}."
                )
                for k in range(1, 26)
            ],
        )
    commit_wording(harness)
    assert retriever.aliased_indices(C) == [f"{retriever.alias(C)}-v1"]

    failures: list[str] = []
    answered = 0
    stop = threading.Event()

    def keep_searching() -> None:
        nonlocal answered
        while not stop.is_set():
            try:
                hits = harness.search.search(C, "storm damage fences", limit=3)
                if not hits or hits[0].passage.address != "wording.pdf#p4.c5-1":
                    failures.append(f"wrong answer: {[h.passage.address for h in hits]}")
                answered += 1
            except Exception as exc:  # any error is downtime
                failures.append(repr(exc))

    reader = threading.Thread(target=keep_searching)
    reader.start()
    try:
        time.sleep(0.2)
        harness.search.reindex_collection(C)
        time.sleep(0.2)
    finally:
        stop.set()
        reader.join(timeout=30)
    assert failures == []
    assert answered > 3
    assert retriever.aliased_indices(C) == [f"{retriever.alias(C)}-v2"]
    assert retriever.physical_indices(C) == [f"{retriever.alias(C)}-v2"]
    assert len(retriever.indexed_generations(C)) == 41


def test_a_document_committed_during_a_reindex_is_not_lost(harness: Harness) -> None:
    commit_wording(harness)
    original = harness.search.retriever.rebuild_collection

    def rebuild_with_a_commit_in_the_middle(collection: str, entries: object) -> None:
        consumed = list(entries)  # type: ignore[call-overload]
        info = document(C, "late.pdf")
        harness.commit(info, [passage(C, "late.pdf", "p1", "Subsidence claims need a structural engineer.")])
        original(collection, consumed)

    harness.search.retriever.rebuild_collection = rebuild_with_a_commit_in_the_middle  # type: ignore[method-assign]
    harness.search.reindex_collection(C)
    assert ids(harness.search.search(C, "subsidence engineer")) == ["late.pdf#p1"]
