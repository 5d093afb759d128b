"""Query analysis, the fusion rule with its negation/number guard, and highlighted snippets."""

from __future__ import annotations

import numpy as np

from tests.search.conftest import passage
from vouch.search import ranking
from vouch.search.analysis import analyse_query, exact_terms, has_exclusion, has_negation
from vouch.search.base import Candidate
from vouch.search.ranking import POLARITY_BONUS, W_LEXICAL, fuse
from vouch.search.snippets import snippet


def unit(*values: float) -> np.ndarray:  # type: ignore[type-arg]
    v = np.array(values, dtype=np.float32)
    return v / np.linalg.norm(v)


def test_amounts_durations_and_identifiers_normalise_the_same_way() -> None:
    assert exact_terms("an excess of £1,000") == exact_terms("1000") == ("n1000",)
    assert "n14" in exact_terms("within fourteen days") and "n14" in exact_terms("within 14 days")
    assert "hmcl88214" in exact_terms("claim HM-CL-88214")
    assert "e7" in exact_terms("Endorsement E7") and "n7" not in exact_terms("Endorsement E7")


def test_query_polarity_and_passage_exclusions() -> None:
    assert has_negation("is escape of water excluded?")
    assert has_negation("damage that isn't covered")
    assert not has_negation("what does the policy cover for storms")
    assert has_exclusion("We will not pay for damage caused by frost.")
    assert has_exclusion("We do not cover wear and tear.")
    assert has_exclusion("Storm damage is covered, but not to fences.")
    # Negation that grants cover is not an exclusion.
    assert not has_exclusion("Loss of rent is paid while the home cannot be lived in.")


def test_content_terms_drop_question_words_but_keep_meaning() -> None:
    q = analyse_query("What's the excess for escape of water claims?")
    assert q.terms == ("excess", "escape", "water", "claims")
    assert analyse_query("the of and?").empty


COVER = passage("c", "w.pdf", "p1", "We will pay for damage caused by escape of water from a fixed installation.")
EXCLUDE = passage("c", "w.pdf", "p2", "We will not pay for damage caused by escape of water while the home is empty.")


def test_an_exclusion_query_is_not_answered_by_its_opposite() -> None:
    # The words favour the cover clause slightly and the vectors cannot tell the two apart (0.9 vs 0.88):
    # without the guard the cover clause would win.
    query = analyse_query("escape of water damage that is not covered")
    q = unit(1, 0, 0)
    candidates = [
        Candidate(COVER.id, "w.pdf", 1, 10.0, unit(0.9, (1 - 0.81) ** 0.5, 0)),
        Candidate(EXCLUDE.id, "w.pdf", 1, 9.0, unit(0.88, 0, (1 - 0.88**2) ** 0.5)),
    ]
    ranked = fuse(query, q, candidates, {COVER.id: COVER, EXCLUDE.id: EXCLUDE})
    assert [r.passage.id for r in ranked] == [EXCLUDE.id, COVER.id]
    cover = ranked[1]
    assert cover.gate == 0.0 and cover.score == W_LEXICAL * 1.0  # the vector gave it nothing
    assert ranked[0].score > 0.5 * 0.9 + 0.5 * 0.88 + POLARITY_BONUS - 0.01


def test_a_positive_query_is_not_steered_away_from_exclusions() -> None:
    query = analyse_query("escape of water damage")
    q = unit(1, 0, 0)
    candidates = [
        Candidate(COVER.id, "w.pdf", 1, 10.0, unit(0.9, (1 - 0.81) ** 0.5, 0)),
        Candidate(EXCLUDE.id, "w.pdf", 1, 9.0, unit(0.88, 0, (1 - 0.88**2) ** 0.5)),
    ]
    ranked = fuse(query, q, candidates, {COVER.id: COVER, EXCLUDE.id: EXCLUDE})
    assert [r.passage.id for r in ranked] == [COVER.id, EXCLUDE.id]
    assert all(r.gate == 1.0 for r in ranked)


def test_a_number_the_passage_lacks_gets_no_vector_boost() -> None:
    twelve = passage("c", "w.pdf", "p3", "Loss of rent is paid for up to 12 months.")
    twenty_four = passage("c", "w.pdf", "p4", "Alternative accommodation is paid for up to 24 months.")
    query = analyse_query("is rent paid for 24 months")
    q = unit(1, 0)
    candidates = [
        Candidate(twelve.id, "w.pdf", 1, 10.0, unit(1, 0.05)),  # closest vector, wrong number
        Candidate(twenty_four.id, "w.pdf", 1, 8.0, unit(1, 0.6)),
    ]
    ranked = fuse(query, q, candidates, {twelve.id: twelve, twenty_four.id: twenty_four})
    assert [r.passage.id for r in ranked] == [twenty_four.id, twelve.id]
    assert ranked[1].gate == ranking.NUMBER_FLOOR and ranked[0].gate == 1.0


def test_a_wrong_figure_still_finds_the_passage_on_its_topic() -> None:
    # A checked sentence with a wrong figure needs the passage that prints the right one; a passage sharing only
    # the wrong figure must not take its place because the number gate shut the vector off for the right one.
    storm = passage("c", "w.pdf", "p5", "The excess for storm claims is £250 for each claim.")
    hire = passage("c", "w.pdf", "p9", "The hire car limit is £400 for each claim.")
    query = analyse_query("The excess for storm claims is £400.")
    q = unit(1, 0)
    candidates = [
        Candidate(storm.id, "w.pdf", 1, 10.0, unit(1, 0.45)),  # same topic, the right figure
        Candidate(hire.id, "w.pdf", 1, 9.0, unit(1, 3.0)),  # another topic, the sentence's figure
    ]
    ranked = fuse(query, q, candidates, {storm.id: storm, hire.id: hire})
    assert [r.passage.id for r in ranked] == [storm.id, hire.id]
    assert ranked[0].gate == ranking.NUMBER_FLOOR and ranked[1].gate == 1.0


def test_lexical_only_keeps_bm25_order_and_missing_passages_are_dropped() -> None:
    query = analyse_query("escape of water")
    candidates = [
        Candidate(EXCLUDE.id, "w.pdf", 1, 3.0, None),
        Candidate("c/gone.pdf#p1", "gone.pdf", 1, 9.0, None),
        Candidate(COVER.id, "w.pdf", 1, 2.0, None),
    ]
    ranked = fuse(query, None, candidates, {COVER.id: COVER, EXCLUDE.id: EXCLUDE})
    assert [r.passage.id for r in ranked] == [EXCLUDE.id, COVER.id]


def test_snippets_mark_matches_and_escape_everything_else() -> None:
    text = "Claims over £1,000 need <b>two</b> quotes & a surveyor's report; claimed items must be kept."
    html = snippet(text, analyse_query("claim 1000 surveyor"))
    assert "<mark>Claims</mark>" in html and "<mark>claimed</mark>" in html
    assert "<mark>£1,000</mark>" in html
    assert "&lt;b&gt;two&lt;/b&gt;" in html and "&amp;" in html and "<b>" not in html
    assert "<mark>surveyor&#x27;s</mark>" in html
    # Singular and plural meet: a handler types "fence", the wording says "fences".
    assert "<mark>fences</mark>" in snippet("gates, fences and hedges", analyse_query("storm blew the fence down"))


def test_long_passages_are_cut_around_the_matches() -> None:
    text = " ".join(["Filler words about nothing in particular."] * 20) + " The storm excess is £250." + " Tail." * 40
    html = snippet(text, analyse_query("storm excess"), width=120)
    assert html.startswith("…") and html.endswith("…")
    assert "<mark>storm</mark> <mark>excess</mark>" in html
    assert len(html) < 200
