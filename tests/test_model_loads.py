"""First loads of models and parsers take turns (vouch.model_loads).

Two threads importing transformers at once fail ("cannot import name 'AutoModelForSequenceClassification'"),
which left the first checks after a server start unverified when an upload or a query loaded the search
embedder while the checker was loading. Each loader must hold the one shared lock while it imports and loads.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest

from vouch.model_loads import FIRST_LOADS
from vouch.search.embeddings import MiniLMEmbedder
from vouch.verify import entail, nlp


def _held_by_another_thread() -> bool:
    """True when some thread other than a fresh one holds FIRST_LOADS (a fresh thread cannot take it)."""
    taken: list[bool] = []

    def probe() -> None:
        got = FIRST_LOADS.acquire(blocking=False)
        if got:
            FIRST_LOADS.release()
        taken.append(got)

    thread = threading.Thread(target=probe)
    thread.start()
    thread.join()
    return not taken[0]


def test_the_search_embedder_loads_inside_the_shared_turn(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    import sentence_transformers

    seen: list[bool] = []

    class Recorder:
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            seen.append(_held_by_another_thread())

        def eval(self) -> Recorder:
            return self

    monkeypatch.setattr(sentence_transformers, "SentenceTransformer", Recorder)
    MiniLMEmbedder(path=tmp_path, threads=None)._load()
    assert seen == [True]
    assert not _held_by_another_thread()  # and gives the turn back


def test_the_checker_model_loads_inside_the_shared_turn(monkeypatch: pytest.MonkeyPatch) -> None:
    import transformers

    real = transformers.AutoModelForSequenceClassification.from_pretrained
    seen: list[bool] = []

    def recording(*args: Any, **kwargs: Any) -> Any:
        seen.append(_held_by_another_thread())
        return real(*args, **kwargs)

    monkeypatch.setattr(transformers.AutoModelForSequenceClassification, "from_pretrained", recording)
    model = entail.CrossEncoderModel(entail.DEFAULT_MODEL_DIR, threads=1)
    assert seen == [True]
    assert len(model.probabilities([("We pay up to £500 for a lost key.", "We pay for a lost key.")])) == 1


def test_the_spacy_pipeline_loads_inside_the_shared_turn(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[bool] = []

    def recording(*args: Any, **kwargs: Any) -> object:
        seen.append(_held_by_another_thread())
        return object()

    monkeypatch.setattr(nlp, "_pipeline", None)
    monkeypatch.setattr(nlp.spacy, "load", recording)
    nlp.pipeline()
    assert seen == [True]
