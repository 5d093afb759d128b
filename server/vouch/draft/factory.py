"""The configured drafter."""

from __future__ import annotations

from vouch.draft.base import Drafter
from vouch.draft.extractive import ExtractiveDrafter
from vouch.draft.openai_compatible import OpenAICompatibleDrafter
from vouch.draft.settings import DrafterSettings


def build_drafter(settings: DrafterSettings) -> Drafter:
    if settings.drafter == "openai":
        return OpenAICompatibleDrafter.from_settings(settings)
    return ExtractiveDrafter(tokens_per_s=settings.tokens_per_s)
