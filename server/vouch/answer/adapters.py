"""Adapters from the answer pipeline's small protocols to the rest of Vouch.

Verification's segmenter, check-worthiness and rewrite are written by others; each adapter uses their module
when it is importable and otherwise a conservative stand-in: the stand-in segmenter splits on sentence
punctuation, the stand-in check-worthiness treats every sentence as a claim (so everything is checked), and
with no rewriter a failed sentence goes straight to its policy action.
"""

from __future__ import annotations

import importlib
import re
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any, Protocol

from vouch.answer.checking import Rewritten, unverified
from vouch.answer.events import Attribution, Citation, Edit, Searched, Span
from vouch.logs import get_logger
from vouch.passage_store import PassageStore
from vouch.passages import Passage
from vouch.search.scope import DraftScope
from vouch.verify.types import Sentence, Support, SupportScore

log = get_logger("vouch.answer")


def _optional(module: str, attribute: str) -> Any | None:
    try:
        return getattr(importlib.import_module(module), attribute)
    except (ImportError, AttributeError):
        return None


# -- retrieval ---------------------------------------------------------------------------------------------


class PassageRetriever(Protocol):
    def retrieve(self, collection: str, query: str, limit: int, scope: DraftScope) -> list[Passage]:
        """Current passages of ``collection`` for ``query`` among the documents ``scope`` allows, best first
        (blocking: call it off the loop)."""
        ...


class SearchLike(Protocol):
    def search(
        self,
        collection: str,
        query: str,
        *,
        current_only: bool = ...,
        limit: int = ...,
        hybrid: bool = ...,
        scope: DraftScope | None = ...,
    ) -> Sequence[Any]: ...


class SearchServiceRetriever:
    """Over ``vouch.search.service.SearchService``: hybrid search, current wording only (a superseded clause
    must not support a letter)."""

    def __init__(self, search: SearchLike, hybrid: bool = True) -> None:
        self._search = search
        self._hybrid = hybrid

    def retrieve(self, collection: str, query: str, limit: int, scope: DraftScope) -> list[Passage]:
        hits = self._search.search(collection, query, current_only=True, limit=limit, hybrid=self._hybrid, scope=scope)
        return [hit.passage for hit in hits]


def documents_searched(passages: PassageStore) -> Callable[[str, DraftScope], list[Searched]]:
    """What was searched when no passage came back: every document of the collection the answer's scope allows
    (an address that is a bare file name points at the whole document; another claim's file is not named)."""

    def searched(collection: str, scope: DraftScope) -> list[Searched]:
        documents = passages.documents(collection)
        allowed = scope.documents(d.info for d in documents)
        return [
            Searched(id=f"{collection}/{d.info.document_id}", address=d.info.document_id)
            for d in documents
            if d.info.document_id in allowed
        ]

    return searched


def claim_file(passages: PassageStore, limit: int = 40) -> Callable[[str, DraftScope], list[Passage]]:
    """The first passages of the claim's own documents (where its addressee is named)."""

    def read(collection: str, scope: DraftScope) -> list[Passage]:
        out: list[Passage] = []
        for d in passages.documents(collection):
            if scope.claim_ref is not None and d.info.claim_ref == scope.claim_ref:
                out.extend(passages.passages(collection, d.info.document_id, current_only=True)[:limit])
        return out

    return read


# -- segmentation and check-worthiness ---------------------------------------------------------------------

_BOUNDARY = re.compile(r"(?<=[.!?])[\"'\u201d\u2019)\]]*\s+(?=[\"'\u201c(\[]?[A-Z0-9£])")
_NOT_AN_END = re.compile(r"\b(?:e\.g|i\.e|etc|No|Mr|Mrs|Ms|Dr|St|approx|incl|cl|para)\.$", re.IGNORECASE)


def punctuation_segment(text: str) -> list[Sentence]:
    """Stand-in segmenter: ends at . ! ? before a capital or digit, except after common abbreviations."""
    out: list[Sentence] = []
    start = 0
    for match in _BOUNDARY.finditer(text):
        piece = text[start : match.start()]
        if _NOT_AN_END.search(piece.rstrip("\"'\u201d\u2019)]")):
            continue
        _append(out, text, start, match.start())
        start = match.end()
    _append(out, text, start, len(text))
    return out


def _append(out: list[Sentence], text: str, start: int, end: int) -> None:
    piece = text[start:end]
    if not piece.strip():
        return
    lead = len(piece) - len(piece.lstrip())
    trail = len(piece) - len(piece.rstrip())
    s, e = start + lead, end - trail
    out.append(Sentence(id=f"s{len(out) + 1}", text=text[s:e], doc_start=s, doc_end=e))


Segment = Callable[[str], list[Sentence]]
# Check-worthiness over the sentences so far (a salutation, a sign-off change how later lines read): the same
# sentences back, each with ``is_claim`` and, when it is not a claim, the ``reason``.
MarkSentences = Callable[[Sequence[Sentence]], list[Sentence]]


class LazySegment:
    """``vouch.verify.segment.segment`` (spaCy), imported on first use or by ``load`` on a worker thread, so
    building an app does not import spaCy and torch; the punctuation stand-in when the module is missing."""

    def __init__(self) -> None:
        self._fn: Segment | None = None

    def load(self) -> Segment:
        if self._fn is None:
            real = _optional("vouch.verify.segment", "segment")
            self._fn = real if callable(real) else punctuation_segment
        return self._fn

    def __call__(self, text: str) -> list[Sentence]:
        return self.load()(text)


def every_sentence_is_a_claim(sentences: Sequence[Sentence]) -> list[Sentence]:
    return list(sentences)


class LazyMarker:
    """``vouch.verify.worthiness.mark_check_worthiness``, imported on first use; until that module exists every
    sentence counts as a claim, so everything is checked."""

    def __init__(self) -> None:
        self._fn: MarkSentences | None = None

    def load(self) -> MarkSentences:
        if self._fn is None:
            real = _optional("vouch.verify.worthiness", "mark_check_worthiness")
            self._fn = real if callable(real) else every_sentence_is_a_claim
        return self._fn

    def __call__(self, sentences: Sequence[Sentence]) -> list[Sentence]:
        return self.load()(sentences)


# -- verification ------------------------------------------------------------------------------------------


def attribution_from_score(result: SupportScore, passages: Sequence[Passage]) -> Attribution:
    """A verification result as the wire's attribution: citations quote the passages that support the
    sentence's claims (or, below threshold, the closest ones, so people see what was compared)."""
    by_id = {p.id: p for p in passages}
    ordered = sorted(result.claims, key=lambda c: -c.support)
    cited: list[Citation] = []
    for claim in ordered:
        # A claim two passages support together (``vouch.verify.pairs``) cites both: the one its words are read
        # from, then the one its values are bound in.
        partner = by_id.get(claim.paired_with or "")
        for passage_id in (claim.passage_id, claim.paired_with):
            passage = by_id.get(passage_id or "")
            if passage is not None and all(c.id != passage.id for c in cited):
                cited.append(
                    Citation(
                        id=passage.id,
                        address=passage.address,
                        quote=passage.text,
                        warning=passage.ocr_warning,
                        paired_with=partner.id if partner is not None and passage is not partner else None,
                    )
                )
    spans = tuple(
        Span(
            start=c.claim.start,
            end=c.claim.end,
            support=Support.ENTAILED if c.support >= result.threshold else Support.NONE,
        )
        for c in sorted(result.claims, key=lambda c: (c.claim.start, c.claim.end))
    )
    contradicting = [
        by_id[c.passage_id].address
        for c in result.claims
        if c.support < result.threshold
        and c.contradicted
        and c.passage_id is not None
        and c.passage_id in by_id
        and any(not f.ok and f.passage_value is not None for f in c.gates.findings)
    ]
    return Attribution(
        sentence_id=result.sentence.id,
        support=result.label,
        score=round(float(result.score), 4),
        citations=tuple(cited),
        spans=spans,
        contradicted_by=contradicting[0] if contradicting and result.label is not Support.ENTAILED else None,
        contradicted=result.label is not Support.ENTAILED
        and any(c.contradicted and c.support < result.threshold for c in result.claims),
    )


class BuiltinVerifier:
    """``vouch.verify.pipeline.Verifier`` (decompose -> gates -> entailment -> calibrated support, and the
    rewrite from the passage's own words) as the answer pipeline's Verifier. Loads the model when built."""

    def __init__(self) -> None:
        from vouch.verify.pipeline import Verifier as VerifyPipeline

        self._pipeline = VerifyPipeline.default()
        # verify then rewrite on the same process: the rewrite reuses the scores instead of scoring again.
        self._recent: OrderedDict[tuple[str, tuple[str, ...], float], SupportScore] = OrderedDict()
        self._lock = threading.Lock()

    def _remember(self, key: tuple[str, tuple[str, ...], float], result: SupportScore) -> None:
        with self._lock:
            self._recent[key] = result
            while len(self._recent) > 256:
                self._recent.popitem(last=False)

    def verify(self, sentence: Sentence, passages: Sequence[Passage], threshold: float) -> Attribution:
        verdict = self._pipeline.verify_sentence(sentence, passages, threshold=threshold, rewrite=False)
        if verdict.label is Support.UNVERIFIED:
            log.warning("checker could not answer", sentence=sentence.id, detail=verdict.detail)
            return unverified(sentence)
        self._remember((sentence.text, tuple(p.id for p in passages), threshold), verdict.result)
        return attribution_from_score(verdict.result, passages)

    def rewrite(self, sentence: Sentence, passages: Sequence[Passage], threshold: float) -> Rewritten | None:
        key = (sentence.text, tuple(p.id for p in passages), threshold)
        with self._lock:
            result = self._recent.get(key)
        if result is None:
            result = self._pipeline.score(sentence, passages, threshold)
        rewrite = self._pipeline.rewrite(result, passages, threshold)
        if rewrite is None or not rewrite.text.strip():
            return None
        checked = replace(rewrite.result, sentence=replace(rewrite.result.sentence, id=sentence.id))
        address = {p.id: p.address for p in passages}
        edits = tuple(
            Edit(
                start=e.start,
                end=e.end,
                text=e.text,
                kind=e.kind.value,
                address=address.get(e.passage_id) if e.passage_id else None,
            )
            for e in rewrite.edits
        )
        return Rewritten(rewrite.text, attribution_from_score(checked, passages), edits, rewrite.measure)
