"""Deterministic stand-ins for the parts whose accuracy is not under test here.

``SubstringVerifier`` says a sentence is supported iff its words appear, in order, in one passage: protocol and
policy tests then depend on the pipeline's behaviour, never on a model. It is loadable by a real ``vouch
worker`` process through ``VOUCH_VERIFIER_FACTORY=tests.answer.fakes:SubstringVerifier``.
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator, Sequence
from dataclasses import replace

from vouch.answer.checking import Rewritten
from vouch.answer.events import Attribution, Citation, Span
from vouch.draft.base import DraftRequest
from vouch.passages import Passage, passage_id
from vouch.search.scope import DraftScope
from vouch.verify.types import RewriteMeasure, Sentence, Support

COLLECTION = "property-claims"
WORDING = "policy-wording-2024.pdf"

TRACE = "The most we will pay for trace and access is £5,000 for any one claim."
PESTS = "We will not pay for loss or damage caused by rats, mice, squirrels, insects or birds."
NOTIFY = "You must tell us about a claim within 30 days of discovering the loss or damage."
UNSUPPORTED = "We will pay for all storm damage to garden fences."
ALSO_UNSUPPORTED = "Your excess for subsidence claims is waived entirely."
NEAR_TRACE = "The most we will pay for trace and access is £5,000 for each claim."  # rewritable into TRACE


def passage(address: str, text: str, document: str = WORDING) -> Passage:
    return Passage(
        id=passage_id(COLLECTION, f"{document}#{address}"),
        collection=COLLECTION,
        document_id=document,
        address=f"{document}#{address}",
        text=text,
    )


PASSAGES = (passage("p4.c4-2a", TRACE), passage("p7.c11-2", PESTS), passage("p8.c14-3", NOTIFY))


def _norm(text: str) -> str:
    return " ".join(re.sub(r"[^\w£,%]+", " ", text.lower()).split())


def _words(text: str) -> set[str]:
    return {w.strip(",") for w in _norm(text).split()}


class SubstringVerifier:
    """Supported iff the sentence (case and punctuation aside) is a substring of a passage."""

    def verify(self, sentence: Sentence, passages: Sequence[Passage], threshold: float) -> Attribution:
        wanted = _norm(sentence.text)
        for p in passages:
            if wanted and wanted in _norm(p.text):
                return Attribution(
                    sentence_id=sentence.id,
                    support=Support.ENTAILED,
                    score=1.0,
                    citations=(Citation(id=p.id, address=p.address, quote=p.text),),
                    spans=(Span(start=0, end=len(sentence.text), support=Support.ENTAILED),),
                )
        return Attribution(
            sentence_id=sentence.id,
            support=Support.NONE,
            score=0.0,
            spans=(Span(start=0, end=len(sentence.text), support=Support.NONE),),
        )

    def rewrite(self, sentence: Sentence, passages: Sequence[Passage], threshold: float) -> Rewritten | None:
        """The passage sentence sharing at least 80% of the sentence's words (the passage's own words), checked."""
        wanted = _words(sentence.text)
        best: tuple[float, str] | None = None
        for p in passages:
            for candidate in re.split(r"(?<=[.!?])\s+", p.text):
                share = len(wanted & _words(candidate)) / max(1, len(wanted))
                if share >= 0.8 and (best is None or share > best[0]):
                    best = (share, candidate)
        if best is None:
            return None
        again = replace(sentence, text=best[1], doc_end=sentence.doc_start + len(best[1]))
        measure = RewriteMeasure(
            topic_kept=best[0], new_words=len(_words(best[1]) - wanted), claims_kept=True, is_claim=sentence.is_claim
        )
        return Rewritten(best[1], self.verify(again, passages, threshold), measure=measure)


class FailingVerifier:
    """A checker that is down: every call raises."""

    def verify(self, sentence: Sentence, passages: Sequence[Passage], threshold: float) -> Attribution:
        raise ConnectionError("checker is down")

    def rewrite(self, sentence: Sentence, passages: Sequence[Passage], threshold: float) -> Rewritten | None:
        raise ConnectionError("checker is down")


class LyingVerifier(SubstringVerifier):
    """Claims 'entailed' with a score under the threshold: the policy must not take the label's word."""

    def verify(self, sentence: Sentence, passages: Sequence[Passage], threshold: float) -> Attribution:
        return Attribution(sentence_id=sentence.id, support=Support.ENTAILED, score=0.5)


class ListRetriever:
    """Passages sharing at least one content word with the query, most shared first."""

    def __init__(self, passages: Sequence[Passage] = PASSAGES) -> None:
        self.passages = list(passages)
        self.queries: list[str] = []
        self.scopes: list[DraftScope | None] = []

    def retrieve(self, collection: str, query: str, limit: int, scope: DraftScope | None = None) -> list[Passage]:
        self.queries.append(query)
        self.scopes.append(scope)
        wanted = {w for w in _words(query) if len(w) > 3}
        scored = [
            (len(wanted & _words(p.text)), i, p) for i, p in enumerate(self.passages) if p.collection == collection
        ]
        return [p for n, _, p in sorted(scored, key=lambda t: (-t[0], t[1])) if n > 0][:limit]


class ScriptedDrafter:
    """Streams a fixed text word by word (whitespace kept with the word that follows it)."""

    def __init__(self, text: str, pause_s: float = 0.0) -> None:
        self.text = text
        self.pause_s = pause_s
        self.requests: list[DraftRequest] = []

    @property
    def name(self) -> str:
        return "scripted"

    async def stream(self, request: DraftRequest) -> AsyncIterator[str]:
        import asyncio

        self.requests.append(request)
        for token in re.findall(r"\s*\S+", self.text):
            await asyncio.sleep(self.pause_s)
            yield token

    async def close(self) -> None:
        return None
