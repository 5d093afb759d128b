"""A drafter on any OpenAI-compatible chat-completions endpoint (vLLM, Ollama, Azure OpenAI, ...).

It streams: ``"stream": true`` and the body is server-sent events whose ``data:`` is a ``chat.completion.chunk``
JSON object, ending with ``data: [DONE]``. Each chunk's ``choices[0].delta.content`` is a text delta.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import Any
from urllib.parse import urlsplit

import httpx

from vouch.draft.base import DraftError, DraftRequest
from vouch.draft.prompt import build_messages
from vouch.draft.settings import DrafterSettings
from vouch.draft.sse import sse_data


def chat_completions_url(base: str) -> str:
    """``http://host/v1`` -> ``http://host/v1/chat/completions``; a full endpoint URL is kept as it is."""
    parts = urlsplit(base)
    if parts.path.rstrip("/").endswith("/chat/completions"):
        return base
    path = parts.path.rstrip("/") + "/chat/completions"
    return parts._replace(path=path).geturl()


def _is_azure(url: str) -> bool:
    # Azure OpenAI addresses a deployment with ?api-version=... and wants the key in an ``api-key`` header.
    return "api-version=" in urlsplit(url).query


class OpenAICompatibleDrafter:
    def __init__(
        self,
        url: str,
        model: str,
        api_key: str | None = None,
        timeout_s: float = 60.0,
        max_tokens: int = 600,
        client: httpx.AsyncClient | None = None,
    ) -> None:
        self.endpoint = chat_completions_url(url)
        self.model = model
        self._api_key = api_key
        self._max_tokens = max_tokens
        self._client = client or httpx.AsyncClient(timeout=httpx.Timeout(timeout_s))
        self._owns_client = client is None

    @classmethod
    def from_settings(cls, settings: DrafterSettings) -> OpenAICompatibleDrafter:
        if settings.llm_url is None or settings.llm_model is None:
            raise DraftError("the openai drafter needs VOUCH_LLM_URL and VOUCH_LLM_MODEL")
        return cls(
            settings.llm_url,
            settings.llm_model,
            settings.llm_api_key,
            timeout_s=settings.llm_timeout_s,
            max_tokens=settings.llm_max_tokens,
        )

    @property
    def name(self) -> str:
        return f"openai:{self.model}"

    def _headers(self) -> dict[str, str]:
        headers = {"Accept": "text/event-stream"}
        if self._api_key:
            if _is_azure(self.endpoint):
                headers["api-key"] = self._api_key
            else:
                headers["Authorization"] = f"Bearer {self._api_key}"
        return headers

    def body(self, request: DraftRequest) -> dict[str, Any]:
        return {
            "model": self.model,
            "messages": [{"role": m.role, "content": m.content} for m in build_messages(request)],
            "stream": True,
            "temperature": 0,
            "max_tokens": self._max_tokens,
        }

    async def stream(self, request: DraftRequest) -> AsyncIterator[str]:
        try:
            async with self._client.stream(
                "POST", self.endpoint, json=self.body(request), headers=self._headers()
            ) as response:
                if response.status_code != 200:
                    detail = (await response.aread())[:300].decode("utf-8", "replace")
                    raise DraftError(f"the model server answered HTTP {response.status_code}: {detail}")
                async for data in sse_data(response.aiter_lines()):
                    if data.strip() == "[DONE]":
                        return
                    for delta in _deltas(data):
                        yield delta
        except httpx.HTTPError as exc:
            raise DraftError(f"the model server at {self.endpoint} failed: {type(exc).__name__}: {exc}") from exc
        # A stream that ends without [DONE] was cut off: what came is kept, and verification checks it.

    async def close(self) -> None:
        if self._owns_client:
            await self._client.aclose()


def _deltas(data: str) -> list[str]:
    try:
        chunk = json.loads(data)
    except json.JSONDecodeError:
        raise DraftError(f"the model server sent a chunk that is not JSON: {data[:120]!r}") from None
    if not isinstance(chunk, dict):
        raise DraftError("the model server sent a chunk that is not a JSON object")
    if "error" in chunk:
        error = chunk["error"]
        message = error.get("message") if isinstance(error, dict) else error
        raise DraftError(f"the model server reported an error: {message}")
    out: list[str] = []
    for choice in chunk.get("choices") or []:
        if not isinstance(choice, dict) or choice.get("index", 0) != 0:
            continue
        delta = choice.get("delta") or {}
        content = delta.get("content") if isinstance(delta, dict) else None
        if isinstance(content, str) and content:
            out.append(content)
    return out
