"""The pipeline of one answer: retrieve -> stream the draft -> on each finished sentence verify -> attribution
-> the stakes policy acts (keep, correct and re-check, ask the handler to confirm, stub, annotate) -> done
(or refused). In check mode a correction is sent as a ``suggestion`` for the handler, never as a ``rewrite``.

Order guarantees (what the tests hold it to):

* a sentence's ``text`` events all come before its ``sentence_end``, which comes before its ``attribution``,
  which comes before its ``rewrite`` or ``stub``: a sentence is only checked once it has ended;
* ``seq`` increases by one per event; ``done`` or ``error`` is last;
* nothing is marked checked that a verifier did not check: a check that fails, times out, or cannot reach its
  worker gives ``unverified``, and ``done`` lists those sentences as unresolved.

Which decisions are taken is ``vouch.policy``'s business; this module only carries them out.
"""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import AsyncIterator, Callable, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass, replace
from functools import partial
from typing import TypeVar

import msgspec

from vouch.answer.adapters import MarkSentences, PassageRetriever, Segment
from vouch.answer.admission import Admission, TooManyAnswers
from vouch.answer.checking import CheckBackend, not_a_claim, unverified
from vouch.answer.events import (
    AnswerEvent,
    Attribution,
    AttributionEvent,
    Citation,
    ConfirmEvent,
    DoneEvent,
    Edit,
    ErrorEvent,
    QueuedEvent,
    RewriteEvent,
    Searched,
    SentenceEndEvent,
    StubEvent,
    SuggestionEvent,
    TextEvent,
    is_terminal,
)
from vouch.answer.stream_segmenter import SentenceDone, StreamItem, StreamSegmenter, TextPiece
from vouch.draft.base import Drafter, DraftError, InstructionPart, LetterTemplate, Piece, Role
from vouch.draft.instruction import LetterType
from vouch.draft.letter import frame_lines, frame_only_letter
from vouch.draft.plan import plan_letter, unanswered_parts
from vouch.draft.relevance import Similar
from vouch.ingest.injection import usable_evidence
from vouch.logs import get_logger
from vouch.passages import Passage
from vouch.policy import (
    NO_EVIDENCE_TEXT,
    STUB_TEXT,
    AnswerLabel,
    ConfirmWhy,
    Outcome,
    SentenceAction,
    Surface,
    SurfacePolicy,
    accept_rewrite,
    confirm_why,
    decide_answer,
    decide_sentence,
    effective_support,
    outcome_after,
)
from vouch.search.scope import DraftScope
from vouch.verify.types import Sentence, Support

log = get_logger("vouch.answer")
_T = TypeVar("_T")


@dataclass(frozen=True)
class AnswerRequest:
    collection: str
    instruction: str
    text: str | None = None  # check mode: the handler's own text, verified without drafting
    request_id: str | None = None
    claim_ref: str | None = None  # the insurance claim the letter is about: its file is in scope, no other's
    reask_of: str | None = None  # the earlier answer this one asks again in other words (review figures)
    author_name: str | None = None  # the signed-in user: a letter's sign-off
    author_team: str | None = None
    letter_type: str | None = None  # decline, settlement, ...; read from the instruction when not given

    @property
    def check_mode(self) -> bool:
        return self.text is not None


@dataclass(frozen=True)
class PipelineParts:
    retriever: PassageRetriever
    drafter: Drafter
    checks: CheckBackend
    segment: Segment
    mark: MarkSentences
    documents: Callable[[str, DraftScope], list[Searched]]  # what a search with no hit looked through
    passages_per_answer: int = 6
    passages_per_sentence: int = 4  # check mode: each sentence of the handler's text is searched on its own
    # Segmentation and check-worthiness run a parser: on this executor, off the event loop (None: inline).
    nlp: Executor | None = None
    admission: Admission | None = None  # None: start at once, however many answers are running
    owner: int | None = None  # whose answer this is: admission gives each user a fair share
    # The claim's own file (for the addressee's name), and the approved template for a letter type.
    claim_file: Callable[[str, DraftScope], list[Passage]] | None = None
    similar: Similar | None = None  # the search encoder's similarity: part relevance by meaning
    templates: Callable[[str, LetterType], LetterTemplate | None] | None = None
    passages_per_part: int = 6


class Emitter:
    """Builds each event with the answer's id and the next ``seq`` and hands it to ``sink``.

    Nothing goes out after ``done`` or ``error``: a check that finishes in the instant its answer is cancelled
    (``asyncio.wait_for`` can return a result it was cancelled for) is dropped here, not sent late.
    """

    def __init__(self, answer_id: str, sink: Callable[[AnswerEvent], None], first_seq: int = 1) -> None:
        self.answer_id = answer_id
        self._sink = sink
        self._seq = first_seq
        self.closed = False

    def _send(self, event: AnswerEvent) -> None:
        if self.closed:
            log.debug("event after the end dropped", answer_id=self.answer_id, kind=type(event).__name__)
            return
        self.closed = is_terminal(event)
        self._seq += 1
        self._sink(event)

    def _next(self) -> int:
        return self._seq

    def queued(self, ahead: int) -> None:
        self._send(QueuedEvent(answer_id=self.answer_id, seq=self._next(), ahead=ahead))

    def text(self, sentence_id: str, delta: str) -> None:
        self._send(TextEvent(answer_id=self.answer_id, seq=self._next(), sentence_id=sentence_id, delta=delta))

    def sentence_end(self, sentence: Sentence) -> None:
        self._send(
            SentenceEndEvent(
                answer_id=self.answer_id,
                seq=self._next(),
                sentence_id=sentence.id,
                start=sentence.doc_start,
                end=sentence.doc_end,
            )
        )

    def attribution(self, body: Attribution) -> None:
        self._send(
            AttributionEvent(
                answer_id=self.answer_id,
                seq=self._next(),
                sentence_id=body.sentence_id,
                support=body.support,
                score=body.score,
                citations=body.citations,
                spans=body.spans,
                reason=body.reason,
                contradicted_by=body.contradicted_by,
                contradicted=body.contradicted,
            )
        )

    def correction(
        self, sentence_id: str, text: str, body: Attribution, edits: Sequence[Edit], *, suggested: bool
    ) -> None:
        """A correction that passed its re-check: applied (``rewrite``), or in check mode only offered to the
        handler (``suggestion``). The two events carry the same fields."""
        event = SuggestionEvent if suggested else RewriteEvent
        self._send(
            event(
                answer_id=self.answer_id,
                seq=self._next(),
                sentence_id=sentence_id,
                text=text,
                attribution=body,
                edits=tuple(edits),
            )
        )

    def confirm(self, sentence_id: str, score: float, shown: Sequence[Citation], why: ConfirmWhy) -> None:
        self._send(
            ConfirmEvent(
                answer_id=self.answer_id,
                seq=self._next(),
                sentence_id=sentence_id,
                score=score,
                citation=shown[0] if shown else None,
                why=why,
                citations=tuple(shown),
            )
        )

    def stub(self, sentence_id: str) -> None:
        self._send(StubEvent(answer_id=self.answer_id, seq=self._next(), sentence_id=sentence_id, text=STUB_TEXT))

    def done(
        self,
        label: AnswerLabel,
        unresolved: Sequence[str],
        searched: Sequence[Searched],
        to_confirm: Sequence[str] = (),
        suggested: Sequence[str] = (),
        unanswered: Sequence[str] = (),
    ) -> None:
        self._send(
            DoneEvent(
                answer_id=self.answer_id,
                seq=self._next(),
                label=label,
                unresolved=tuple(unresolved),
                searched=tuple(searched),
                to_confirm=tuple(to_confirm),
                suggested=tuple(suggested),
                unanswered=tuple(unanswered),
            )
        )

    def error(self, code: str, message: str) -> None:
        self._send(ErrorEvent(answer_id=self.answer_id, seq=self._next(), code=code, message=message))


def _merge(first: Sequence[Passage], second: Sequence[Passage]) -> list[Passage]:
    seen: dict[str, Passage] = {}
    for passage in [*first, *second]:
        seen.setdefault(passage.id, passage)
    return list(seen.values())


def _as_shown(policy: SurfacePolicy, body: Attribution, sentence: Sentence) -> Attribution:
    """The verdict as it may go on the wire: under this sentence's id whatever id the checker echoed, with the
    support the policy acts on (an "entailed" under this surface's threshold is not shown as entailed), and
    never ``not_a_claim`` from a checker (only check-worthiness exempts a sentence: that is not a verdict)."""
    support = effective_support(policy, body.support, body.score)
    if support is Support.NOT_A_CLAIM:
        return unverified(sentence)
    if support is body.support and body.sentence_id == sentence.id:
        return body
    return msgspec.structs.replace(body, sentence_id=sentence.id, support=support)


async def _instant(text: str) -> AsyncIterator[str]:
    yield text


async def _instant_pieces(pieces: Sequence[str]) -> AsyncIterator[str]:
    for piece in pieces:
        yield piece


class AnswerPipeline:
    def __init__(
        self, answer_id: str, request: AnswerRequest, policy: SurfacePolicy, parts: PipelineParts, emit: Emitter
    ) -> None:
        self.answer_id = answer_id
        self.request = request
        self.policy = policy
        self.parts = parts
        self.emit = emit
        self._passages: list[Passage] = []
        self._checks: list[asyncio.Task[tuple[str, Outcome]]] = []
        self._seen: list[Sentence] = []
        # Check mode knows the whole text up front: check-worthiness is judged on all of it (a signature or
        # an address block reads differently once the whole letter is in view).
        self._premarked: dict[tuple[int, int], Sentence] = {}
        # A letter about a claim draws on that claim's file and the policy documents, never another claim's.
        self.scope = DraftScope.for_claim(request.claim_ref, request.instruction)
        self._parts: tuple[InstructionPart, ...] = ()
        # What the drafter said each stretch of its text is (frame, approved wording, the part a fact answers).
        self._roles: list[tuple[int, int, Role, int | None]] = []
        self._drafted = 0
        self._part_of: dict[str, int | None] = {}
        self._sentence_texts: dict[str, str] = {}
        self._frame: frozenset[str] = frozenset()

    async def run(self) -> None:
        """Run to ``done`` or ``error``; on cancellation emit ``error`` (code ``cancelled``) and stop.

        With an admission limit, the answer first waits its turn (``queued`` events say how many are ahead)."""
        admission = self.parts.admission
        entered = False
        try:
            if admission is not None:
                await admission.enter(self.emit.queued, self.parts.owner)
                entered = True
            await self._run()
        except TooManyAnswers as exc:
            self.emit.error("too_many_answers", str(exc))
        except asyncio.CancelledError:
            self._stop_checks()
            self.emit.error("cancelled", "the answer was cancelled")
            raise
        except DraftError as exc:
            self._stop_checks()
            log.warning("draft failed", answer_id=self.answer_id, error=str(exc))
            self.emit.error("draft_failed", str(exc))
        except Exception as exc:
            self._stop_checks()
            log.exception("answer failed", answer_id=self.answer_id)
            self.emit.error("internal", f"the answer failed: {type(exc).__name__}")
        finally:
            if entered and admission is not None:
                admission.leave(self.parts.owner)

    def _stop_checks(self) -> None:
        for task in self._checks:
            task.cancel()

    async def _retrieve(self, query: str, limit: int) -> list[Passage]:
        found = await asyncio.to_thread(
            self.parts.retriever.retrieve, self.request.collection, query, limit, self.scope
        )
        # A passage that instructs its reader is neither drafted from nor evidence (vouch.ingest.injection).
        return usable_evidence(found)

    async def _nlp(self, fn: Callable[[], _T]) -> _T:
        if self.parts.nlp is None:
            return fn()
        return await asyncio.get_running_loop().run_in_executor(self.parts.nlp, fn)

    def _searched(self) -> list[Searched]:
        if self._passages:
            return [Searched(id=p.id, address=p.address) for p in self._passages]
        return self.parts.documents(self.request.collection, self.scope)

    async def _run(self) -> None:
        request = self.request
        if request.check_mode:
            query = f"{request.instruction} {request.text}".strip()
            try:
                self._passages = await self._retrieve(query, self.parts.passages_per_answer)
            except Exception as exc:
                log.warning("retrieval failed", answer_id=self.answer_id, error=repr(exc))
                self.emit.error("retrieval_failed", "the documents could not be searched; nothing was drafted")
                return
            text = request.text or ""
            marked = await self._nlp(lambda: self.parts.mark(self.parts.segment(text)))
            self._premarked = {(s.doc_start, s.doc_end): s for s in marked}
            await self._stream(_instant(text))
            return
        try:
            draft = await plan_letter(
                request.instruction,
                self.policy.surface,
                self._retrieve,
                passages_per_answer=self.parts.passages_per_answer,
                passages_per_part=self.parts.passages_per_part,
                claim_ref=self.scope.claim_ref,
                author_name=request.author_name,
                author_team=request.author_team,
                letter_type=request.letter_type,
                claim_file=self._claim_file,
                template=self._template,
                similar=self.parts.similar,
            )
        except Exception as exc:
            log.warning("retrieval failed", answer_id=self.answer_id, error=repr(exc))
            self.emit.error("retrieval_failed", "the documents could not be searched; nothing was drafted")
            return
        self._passages = list(draft.passages)
        self._parts = draft.parts
        if self.policy.surface is Surface.LETTER_DRAFT:
            self._frame = frame_lines(draft.letter)
        if not draft.answerable:
            if self.policy.surface is Surface.LETTER_DRAFT:
                # The letter's frame, written by construction, with every part named as not found: no drafter
                # is asked to write from nothing.
                await self._stream(_instant_pieces(frame_only_letter(draft)), evidence_found=False)
                return
            await self._nothing_found()
            return
        await self._stream(self.parts.drafter.stream(draft))

    def _claim_file(self) -> list[Passage]:
        if self.parts.claim_file is None or self.scope.claim_ref is None:
            return []
        return self.parts.claim_file(self.request.collection, self.scope)

    def _template(self, letter_type: LetterType) -> LetterTemplate | None:
        if self.parts.templates is None:
            return None
        return self.parts.templates(self.request.collection, letter_type)

    async def _stream(self, source: AsyncIterator[str], *, evidence_found: bool = True) -> None:
        segmenter = StreamSegmenter(self.parts.segment)
        async for delta in source:
            self._note_role(delta)
            if segmenter.will_segment(delta):
                self._handle(await self._nlp(partial(segmenter.feed, delta)))
            else:
                self._handle(segmenter.feed(delta))
        self._handle(await self._nlp(segmenter.finish))
        outcomes = await asyncio.gather(*self._checks)
        decision = decide_answer(self.policy, outcomes, evidence_found=evidence_found and bool(self._passages))
        unanswered = unanswered_parts(self._parts, self._part_of, dict(outcomes), self._sentence_texts)
        self.emit.done(
            decision.label,
            decision.unresolved,
            self._searched(),
            decision.to_confirm,
            decision.suggested,
            unanswered=unanswered,
        )

    def _note_role(self, delta: str) -> None:
        start, self._drafted = self._drafted, self._drafted + len(delta)
        if not isinstance(delta, Piece):
            return
        last = self._roles[-1] if self._roles else None
        if last is not None and last[1] == start and last[2] is delta.role and last[3] == delta.part:
            self._roles[-1] = (last[0], self._drafted, delta.role, delta.part)
        else:
            self._roles.append((start, self._drafted, delta.role, delta.part))

    def _role_of(self, sentence: Sentence) -> tuple[Role | None, int | None]:
        """The drafter's role for a sentence, when the stretches it said cover all of it: frame or approved
        wording throughout (a template's approved words around a filled-in claim reference) is not a claim;
        one part's facts throughout answer that part; anything mixed is checked like any sentence."""
        covering = [r for r in self._roles if r[0] < sentence.doc_end and r[1] > sentence.doc_start]
        if not covering or covering[0][0] > sentence.doc_start or covering[-1][1] < sentence.doc_end:
            return None, None
        if any(a[1] != b[0] for a, b in itertools.pairwise(covering)):
            return None, None
        roles = {r[2] for r in covering}
        if roles <= {Role.FRAME, Role.APPROVED}:
            return (Role.APPROVED if Role.APPROVED in roles else Role.FRAME), None
        parts = {r[3] for r in covering}
        if roles == {Role.PART} and len(parts) == 1:
            return Role.PART, parts.pop()
        return None, None

    async def _nothing_found(self) -> None:
        """One sentence saying so, not a claim about the documents, and the list of what was searched."""
        sentence = Sentence(id="s1", text=NO_EVIDENCE_TEXT, doc_start=0, doc_end=len(NO_EVIDENCE_TEXT), is_claim=False)
        self.emit.text(sentence.id, sentence.text)
        self.emit.sentence_end(sentence)
        self.emit.attribution(not_a_claim(sentence))
        decision = decide_answer(self.policy, [(sentence.id, Outcome.NOT_A_CLAIM)], evidence_found=False)
        unanswered = [p.text for p in self._parts]
        self.emit.done(decision.label, decision.unresolved, self._searched(), unanswered=unanswered)

    def _handle(self, items: Sequence[StreamItem]) -> None:
        for item in items:
            if isinstance(item, TextPiece):
                self.emit.text(item.sentence_id, item.delta)
            elif isinstance(item, SentenceDone):
                self.emit.sentence_end(item.sentence)
                self._checks.append(asyncio.create_task(self._check(item.sentence), name=f"check-{item.sentence.id}"))

    async def _check(self, sentence: Sentence) -> tuple[str, Outcome]:
        try:
            return sentence.id, await self._check_sentence(sentence)
        except asyncio.CancelledError:
            raise
        except Exception:
            # A bug must not turn into a clean mark: the sentence is unverified and stays unresolved.
            log.exception("sentence check failed", answer_id=self.answer_id, sentence=sentence.id)
            self.emit.attribution(unverified(sentence))
            return sentence.id, Outcome.UNVERIFIED

    async def _mark(self, sentence: Sentence) -> Sentence:
        """``sentence`` with its check-worthiness, judged in the light of the sentences before it."""
        self._seen.append(sentence)
        judged = self._premarked.get((sentence.doc_start, sentence.doc_end))
        if judged is None:
            seen = list(self._seen)
            judged = (await self._nlp(lambda: self.parts.mark(seen)))[-1]
        return replace(sentence, is_claim=judged.is_claim, reason=judged.reason)

    async def _check_sentence(self, sentence: Sentence) -> Outcome:
        policy, checks = self.policy, self.parts.checks
        role, part = self._role_of(sentence)
        if role is None and sentence.text.strip() in self._frame:
            role = Role.FRAME
        self._sentence_texts[sentence.id] = sentence.text
        self._part_of[sentence.id] = part
        if role is Role.FRAME or role is Role.APPROVED:
            # Written by construction: the letter's frame, or a lead's approved wording; no document fact.
            self._seen.append(sentence)
            reason = "letter frame" if role is Role.FRAME else "approved template wording"
            self.emit.attribution(msgspec.structs.replace(not_a_claim(sentence), reason=reason))
            return Outcome.NOT_A_CLAIM
        sentence = await self._mark(sentence)
        if not sentence.is_claim:
            self.emit.attribution(not_a_claim(sentence))
            return Outcome.NOT_A_CLAIM
        # A drafted sentence is checked against the passages its draft was written from: a grounded draft
        # states nothing else. The handler's own text (check mode) was written from nothing we know, so each
        # sentence is also searched for on its own words.
        passages = self._passages
        if self.request.check_mode:
            try:
                passages = _merge(passages, await self._retrieve(sentence.text, self.parts.passages_per_sentence))
            except Exception as exc:  # the answer's own passages still count
                log.warning(
                    "sentence retrieval failed", answer_id=self.answer_id, sentence=sentence.id, error=repr(exc)
                )
        first = _as_shown(policy, await checks.verify(sentence, passages, policy.threshold), sentence)
        self.emit.attribution(first)
        in_doubt = bool(first.citations) and all(c.warning for c in first.citations)
        action = decide_sentence(
            policy,
            first.support,
            first.score,
            rewritten=False,
            checking=self.request.check_mode,
            evidence_in_doubt=in_doubt,
        )
        if action is SentenceAction.REWRITE:
            rewritten = await checks.rewrite(sentence, passages, policy.threshold)
            if rewritten is not None:
                again = _as_shown(policy, rewritten.attribution, sentence)
                if accept_rewrite(
                    policy,
                    rewritten.measure,
                    again.support,
                    again.score,
                    value_sources=[e.address for e in rewritten.edits if e.address],
                    cited=[c.address for c in again.citations],
                    offered=self.request.check_mode,
                    doubtful=[c.address for c in again.citations if c.warning],
                    clause_dropped=any(e.kind == "clause_dropped" for e in rewritten.edits),
                ):
                    # The handler's words change only when the handler says so.
                    suggested = self.request.check_mode
                    self.emit.correction(sentence.id, rewritten.text, again, rewritten.edits, suggested=suggested)
                    return Outcome.SUGGESTED if suggested else Outcome.SUPPORTED
            action = decide_sentence(
                policy,
                first.support,
                first.score,
                rewritten=True,
                checking=self.request.check_mode,
                contradicted=first.contradicted,
            )
        if action is SentenceAction.STUB:
            self.emit.stub(sentence.id)
        elif action is SentenceAction.CONFIRM:
            why = confirm_why(first.support, contradicted=first.contradicted, evidence_in_doubt=in_doubt)
            self.emit.confirm(sentence.id, first.score, confirm_passages(first), why)
        return outcome_after(action, first.support)


def confirm_passages(attribution: Attribution) -> tuple[Citation, ...]:
    """What a "please confirm" card shows: the best passage and, when its claim is supported by two passages
    together (``Citation.paired_with``), the one it is read with; neither says it alone."""
    if not attribution.citations:
        return ()
    best = attribution.citations[0]
    partner = next((c for c in attribution.citations if best.paired_with and c.id == best.paired_with), None)
    return (best,) if partner is None else (best, partner)
