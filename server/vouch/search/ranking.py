"""Hybrid ranking: BM25 candidates re-ranked with MiniLM cosine similarity, behind a negation/number guard.

Fusion rule (a weighted sum of normalised scores, chosen over reciprocal rank fusion because the guard below
needs to switch off the vector's share for one passage without moving the others' ranks):

    lexical_i    = bm25_i / max_j bm25_j                     over this query's candidates, in (0, 1]
    similarity_i = max(0, cos(query, passage_i))             vectors are L2-normalised, so cos = dot
    agreement_i  = |numbers(query) & numbers(passage_i)| / |numbers(query)|      (1 when the query has none)
    gate_i       = NUMBER_FLOOR + (1 - NUMBER_FLOOR) * agreement_i, times 0 when the query asks about an
                   exclusion (analysis.has_negation) and passage_i's wording excludes or denies nothing
                   (analysis.has_exclusion)
    bonus_i      = POLARITY_BONUS when the query asks about an exclusion and passage_i has such a cue
    cover_i      = the IDF-weighted share of the query's terms that passage_i's document prints anywhere
                   (``vouch.search.documents``)
    score_i      = W_LEXICAL * lexical_i + W_VECTOR * similarity_i * gate_i + bonus_i + W_DOCUMENT * cover_i

Why the guard: MiniLM puts "we will pay for escape of water" and "we will not pay for escape of water" close
together, and an amount or duration barely moves a sentence vector. So a passage whose numbers agree with the
query's gets the vector's full help and one that lacks them only NUMBER_FLOOR of it: with words and meaning
alike, the passage printing the query's figure still ranks first. For a query about what is excluded / not
covered, similarity adds nothing to a passage whose wording excludes or denies nothing. The lexical share is
never gated: a passage that matches the words still ranks.

Why a floor and not 0 for a passage lacking the numbers: a handler's figures often describe the case ("empty
for three weeks", "a £4,000 claim") and the passage that answers prints its own rule or limit instead; and a
checked letter sentence with a wrong figure ("up to £75,000") needs the passage on its topic that prints the
right one, which a gate of 0 handed to any passage sharing the wrong figure. Measured on the used sets
(bench/search_questions.jsonl, bench/ingest_blind..5 questions, bench/check_retrieval.py on
bench/letters_blind..5), floor 0 -> 0.6: questions recall@1 0.592 -> 0.600, @5 0.818 -> 0.822; check-mode
sentences @1 0.702 -> 0.715, @5 0.846 -> 0.856. A floor of 1 (no number gate) did as well on the questions but
let the closest vector with the wrong figure outrank the right figure (tests/search/test_ranking.py).

Measured and not adopted (bench/search_sets.py, the handler questions of all ten studied ingest sets pooled,
1,678 questions, served recall@1 0.638 / @5 0.855): no change of the fusion or of the dense side moves rank 1
by more than about one point, and each moves single sets both ways. all-mpnet-base-v2 on the dense side
0.638 / 0.858 at 6x MiniLM's query-embedding time (p50 306 against 49 ms in the same run on the shared box:
bench/search_sets.py --encoder); the 10-20 passages nearest the query vector added to BM25's
candidates 0.638 / 0.855 (they reach the pool but rank low); W_VECTOR 0.7 0.641 / 0.853, 1.0 0.639 / 0.860,
1.5 with W_DOCUMENT 0.5 0.637 / 0.868; similarity min-max scaled over the candidates 0.632 / 0.863; reciprocal
rank fusion (k 20) 0.619 / 0.868; the share of the query's words the passage prints 0.641 / 0.853; the
passage embedded without its document title 0.638 / 0.861; the drafter's synonym lexicon as lexical expansion
0.628 / 0.852; the query vector moved towards the first hits 0.637 / 0.852; a logistic weighting of
these signals, leave-one-set-out, 0.645 / 0.881 with ingest_blind3 losing 9 answers at rank 1. The misses at rank
1 are mostly ranking among candidates (364 at rank 2-5, 160 below), not the pool: 36 answers are not among the
candidates (30 share no word with the question) and 48 are held by no passage (ingest).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from vouch.passages import Passage
from vouch.search.analysis import (
    QueryAnalysis,
    clause_terms,
    document_terms,
    exact_terms,
    has_exclusion,
    query_clause_terms,
)
from vouch.search.base import Candidate
from vouch.search.embeddings import Vector

W_LEXICAL = 0.5
W_VECTOR = 0.5
POLARITY_BONUS = 0.15
NUMBER_FLOOR = 0.6  # the vector share a passage lacking every one of the query's numbers keeps
W_DOCUMENT = 0.2  # the document's cover of the query (vouch.search.documents); see the module docstring


@dataclass(frozen=True)
class Ranked:
    passage: Passage
    score: float
    lexical: float  # normalised BM25 in (0, 1]
    similarity: float  # cosine, clipped at 0; 0 when ranking lexically only
    gate: float  # how much of the similarity counted (the guard): 0, or NUMBER_FLOOR..1


def passage_exact_terms(passage: Passage) -> tuple[str, ...]:
    """What the ``exact`` field indexes and the number guard compares: the numbers and identifiers of the
    passage's search text and clause, and the identifiers its document's file name carries."""
    own = exact_terms(f"{passage.search_text} {passage.clause or ''}")
    # A lettered clause it sits under, or one its own words name ("Coverage A $22,930 less ..." in a note).
    lettered = (*clause_terms(passage.clause, passage.heading_path), *query_clause_terms(passage.text))
    return tuple(dict.fromkeys((*own, *lettered, *document_terms(passage.document_id))))


def passage_numbers(passage: Passage) -> frozenset[str]:
    return frozenset(passage_exact_terms(passage))


def number_agreement(query: QueryAnalysis, passage: Passage) -> float:
    if not query.exact:
        return 1.0
    present = passage_numbers(passage)
    return sum(1 for term in query.exact if term in present) / len(query.exact)


def guard(query: QueryAnalysis, passage: Passage) -> tuple[float, float]:
    """(gate on the vector share, polarity bonus) for one passage; see the module docstring."""
    gate = NUMBER_FLOOR + (1.0 - NUMBER_FLOOR) * number_agreement(query, passage)
    bonus = 0.0
    if query.negative:
        if has_exclusion(passage.search_text):
            bonus = POLARITY_BONUS
        else:
            gate = 0.0
    return gate, bonus


def fuse(
    query: QueryAnalysis,
    query_vector: Vector | None,
    candidates: Sequence[Candidate],
    passages: Mapping[str, Passage],
    cover: Mapping[str, float] | None = None,
) -> list[Ranked]:
    """Rank hydrated candidates best first; with no query vector this is plain BM25 order (lexical-only).
    ``cover``: document id -> its cover of the query (``vouch.search.documents.cover``), for hybrid ranking."""
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
        document = W_DOCUMENT * cover.get(passage.document_id, 0.0) if cover else 0.0
        score = W_LEXICAL * lexical + W_VECTOR * similarity * gate + bonus + document
        ranked.append(Ranked(passage, score, lexical, similarity, gate))
    # Ties (same score) keep the engine's order, which is BM25 order.
    ranked.sort(key=lambda r: r.score, reverse=True)
    return ranked
