"""Hybrid ranking: BM25 candidates re-ranked with MiniLM cosine similarity, behind a negation guard.

Fusion rule (a weighted sum of normalised scores, chosen over reciprocal rank fusion because the guard below
needs to switch off the vector's share for one passage without moving the others' ranks):

    lexical_i    = bm25_i / max_j bm25_j                     over this query's candidates, in (0, 1]
    similarity_i = max(0, cos(query, passage_i))             vectors are L2-normalised, so cos = dot
    gate_i       = 0 when the query asks about an exclusion (analysis.has_negation) and passage_i's wording
                   excludes or denies nothing (analysis.has_exclusion), else 1
    bonus_i      = POLARITY_BONUS when the query asks about an exclusion and passage_i has such a cue
    score_i      = W_LEXICAL * lexical_i + W_VECTOR * similarity_i * gate_i + bonus_i

Why the guard: MiniLM puts "we will pay for escape of water" and "we will not pay for escape of water" close
together. So for a query about what is excluded / not covered, similarity may only add to a passage whose
wording actually excludes or denies something. The lexical share is never gated.

Numbers are matched lexically, not gated: the engines index amounts and identifiers as exact terms (boosted),
so a passage printing the query's figure already ranks for it. The vector share used to be gated by the share
of the query's numbers a passage printed; that was withdrawn (measured on the 811 questions of
bench/search_questions.jsonl and bench/ingest_blind..ingest_blind4: recall@1 0.598 -> 0.609, @5 0.831 -> 0.840,
no set lower on either), because a handler's numbers describe the case ("empty for three weeks", "a £4,000
claim", "a five-year-old roller", "a brand new one") and the passage that answers prints its own rule or limit,
not those; and a checked sentence with a wrong figure needs the passage on its topic that prints the right
one, which the gate pushed down.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from vouch.passages import Passage
from vouch.search.analysis import QueryAnalysis, document_terms, exact_terms, has_exclusion
from vouch.search.base import Candidate
from vouch.search.embeddings import Vector

W_LEXICAL = 0.5
W_VECTOR = 0.5
POLARITY_BONUS = 0.15


@dataclass(frozen=True)
class Ranked:
    passage: Passage
    score: float
    lexical: float  # normalised BM25 in (0, 1]
    similarity: float  # cosine, clipped at 0; 0 when ranking lexically only
    gate: float  # how much of the similarity counted (the negation guard), 0 or 1


def passage_exact_terms(passage: Passage) -> tuple[str, ...]:
    """What the ``exact`` field indexes: the numbers and identifiers of the
    passage's search text and clause, and the identifiers its document's file name carries."""
    own = exact_terms(f"{passage.search_text} {passage.clause or ''}")
    return tuple(dict.fromkeys((*own, *document_terms(passage.document_id))))


def guard(query: QueryAnalysis, passage: Passage) -> tuple[float, float]:
    """(gate on the vector share, polarity bonus) for one passage; see the module docstring."""
    if not query.negative:
        return 1.0, 0.0
    if has_exclusion(passage.search_text):
        return 1.0, POLARITY_BONUS
    return 0.0, 0.0


def fuse(
    query: QueryAnalysis,
    query_vector: Vector | None,
    candidates: Sequence[Candidate],
    passages: Mapping[str, Passage],
) -> list[Ranked]:
    """Rank hydrated candidates best first; with no query vector this is plain BM25 order (lexical-only)."""
    present = [c for c in candidates if c.passage_id in passages]
    if not present:
        return []
    top = max(c.lexical_score for c in present)
    ranked: list[Ranked] = []
    for candidate in present:
        passage = passages[candidate.passage_id]
        lexical = candidate.lexical_score / top if top > 0 else 0.0
        if query_vector is None or candidate.vector is None:
            ranked.append(Ranked(passage, lexical, lexical, 0.0, 0.0))
            continue
        similarity = max(0.0, float(np.dot(query_vector, candidate.vector)))
        gate, bonus = guard(query, passage)
        score = W_LEXICAL * lexical + W_VECTOR * similarity * gate + bonus
        ranked.append(Ranked(passage, score, lexical, similarity, gate))
    # Ties (same score) keep the engine's order, which is BM25 order.
    ranked.sort(key=lambda r: r.score, reverse=True)
    return ranked
