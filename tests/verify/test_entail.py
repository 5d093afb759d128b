"""The entailment models: the committed cross-encoder, and an OpenAI-compatible judge over real HTTP."""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from vouch.verify.entail import (
    DEFAULT_MODEL_DIR,
    CheckerConfig,
    CheckerConfigError,
    CheckerUnavailable,
    CrossEncoderModel,
    EntailmentModel,
    JudgeModel,
    default_model,
    load_model,
    parse_verdict,
)

PASSAGE = (
    "4.2 Limits and excess. The excess for each and every claim for escape of water is £350. If the escape "
    "happens while the home is unoccupied, the excess is £1,000."
)


@pytest.fixture(scope="module")
def model() -> EntailmentModel:
    return default_model()


def test_committed_model_is_small_and_described() -> None:
    weights = DEFAULT_MODEL_DIR / "model.safetensors"
    assert weights.exists(), "the trained checker must be committed"
    assert weights.stat().st_size < 60_000_000
    meta = json.loads((DEFAULT_MODEL_DIR / "vouch.json").read_text())
    assert meta["labels"] == ["entailment", "neutral", "contradiction"]
    assert len(meta["calibration_int8"]["weights"]) == 4
    card = (DEFAULT_MODEL_DIR / "MODEL_CARD.md").read_text()
    for needed in ("SNLI", "CC BY-SA", "negation-nli", "MIT", "train-checker", "ANLI"):
        assert needed in card


def test_probabilities_are_distributions_and_order_is_kept(model: EntailmentModel) -> None:
    pairs = [
        (PASSAGE, "The excess for an escape of water claim is £350."),
        (PASSAGE, "There is no excess for escape of water claims."),
        ("A man is playing a guitar on stage.", "A man is playing an instrument."),
    ]
    probs = model.probabilities(pairs)
    assert len(probs) == 3
    for p in probs:
        assert abs(p.entailment + p.neutral + p.contradiction - 1.0) < 1e-4
    # Same answers one at a time as in a batch, and in reverse order.
    single = [model.probabilities([pair])[0] for pair in reversed(pairs)]
    for a, b in zip(reversed(probs), single, strict=True):
        assert abs(a.entailment - b.entailment) < 1e-3
    assert model.score(pairs) == [p.entailment for p in probs]


def test_a_pairs_probabilities_do_not_depend_on_the_pairs_read_with_it() -> None:
    # A fresh model without a cache, so each call computes: a sentence's mark must not change with the other
    # sentences of the letter (int8 quantisation scales a whole batch together).
    fresh = CrossEncoderModel(DEFAULT_MODEL_DIR, cache_size=0)
    pair = (PASSAGE, "The excess for an escape of water claim is £350.")
    others = [
        (PASSAGE + " " + PASSAGE, "If the home is unoccupied for more than 60 days, the excess is £1,000 instead."),
        ("A man is playing a guitar on stage.", "A man is playing an instrument."),
        ("Schedule of excesses, row 3: Section = Buildings; Peril = Subsidence; Compulsory excess = £1,000", "£1,000."),
    ]
    alone = fresh.probabilities([pair])[0]
    together = fresh.probabilities([*others, pair])[-1]
    assert abs(alone.entailment - together.entailment) < 1e-4
    assert abs(alone.contradiction - together.contradiction) < 1e-4


def test_pairs_spread_over_workers_read_exactly_as_one_after_another() -> None:
    # The served checker spreads a sentence's pairs over workers of one torch thread, tokenised in one call;
    # each pair must still get the reading the one-pair-at-a-time serving gives it, to the bit (a passage
    # longer than the model reads is cut the same way), so no mark moves with the serving.
    spread = CrossEncoderModel(DEFAULT_MODEL_DIR, threads=2, cache_size=0)
    one_by_one = CrossEncoderModel(DEFAULT_MODEL_DIR, threads=2, cache_size=0, pair_workers=False)
    assert spread.workers == 2 and one_by_one.workers == 1
    long_passage = " ".join([PASSAGE] * 8)  # well over the model's max_length: truncated, the claim kept
    pairs = [
        (PASSAGE, "The excess for an escape of water claim is £350."),
        (long_passage, "If the home is unoccupied, the excess is £1,000."),
        (PASSAGE, "There is no excess for escape of water claims."),
        ("A man is playing a guitar on stage.", "A man is playing an instrument."),
        ("Schedule of excesses, row 3: Section = Buildings; Peril = Subsidence; Compulsory excess = £1,000", "£1,000."),
    ]
    assert spread.probabilities(pairs) == one_by_one.probabilities(pairs)
    assert spread.probabilities(pairs[:1]) == one_by_one.probabilities(pairs[:1])


def test_the_model_separates_a_restatement_from_a_negation(model: EntailmentModel) -> None:
    supported, negated = model.score(
        [
            (PASSAGE, "The excess for an escape of water claim is £350."),
            (PASSAGE, "There is no excess for escape of water claims."),
        ]
    )
    assert supported > 0.5 > negated


def test_nothing_is_downloaded_and_a_missing_directory_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(CheckerConfigError, match="no cross-encoder"):
        CrossEncoderModel(tmp_path / "nowhere")


def test_config_from_env() -> None:
    assert CheckerConfig.from_env({}).model_path == DEFAULT_MODEL_DIR
    cfg = CheckerConfig.from_env({"VOUCH_CHECKER_MODEL": "/models/big-nli", "VOUCH_CHECKER_INT8": "0"})
    assert cfg.model_path == Path("/models/big-nli") and cfg.quantize is False
    with pytest.raises(CheckerConfigError, match="VOUCH_CHECKER_JUDGE_MODEL"):
        CheckerConfig.from_env({"VOUCH_CHECKER_JUDGE_URL": "http://localhost:1/v1"})
    with pytest.raises(CheckerConfigError, match="VOUCH_CHECKER_JUDGE_TIMEOUT_S"):
        CheckerConfig.from_env({"VOUCH_CHECKER_JUDGE_TIMEOUT_S": "soon"})
    judge = load_model(
        CheckerConfig.from_env({"VOUCH_CHECKER_JUDGE_URL": "http://x/v1", "VOUCH_CHECKER_JUDGE_MODEL": "m"})
    )
    assert isinstance(judge, JudgeModel) and judge.url == "http://x/v1/chat/completions"


# --------------------------------------------------------------------------------------------------
# The judge, against a local server that speaks /v1/chat/completions
# --------------------------------------------------------------------------------------------------


class _ChatServer(ThreadingHTTPServer):
    requests_seen: list[dict[str, Any]]
    auth_seen: list[str | None]
    mode: str


class _Handler(BaseHTTPRequestHandler):
    server: _ChatServer

    def log_message(self, format: str, *args: Any) -> None:  # quiet
        pass

    def do_POST(self) -> None:
        if self.path != "/v1/chat/completions":
            self.send_error(404)
            return
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        self.server.requests_seen.append(body)
        self.server.auth_seen.append(self.headers.get("Authorization"))
        if self.server.mode == "error":
            self.send_error(503, "overloaded")
            return
        user = body["messages"][-1]["content"]
        passage, claim = re.match(r"Passage:\n(.*)\n\nClaim:\n(.*)", user, re.S).groups()  # type: ignore[union-attr]
        numbers = set(re.findall(r"£[\d,]+", claim))
        if numbers and not numbers <= set(re.findall(r"£[\d,]+", passage)):
            verdict = {"verdict": "contradicted", "confidence": 0.9}
        elif all(w.lower() in passage.lower() for w in re.findall(r"[a-z]{4,}", claim, re.I)):
            verdict = {"verdict": "supported", "confidence": 0.97}
        else:
            verdict = {"verdict": "not_supported", "confidence": 0.8}
        content = json.dumps(verdict) if self.server.mode == "json" else f"```json\n{json.dumps(verdict)}\n```"
        payload = {
            "id": "chatcmpl-1",
            "object": "chat.completion",
            "model": body["model"],
            "choices": [{"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}],
        }
        data = json.dumps(payload).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


@pytest.fixture
def chat_server() -> Iterator[_ChatServer]:
    server = _ChatServer(("127.0.0.1", 0), _Handler)
    server.requests_seen, server.auth_seen, server.mode = [], [], "json"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server
    server.shutdown()
    server.server_close()


def test_judge_speaks_chat_completions(chat_server: _ChatServer) -> None:
    url = f"http://127.0.0.1:{chat_server.server_address[1]}/v1"
    judge = JudgeModel(url, "judge-model", "sk-test")
    scores = judge.score(
        [
            (PASSAGE, "The excess for escape of water is £350."),
            (PASSAGE, "The excess for escape of water is £250."),
            (PASSAGE, "We will send a plumber."),
        ]
    )
    assert scores[0] > 0.9
    assert scores[1] == 0.0
    assert scores[2] < 0.5
    assert {r["model"] for r in chat_server.requests_seen} == {"judge-model"}
    assert all(r["messages"][0]["role"] == "system" for r in chat_server.requests_seen)
    assert chat_server.auth_seen == ["Bearer sk-test"] * 3
    contradiction = judge.probabilities([(PASSAGE, "The excess is £999.")])[0]
    assert contradiction.contradiction == pytest.approx(0.9)


def test_judge_answer_in_a_code_fence_is_read(chat_server: _ChatServer) -> None:
    chat_server.mode = "fenced"
    judge = JudgeModel(f"http://127.0.0.1:{chat_server.server_address[1]}", "m")  # base URL without /v1
    assert judge.score([(PASSAGE, "The excess for escape of water is £350.")])[0] > 0.9


def test_judge_errors_are_unavailable_not_clean(chat_server: _ChatServer) -> None:
    chat_server.mode = "error"
    judge = JudgeModel(f"http://127.0.0.1:{chat_server.server_address[1]}/v1", "m")
    with pytest.raises(CheckerUnavailable, match="HTTP 503"):
        judge.score([(PASSAGE, "anything")])
    dead = JudgeModel("http://127.0.0.1:9/v1", "m", timeout_s=1)
    with pytest.raises(CheckerUnavailable, match="unreachable"):
        dead.score([(PASSAGE, "anything")])


def test_parse_verdict_rejects_what_it_cannot_read() -> None:
    def wrap(content: Any) -> dict[str, Any]:
        return {"choices": [{"message": {"content": content}}]}

    assert parse_verdict(wrap('{"verdict": "supported", "confidence": 0.8}')).entailment == pytest.approx(0.8)
    assert parse_verdict(wrap("not_supported")).entailment <= 0.5
    with pytest.raises(CheckerUnavailable):
        parse_verdict(wrap("I am not sure."))
    with pytest.raises(CheckerUnavailable):
        parse_verdict({"error": "rate limited"})
