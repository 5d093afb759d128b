"""Handler shorthand and lettered clause references in queries, on both engines (the real OpenSearch node too).

Each rule has a trap (what must not be read as shorthand or a reference) and a faithful twin."""

from __future__ import annotations

from tests.search.conftest import Harness, document, passage
from vouch.search.analysis import analyse_query, clause_terms, query_clause_terms
from vouch.search.shorthand import SHORTHAND, expand

C = "shorthand"


def test_shorthand_is_read_with_its_expansion() -> None:
    assert expand("xs for w/screen") == "xs (excess) for w/screen (windscreen)"
    assert analyse_query("GIT xs").terms == ("git", "goods", "transit", "xs", "excess")
    # Traps: a word that is shorthand only in capitals stays a word in lower case; text without shorthand
    # comes back as it is; a shorthand key inside a longer word is no token.
    assert expand("an ad for the club") == "an ad for the club"
    assert "accidental" in expand("is AD covered")
    assert expand("What is the excess on the boxes?") == "What is the excess on the boxes?"
    assert "excess" not in analyse_query("xsystem failure").terms
    assert all(key == key.lower() for key in SHORTHAND)  # keys are matched lower-cased


def test_lettered_clause_references() -> None:
    assert clause_terms("Coverage D") == ("clcoveraged",)
    assert clause_terms("E.2", ("COVERAGE E - FARM PERSONAL PROPERTY",)) == ("clcoveragee",)
    assert clause_terms(None, ("General condition B - Keys",)) == ("clgeneralconditionb", "clconditionb")
    assert "clcoveraged" in query_clause_terms("cov D limit")
    assert query_clause_terms("Section II deductible") == ("clsectionii",)
    # Traps: "a" after a clause word in the run of a sentence is an article, and a clause with a figure is
    # left to the numbers ("4.2" is already an exact term).
    assert query_clause_terms("do we cover a shed") == ()
    assert query_clause_terms("section 4 conditions") == ()
    assert clause_terms("4.2", ("Section 4 - Conditions",)) == ()


def _wording(h: Harness) -> None:
    info = document(C, "farm.pdf")
    h.commit(
        info,
        [
            passage(
                C,
                "farm.pdf",
                "p1.c-d-1",
                "We will pay up to £20,000 for loss of use.",
                ("Coverage D - Loss of use",),
                "Coverage D",
            ),
            passage(
                C,
                "farm.pdf",
                "p1.c-a-1",
                "We will pay up to £300,000 for the dwelling.",
                ("Coverage A - Dwelling",),
                "Coverage A",
            ),
            passage(C, "farm.pdf", "p1.x-1", "The excess for a windscreen claim is £115.", ("Schedule",)),
            passage(C, "farm.pdf", "p1.x-2", "The excess for a theft claim is £500.", ("Schedule",)),
        ],
    )


def test_a_lettered_clause_reference_finds_its_clause(harness: Harness) -> None:
    _wording(harness)
    hits = harness.search.search(C, "cov D limit", limit=2)
    assert hits[0].passage.address == "farm.pdf#p1.c-d-1"
    # Twin: the other letter finds the other clause, written out in full.
    assert harness.search.search(C, "Coverage A limit", limit=1)[0].passage.address == "farm.pdf#p1.c-a-1"


def test_shorthand_finds_the_printed_words(harness: Harness) -> None:
    _wording(harness)
    assert harness.search.search(C, "xs for w/screen", limit=1)[0].passage.address == "farm.pdf#p1.x-1"
    # Twin: the words as printed find the same passage.
    assert harness.search.search(C, "excess for windscreen", limit=1)[0].passage.address == "farm.pdf#p1.x-1"
