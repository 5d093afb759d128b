"""Entailment models: how strongly a passage supports a claim.

``EntailmentModel`` is the interface the scorer uses: ``score(pairs)`` gives, for each (premise, hypothesis)
pair, the model's probability that the premise entails the hypothesis; ``probabilities(pairs)`` gives the
three NLI classes. Two implementations:

* ``CrossEncoderModel``: a local cross-encoder directory (the committed ``vouch/models/checker`` by default,
  or any compatible directory named by ``VOUCH_CHECKER_MODEL``). Loaded from local files only: nothing is
  downloaded at run time.
* ``JudgeModel``: an OpenAI-compatible ``/v1/chat/completions`` endpoint asked for a verdict per pair
  (``VOUCH_CHECKER_JUDGE_URL``, ``VOUCH_CHECKER_JUDGE_MODEL``, ``VOUCH_CHECKER_JUDGE_KEY``).

A checker that is slow, down or rate-limited raises ``CheckerUnavailable``; callers resolve the sentence to
``unverified``, never to clean.
"""

from __future__ import annotations

import json
import os
import re
import threading
import urllib.error
import urllib.request
import warnings
from collections import OrderedDict
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol, cast, runtime_checkable

from vouch.model_loads import FIRST_LOADS

Pair = tuple[str, str]  # (premise = passage text, hypothesis = claim text)

DEFAULT_MODEL_DIR = Path(__file__).resolve().parent.parent / "models" / "checker"
META_FILE = "vouch.json"


class CheckerUnavailable(RuntimeError):
    """The checker could not answer (down, slow, rate-limited, or gave an unusable answer)."""


class CheckerConfigError(ValueError):
    """The checker configuration names something that cannot be used; the message names the variable."""


@dataclass(frozen=True)
class NLIProbs:
    entailment: float
    neutral: float
    contradiction: float


@runtime_checkable
class EntailmentModel(Protocol):
    """Anything that can say how strongly a premise supports a hypothesis."""

    @property
    def name(self) -> str: ...

    @property
    def calibration(self) -> Mapping[str, Any] | None:
        """Parameters fitted for this model's scores (``None``: scores are used as they are)."""
        ...

    def score(self, pairs: Sequence[Pair]) -> list[float]:
        """P(entailment) per pair, in [0, 1]."""
        ...

    def probabilities(self, pairs: Sequence[Pair]) -> list[NLIProbs]: ...


# --------------------------------------------------------------------------------------------------
# Local cross-encoder
# --------------------------------------------------------------------------------------------------


def _offline() -> None:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    os.environ.setdefault("HF_DATASETS_OFFLINE", "1")
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")  # read when torch first loads; spinning threads steal CPU


def read_meta(path: Path) -> dict[str, Any]:
    meta_path = path / META_FILE
    if not meta_path.exists():
        return {}
    data = json.loads(meta_path.read_text(encoding="utf-8"))
    return data if isinstance(data, dict) else {}


class CrossEncoderModel:
    """A sequence-pair classifier (BERT-style) with NLI labels, run on CPU with int8 dynamic quantisation."""

    def __init__(
        self,
        path: Path | str,
        *,
        threads: int = 2,
        quantize: bool = True,
        batch_size: int = 16,
        max_length: int | None = None,
        cache_size: int = 8192,
        batch_int8: bool = False,
        pair_workers: bool = True,
    ) -> None:
        _offline()
        with FIRST_LOADS:  # transformers imports its parts lazily, and two threads doing so at once fail
            import torch
            from transformers import AutoModelForSequenceClassification, AutoTokenizer
            from transformers.utils import logging as hf_logging

        # A progress bar on a command's output would sit among the JSON lines verify-batch prints.
        hf_logging.disable_progress_bar()  # type: ignore[no-untyped-call]
        self.path = Path(path)
        if not (self.path / "config.json").exists():
            raise CheckerConfigError(f"no cross-encoder at {self.path} (config.json missing)")
        # Pairs are spread over ``threads`` workers of one torch thread each (``pair_workers``): a pair's
        # matrices are small (about 90 tokens by 384), so two torch threads on one pair spend much of their time
        # waiting for each other, and on a box other processes share they wait for a descheduled partner. Each
        # pair is still read alone and whole, so its answer is the same bit for bit. ``pair_workers=False`` is
        # the serving before (one pair after another, ``threads`` torch threads on each): bench/verify's baseline.
        # (fp32 and the old batched int8 read padded batches, on ``threads`` torch threads as before.)
        self.pair_workers = pair_workers and quantize and not batch_int8
        self.workers = max(1, threads) if self.pair_workers else 1
        self._intra_threads = min(1, threads) if self.pair_workers else threads
        self._pool: ThreadPoolExecutor | None = None
        if self._intra_threads > 0:
            torch.set_num_threads(self._intra_threads)
        self._torch = torch
        self.meta = read_meta(self.path)
        with FIRST_LOADS:
            self.tokenizer = AutoTokenizer.from_pretrained(str(self.path), local_files_only=True)
            model = AutoModelForSequenceClassification.from_pretrained(str(self.path), local_files_only=True)
        model = model.float().eval()
        if quantize:
            with warnings.catch_warnings():  # torch.ao's deprecation notice; the API still works in 2.x
                warnings.simplefilter("ignore")
                quantize_dynamic = cast(Callable[..., Any], torch.ao.quantization.quantize_dynamic)
                model = quantize_dynamic(model, {torch.nn.Linear}, dtype=torch.qint8)
        self.model = model
        self.quantized = quantize
        self.batch_size = batch_size
        # Quantised pairs batched together, as served before: faster on some machines but a pair's answer then
        # depends on its batch-mates (see ``_run``). Only bench/verify.py asks for it, to compare.
        self.batch_int8 = batch_int8
        self.max_length = int(max_length or self.meta.get("max_length", 160))
        self._index = self._label_index(model.config.id2label)
        self._cache: OrderedDict[Pair, NLIProbs] = OrderedDict()
        self._cache_size = cache_size
        self._lock = threading.Lock()

    @staticmethod
    def _label_index(id2label: Mapping[int, str]) -> tuple[int, int, int]:
        names = {str(v).lower(): int(k) for k, v in id2label.items()}
        try:
            return names["entailment"], names["neutral"], names["contradiction"]
        except KeyError:
            if len(names) == 3:  # unnamed labels: the order used by this project's training
                return 0, 1, 2
            raise CheckerConfigError(f"cross-encoder labels {sorted(names)} are not NLI labels") from None

    @property
    def name(self) -> str:
        return str(self.meta.get("name", self.path.name))

    @property
    def calibration(self) -> Mapping[str, Any] | None:
        cal = self.meta.get("calibration_int8" if self.quantized else "calibration") or self.meta.get("calibration")
        return cal if isinstance(cal, dict) else None

    @property
    def support_stack(self) -> Mapping[str, Any] | None:
        """The support stack fitted on this model's readings (``vouch.verify.stack``), if there is one."""
        stack = self.meta.get("support_stack")
        return stack if isinstance(stack, dict) else None

    def probabilities(self, pairs: Sequence[Pair]) -> list[NLIProbs]:
        out: list[NLIProbs | None] = [None] * len(pairs)
        todo: list[int] = []
        with self._lock:
            for i, pair in enumerate(pairs):
                hit = self._cache.get(pair)
                if hit is not None:
                    self._cache.move_to_end(pair)
                    out[i] = hit
                else:
                    todo.append(i)
        if todo:
            unique = list(dict.fromkeys(pairs[i] for i in todo))
            computed = dict(zip(unique, self._run(unique), strict=True))
            with self._lock:
                for pair, probs in computed.items():
                    self._cache[pair] = probs
                while len(self._cache) > self._cache_size:
                    self._cache.popitem(last=False)
            for i in todo:
                out[i] = computed[pairs[i]]
        return [p for p in out if p is not None]

    def score(self, pairs: Sequence[Pair]) -> list[float]:
        return [p.entailment for p in self.probabilities(pairs)]

    def _run(self, pairs: list[Pair]) -> list[NLIProbs]:
        torch = self._torch
        # torch's thread count is the process's: set it back if another user of torch (the search embedder
        # sets 1 when it loads, bench/verify builds two servings) changed it since.
        if self._intra_threads > 0 and torch.get_num_threads() != self._intra_threads:
            torch.set_num_threads(self._intra_threads)
        if self.pair_workers:
            return self._run_alone(pairs)
        order = sorted(range(len(pairs)), key=lambda i: len(pairs[i][0]) + len(pairs[i][1]))
        results: list[NLIProbs | None] = [None] * len(pairs)
        ie, inn, ic = self._index
        # int8 dynamic quantisation scales each Linear layer's input by the range of the whole batch, so in a
        # padded batch a pair's probabilities depend on its batch-mates (by up to 0.3 in P(entailment), enough to
        # flip a verdict): a quantised model reads one pair at a time, so a sentence's mark depends on the
        # sentence and its passages alone. fp32 gives the same answer batched or not.
        step = 1 if self.quantized and not self.batch_int8 else self.batch_size
        for start in range(0, len(order), step):
            idx = order[start : start + step]
            enc = self.tokenizer(
                [pairs[i][0] for i in idx],
                [pairs[i][1] for i in idx],
                padding=True,
                truncation="only_first",
                max_length=self.max_length,
                return_tensors="pt",
            )
            with torch.inference_mode():
                logits = self.model(**enc).logits.float()
            probs = torch.softmax(logits, dim=-1).tolist()
            for i, row in zip(idx, probs, strict=True):
                results[i] = NLIProbs(float(row[ie]), float(row[inn]), float(row[ic]))
        return [r for r in results if r is not None]

    def _run_alone(self, pairs: list[Pair]) -> list[NLIProbs]:
        """Each pair read by itself (no padding, no batch-mates), the pairs spread over the workers.

        The pairs are tokenised in one call (the fast tokeniser encodes each pair on its own, truncated the
        same way), and the longest go first so that the workers finish together."""
        torch = self._torch
        enc = self.tokenizer(
            [p for p, _ in pairs],
            [h for _, h in pairs],
            truncation="only_first",
            max_length=self.max_length,
        )
        names = [k for k in ("input_ids", "token_type_ids", "attention_mask") if k in enc]
        ie, inn, ic = self._index

        def read(i: int) -> NLIProbs:
            inputs = {k: torch.tensor([enc[k][i]]) for k in names}
            with torch.inference_mode():
                logits = self.model(**inputs).logits.float()
            row = torch.softmax(logits, dim=-1)[0].tolist()
            return NLIProbs(float(row[ie]), float(row[inn]), float(row[ic]))

        if self.workers == 1 or len(pairs) == 1:
            return [read(i) for i in range(len(pairs))]
        longest_first = sorted(range(len(pairs)), key=lambda i: -len(enc["input_ids"][i]))
        with self._lock:
            if self._pool is None:
                self._pool = ThreadPoolExecutor(max_workers=self.workers, thread_name_prefix="vouch-checker")
            pool = self._pool
        results: list[NLIProbs | None] = [None] * len(pairs)
        for i, probs in zip(longest_first, pool.map(read, longest_first), strict=True):
            results[i] = probs
        return [r for r in results if r is not None]


# --------------------------------------------------------------------------------------------------
# OpenAI-compatible judge
# --------------------------------------------------------------------------------------------------

JUDGE_SYSTEM = (
    "You check sentences of insurance letters against passages of the insurer's documents. "
    'Answer only with a JSON object {"verdict": "supported" | "not_supported" | "contradicted", '
    "\"confidence\": number between 0 and 1}. 'supported': every part of the claim is stated in the passage or "
    "directly implied by it (arithmetic on its figures counts). 'contradicted': the passage gives a different "
    "value (amount, period, date, unit, party) or the opposite polarity. 'not_supported': anything else, "
    "including a dropped condition, 'may' turned into 'will', a widened scope, or an added detail. "
    "Outside knowledge does not count."
)


class JudgeModel:
    """An OpenAI-compatible chat endpoint used as the entailment judge (one request per pair)."""

    def __init__(
        self,
        base_url: str,
        model: str,
        api_key: str | None = None,
        *,
        timeout_s: float = 10.0,
        concurrency: int = 4,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.model = model
        self.api_key = api_key
        self.timeout_s = timeout_s
        self.concurrency = max(1, concurrency)

    @property
    def name(self) -> str:
        return f"judge:{self.model}"

    @property
    def calibration(self) -> Mapping[str, Any] | None:
        return None

    @property
    def url(self) -> str:
        base = self.base_url
        if not base.endswith("/v1"):
            base = base + "/v1"
        return base + "/chat/completions"

    def score(self, pairs: Sequence[Pair]) -> list[float]:
        return [p.entailment for p in self.probabilities(pairs)]

    def probabilities(self, pairs: Sequence[Pair]) -> list[NLIProbs]:
        if not pairs:
            return []
        if len(pairs) == 1 or self.concurrency == 1:
            return [self._ask(p) for p in pairs]
        with ThreadPoolExecutor(max_workers=min(self.concurrency, len(pairs))) as pool:
            return list(pool.map(self._ask, pairs))

    def _ask(self, pair: Pair) -> NLIProbs:
        premise, hypothesis = pair
        body = {
            "model": self.model,
            "temperature": 0,
            "messages": [
                {"role": "system", "content": JUDGE_SYSTEM},
                {"role": "user", "content": f"Passage:\n{premise}\n\nClaim:\n{hypothesis}"},
            ],
        }
        headers = {"Content-Type": "application/json"}
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"
        request = urllib.request.Request(self.url, data=json.dumps(body).encode(), headers=headers, method="POST")
        try:
            with urllib.request.urlopen(request, timeout=self.timeout_s) as response:
                payload = json.loads(response.read().decode("utf-8"))
        except urllib.error.HTTPError as exc:
            raise CheckerUnavailable(f"judge answered HTTP {exc.code}") from None
        except (urllib.error.URLError, TimeoutError, OSError) as exc:
            raise CheckerUnavailable(f"judge unreachable: {exc}") from None
        except json.JSONDecodeError:
            raise CheckerUnavailable("judge answered with something that is not JSON") from None
        return parse_verdict(payload)


def parse_verdict(payload: Any) -> NLIProbs:
    """Read a chat-completions response whose message content is the verdict JSON."""
    try:
        content = payload["choices"][0]["message"]["content"]
    except (KeyError, IndexError, TypeError):
        raise CheckerUnavailable("judge response has no choices[0].message.content") from None
    if not isinstance(content, str):
        raise CheckerUnavailable("judge message content is not text")
    match = re.search(r"\{.*\}", content, re.S)
    verdict: str | None = None
    confidence = 0.9
    if match:
        try:
            obj = json.loads(match.group(0))
            verdict = str(obj.get("verdict", "")).strip().lower() or None
            raw = obj.get("confidence", confidence)
            confidence = min(1.0, max(0.0, float(raw)))
        except (json.JSONDecodeError, ValueError, TypeError, AttributeError):
            verdict = None
    if verdict is None:
        words = content.lower()
        for candidate in ("not_supported", "contradicted", "supported"):
            if candidate in words:
                verdict = candidate
                break
    if verdict == "supported":
        return NLIProbs(confidence, 1.0 - confidence, 0.0)
    if verdict == "contradicted":
        return NLIProbs(0.0, 1.0 - confidence, confidence)
    if verdict == "not_supported":
        return NLIProbs(min(1.0 - confidence, 0.5), confidence, 0.0)
    raise CheckerUnavailable(f"judge verdict not understood: {content[:80]!r}")


# --------------------------------------------------------------------------------------------------
# Configuration
# --------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class CheckerConfig:
    model_path: Path = DEFAULT_MODEL_DIR
    judge_url: str | None = None
    judge_model: str | None = None
    judge_key: str | None = None
    judge_timeout_s: float = 10.0
    quantize: bool = True
    threads: int = 2

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> CheckerConfig:
        env = os.environ if env is None else env
        model = (env.get("VOUCH_CHECKER_MODEL") or "").strip()
        judge_url = (env.get("VOUCH_CHECKER_JUDGE_URL") or "").strip() or None
        judge_model = (env.get("VOUCH_CHECKER_JUDGE_MODEL") or "").strip() or None
        if judge_url and not judge_model:
            raise CheckerConfigError("VOUCH_CHECKER_JUDGE_URL is set but VOUCH_CHECKER_JUDGE_MODEL is not")
        raw_timeout = (env.get("VOUCH_CHECKER_JUDGE_TIMEOUT_S") or "10").strip()
        try:
            timeout = float(raw_timeout)
        except ValueError:
            raise CheckerConfigError(f"VOUCH_CHECKER_JUDGE_TIMEOUT_S must be a number, got {raw_timeout!r}") from None
        int8 = (env.get("VOUCH_CHECKER_INT8") or "1").strip().lower() not in {"0", "false", "no"}
        raw_threads = (env.get("VOUCH_CHECKER_THREADS") or "2").strip()
        try:
            threads = int(raw_threads)
        except ValueError:
            raise CheckerConfigError(f"VOUCH_CHECKER_THREADS must be a whole number, got {raw_threads!r}") from None
        return cls(
            model_path=Path(model).expanduser() if model else DEFAULT_MODEL_DIR,
            judge_url=judge_url,
            judge_model=judge_model,
            judge_key=(env.get("VOUCH_CHECKER_JUDGE_KEY") or "").strip() or None,
            judge_timeout_s=timeout,
            quantize=int8,
            threads=threads,
        )


def load_model(config: CheckerConfig | None = None) -> EntailmentModel:
    config = config or CheckerConfig.from_env()
    if config.judge_url and config.judge_model:
        return JudgeModel(config.judge_url, config.judge_model, config.judge_key, timeout_s=config.judge_timeout_s)
    return CrossEncoderModel(config.model_path, threads=config.threads, quantize=config.quantize)


_default: EntailmentModel | None = None
_default_lock = threading.Lock()


def default_model() -> EntailmentModel:
    """The process-wide model from the environment, loaded once."""
    global _default
    with _default_lock:
        if _default is None:
            _default = load_model()
        return _default
