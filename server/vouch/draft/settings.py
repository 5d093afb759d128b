"""Drafter configuration from ``VOUCH_*`` environment variables (to be folded into ``vouch.settings``).

| variable | default | meaning |
|---|---|---|
| ``VOUCH_DRAFTER`` | ``extractive`` | ``extractive`` (embedded, no model server) or ``openai`` |
| ``VOUCH_LLM_URL`` | (none) | OpenAI-compatible base URL: ``http://127.0.0.1:8001/v1`` (vLLM), |
|                   |        | ``http://127.0.0.1:11434/v1`` (Ollama), or for Azure OpenAI the full |
|                   |        | ``.../chat/completions?api-version=...`` URL of the deployment |
| ``VOUCH_LLM_MODEL`` | (none) | model (or Azure deployment) name |
| ``VOUCH_LLM_API_KEY`` | (none) | sent as ``Authorization: Bearer``, or as ``api-key`` for an Azure URL |
| ``VOUCH_LLM_TIMEOUT_S`` | ``60`` | connect/read timeout of the model server |
| ``VOUCH_LLM_MAX_TOKENS`` | ``600`` | most tokens one draft may take |
| ``VOUCH_DRAFT_TOKENS_PER_S`` | ``0`` | pace of the extractive drafter's stream (0: as fast as possible) |
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from vouch.settings import SettingsError

DrafterName = Literal["extractive", "openai"]


class DrafterSettingsError(SettingsError):
    """A drafter variable has a value that cannot be used; the message names the variable."""


def _float(env: Mapping[str, str], name: str, default: float, minimum: float = 0.0) -> float:
    raw = env.get(name, "").strip()
    if not raw:
        return default
    try:
        value = float(raw)
    except ValueError:
        raise DrafterSettingsError(f"{name} must be a number, got {raw!r}") from None
    if value < minimum:
        raise DrafterSettingsError(f"{name} must be at least {minimum}, got {value}")
    return value


@dataclass(frozen=True)
class DrafterSettings:
    drafter: DrafterName = "extractive"
    llm_url: str | None = None
    llm_model: str | None = None
    llm_api_key: str | None = None
    llm_timeout_s: float = 60.0
    llm_max_tokens: int = 600
    tokens_per_s: float = 0.0

    def __repr__(self) -> str:  # never print the key
        key = "set" if self.llm_api_key else None
        return (
            f"DrafterSettings(drafter={self.drafter!r}, llm_url={self.llm_url!r}, llm_model={self.llm_model!r}, "
            f"llm_api_key={key!r}, tokens_per_s={self.tokens_per_s})"
        )

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> DrafterSettings:
        env = os.environ if env is None else env
        drafter = env.get("VOUCH_DRAFTER", "extractive").strip() or "extractive"
        if drafter not in ("extractive", "openai"):
            raise DrafterSettingsError(f"VOUCH_DRAFTER must be 'extractive' or 'openai', got {drafter!r}")
        url = env.get("VOUCH_LLM_URL", "").strip() or None
        model = env.get("VOUCH_LLM_MODEL", "").strip() or None
        if drafter == "openai" and (url is None or model is None):
            raise DrafterSettingsError("VOUCH_DRAFTER=openai needs VOUCH_LLM_URL and VOUCH_LLM_MODEL")
        return cls(
            drafter=drafter,  # type: ignore[arg-type]
            llm_url=url,
            llm_model=model,
            llm_api_key=env.get("VOUCH_LLM_API_KEY", "").strip() or None,
            llm_timeout_s=_float(env, "VOUCH_LLM_TIMEOUT_S", 60.0, minimum=0.1),
            llm_max_tokens=int(_float(env, "VOUCH_LLM_MAX_TOKENS", 600, minimum=1)),
            tokens_per_s=_float(env, "VOUCH_DRAFT_TOKENS_PER_S", 0.0),
        )
