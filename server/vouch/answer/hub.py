"""The answers of one server process: start them, follow their events (resume), cancel them.

The transports (WebSocket and SSE, ``vouch.stream``) talk only to this. It checks who may do what: starting an
answer needs the DRAFT permission and read access to the collection; following or cancelling one needs to be
the user who started it (anyone else is told it does not exist, so answer ids do not leak).
"""

from __future__ import annotations

import asyncio
import contextlib
import re
import secrets
from collections.abc import AsyncIterator, Callable, Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace
from typing import Any

from redis.asyncio import Redis as AsyncRedis
from redis.exceptions import RedisError

from vouch.answer.adapters import (
    LazyMarker,
    LazySegment,
    MarkSentences,
    PassageRetriever,
    SearchServiceRetriever,
    Segment,
    claim_file,
    documents_searched,
)
from vouch.answer.admission import Admission
from vouch.answer.checking import CheckBackend, Verifier
from vouch.answer.events import AnswerEvent, Searched
from vouch.answer.pipeline import AnswerPipeline, AnswerRequest, Emitter, PipelineParts
from vouch.answer.redis_store import RedisAnswerMirror
from vouch.answer.settings import AnswerSettings
from vouch.answer.store import AnswerLog, AnswerMeta, MemoryAnswerStore
from vouch.audit.store import AuditStore
from vouch.auth.roles import Permission
from vouch.auth.store import User
from vouch.draft.base import Drafter, LetterTemplate
from vouch.draft.factory import build_drafter
from vouch.draft.instruction import LetterType
from vouch.draft.relevance import Similar, encoder_similarity
from vouch.draft.templates import approved_templates
from vouch.jobs.inline import InlineChecks
from vouch.jobs.verifiers import DEFAULT_FACTORY, load_factory
from vouch.logs import get_logger
from vouch.model_loads import FIRST_LOADS
from vouch.passages import Passage
from vouch.policy import Surface, SurfacePolicy, parse_surface, policy_table
from vouch.review.submit import report_finished
from vouch.search.scope import DraftScope
from vouch.services import Services
from vouch.settings import Settings

log = get_logger("vouch.answer")

MAX_INSTRUCTION_CHARS = 4000
MAX_CHECK_TEXT_CHARS = 20000


class AnswerError(Exception):
    code = "bad_request"


class BadAnswerRequest(AnswerError):
    code = "bad_request"


class AnswerForbidden(AnswerError):
    code = "forbidden"


class AnswerNotFound(AnswerError):
    code = "not_found"


class ResumePastEnd(AnswerError):
    """A resume from a ``last_seq`` the answer never reached: the client's view and the server's disagree."""

    code = "resume_past_end"

    def __init__(self, answer_id: str, last_seq: int, asked: int) -> None:
        super().__init__(
            f"answer {answer_id!r} has events up to seq {last_seq}; last_seq {asked} is past its end"
            " (resume with last_seq 0 to replay it)"
        )
        self.last_seq = last_seq


@dataclass(frozen=True)
class DraftMessage:
    """A validated ``draft`` request (WebSocket message or POST body)."""

    surface: Surface
    request: AnswerRequest


def _text_field(body: Mapping[str, Any], name: str, limit: int, required: bool) -> str | None:
    value = body.get(name)
    if value is None:
        if required:
            raise BadAnswerRequest(f"'{name}' is required")
        return None
    if not isinstance(value, str):
        raise BadAnswerRequest(f"'{name}' must be a string")
    if len(value) > limit:
        raise BadAnswerRequest(f"'{name}' is longer than {limit} characters")
    return value


def parse_draft(body: Mapping[str, Any]) -> DraftMessage:
    try:
        surface = parse_surface(body.get("surface"))
    except ValueError as exc:
        raise BadAnswerRequest(str(exc)) from None
    collection = _text_field(body, "collection", 200, required=True) or ""
    instruction = _text_field(body, "instruction", MAX_INSTRUCTION_CHARS, required=False) or ""
    text = _text_field(body, "text", MAX_CHECK_TEXT_CHARS, required=False)
    request_id = body.get("request_id")
    if request_id is not None and not isinstance(request_id, str | int):
        raise BadAnswerRequest("'request_id' must be a string")
    if text is not None and not text.strip():
        raise BadAnswerRequest("'text' to check is empty")
    if text is None and not instruction.strip():
        raise BadAnswerRequest("'instruction' is required when there is no 'text' to check")
    claim_ref = _text_field(body, "claim_ref", 100, required=False)
    return DraftMessage(
        surface,
        AnswerRequest(
            collection=collection,
            instruction=instruction,
            text=text,
            request_id=None if request_id is None else str(request_id),
            claim_ref=claim_ref.strip() or None if claim_ref is not None else None,
            reask_of=_reask_of(body.get("reask_of")),
        ),
    )


_ANSWER_ID = re.compile(r"^a_[A-Za-z0-9_-]{1,64}$")


def _reask_of(value: object) -> str | None:
    """The answer a re-ask follows: its id, or ``{"answer_id": ..., "sentence_id": ...}`` as the add-in sends it
    (the stub that was asked again is a sentence of that answer; the audit links answers)."""
    if value is None:
        return None
    if isinstance(value, Mapping):
        value = value.get("answer_id")
    if not isinstance(value, str) or not _ANSWER_ID.match(value):
        raise BadAnswerRequest("'reask_of' must be an answer id (a_...) or {answer_id, sentence_id}")
    return value


def _lazy(factory: Callable[[], Verifier]) -> Callable[[], Verifier]:
    """Build on first use (on a check thread, so a model loads off the event loop), once."""
    built: list[Verifier] = []

    def get() -> Verifier:
        if not built:
            with FIRST_LOADS:
                if not built:
                    built.append(factory())
        return built[0]

    return get


def _load_all(loaders: list[Any]) -> None:
    with FIRST_LOADS:
        for load in loaders:
            if callable(load):
                try:
                    load()
                except Exception as exc:
                    log.warning("warm-up failed", error=repr(exc))


class AnswerHub:
    def __init__(
        self,
        *,
        policies: Mapping[Surface, SurfacePolicy],
        retriever: PassageRetriever,
        drafter: Drafter,
        inline: CheckBackend,
        queued: CheckBackend | None,
        segment: Segment,
        mark: MarkSentences,
        documents: Callable[[str, DraftScope], list[Searched]],
        collection_exists: Callable[[str], bool],
        answer_settings: AnswerSettings,
        mirror: RedisAnswerMirror | None = None,
        audit: AuditStore | None = None,
        claim_file: Callable[[str, DraftScope], list[Passage]] | None = None,
        templates: Callable[[str, LetterType], LetterTemplate | None] | None = None,
        similar: Similar | None = None,
    ) -> None:
        self.policies = dict(policies)
        self.retriever = retriever
        self.drafter = drafter
        self.inline = inline
        self.queued = queued
        self.segment = segment
        self.mark = mark
        self.documents = documents
        self.claim_file = claim_file
        self.templates = templates
        self.similar = similar
        self.collection_exists = collection_exists
        self.settings = answer_settings
        self.mirror = mirror
        self.audit = audit  # finished answers are recorded there, stubs and refusals queued for review
        self.store = MemoryAnswerStore(answer_settings.retention_s)
        self._tasks: dict[str, asyncio.Task[None]] = {}
        limit = answer_settings.max_active_answers
        per_user = (answer_settings.max_running_per_user, answer_settings.max_queued_per_user)
        # 0 means no global limit; a per-user share still needs the admission to count answers per user.
        self.admission = Admission(limit if limit > 0 else 1_000_000, *per_user) if limit > 0 or any(per_user) else None
        self._warmed = False
        # One thread for the parser work of every answer (segmentation, check-worthiness): it keeps the event
        # loop free for streaming, and spaCy is not promised to be safe to call from several threads at once.
        self._nlp = ThreadPoolExecutor(max_workers=1, thread_name_prefix="vouch-nlp")

    @classmethod
    def build(
        cls,
        settings: Settings,
        services: Services,
        answer_settings: AnswerSettings | None = None,
        *,
        retriever: PassageRetriever | None = None,
        drafter: Drafter | None = None,
        verifier: Verifier | None = None,
        segment: Segment | None = None,
        mark: MarkSentences | None = None,
    ) -> AnswerHub:
        """Parts from settings; tests pass their own. Cheap: no model loads and no connection is made here."""
        options = answer_settings or AnswerSettings.from_env()
        if verifier is not None:
            fixed = verifier
            make_verifier: Callable[[], Verifier] = lambda: fixed  # noqa: E731
        else:
            make_verifier = _lazy(load_factory(options.verifier_factory or DEFAULT_FACTORY))
        inline = InlineChecks(make_verifier, options.verify_timeout_s, options.verify_threads)
        queued: CheckBackend | None = None
        mirror: RedisAnswerMirror | None = None
        if settings.redis_url is not None:
            from vouch.jobs.remote import QueuedChecks, fail_fast_async

            queued = QueuedChecks(
                settings.redis_url, settings.verify_queue, options.verify_timeout_s, options.effective_job_timeout_s
            )
            client = AsyncRedis.from_url(settings.redis_url, socket_timeout=3.0, **fail_fast_async())
            mirror = RedisAnswerMirror(client, options.retention_s)
        policies = policy_table(options.thresholds)
        chosen = drafter or build_drafter(options.drafter)
        hub = cls(
            policies=policies,
            retriever=retriever or SearchServiceRetriever(services.search),
            drafter=chosen,
            inline=inline,
            queued=queued,
            segment=segment or LazySegment(),
            mark=mark or LazyMarker(),
            documents=documents_searched(services.passages),
            collection_exists=lambda name: services.collections.get(name) is not None,
            answer_settings=options,
            mirror=mirror,
            audit=services.audit,
            claim_file=claim_file(services.passages),
            templates=approved_templates(services.passages),
            similar=encoder_similarity(services.search.embedder),
        )
        bind = getattr(chosen, "bind_checker", None)
        if bind is not None:
            # The extractive drafter checks what it drafts with this checker. It is first built on the NLP
            # thread, behind the warm-up: importing spaCy on two threads at once fails.
            bind(make_verifier, policies[Surface.LETTER_DRAFT].threshold, hub._nlp)
        meaning = getattr(chosen, "bind_meaning", None)
        if meaning is not None:
            meaning(hub.similar)
        return hub

    # -- access ----------------------------------------------------------------------------------------------

    def authorize_draft(self, user: User, collection: str) -> None:
        if not user.can(Permission.DRAFT):
            raise AnswerForbidden(f"role {user.role.value!r} may not ask for drafts or checks")
        # An unknown collection looks the same as a foreign one, so names do not leak.
        if not user.can_read_collection(collection) or not self.collection_exists(collection):
            raise AnswerForbidden(f"you have no access to collection {collection!r}")

    def _owned(self, user: User, meta: AnswerMeta | None, answer_id: str) -> AnswerMeta:
        if meta is None or meta.owner_id != user.id:
            raise AnswerNotFound(f"no answer {answer_id!r} (it may have expired)")
        return meta

    def authorize_follow(self, user: User, meta: AnswerMeta) -> None:
        """May ``user`` (as they are now) still read this answer of theirs? Checked again for every event
        sent, so a role change or a withdrawn collection grant stops a stream already open."""
        if not user.can(Permission.DRAFT):
            raise AnswerForbidden(f"role {user.role.value!r} may not follow drafts")
        if not user.can_read_collection(meta.collection):
            raise AnswerForbidden(f"you no longer have access to collection {meta.collection!r}")

    # -- operations ------------------------------------------------------------------------------------------

    def start(self, user: User, message: DraftMessage) -> AnswerMeta:
        """Start an answer in the background; its events are then read with ``follow``."""
        # The signed-in user signs the letter.
        request = replace(message.request, author_name=user.name, author_team=user.team)
        self.authorize_draft(user, request.collection)
        self.warm()
        answer_id = "a_" + secrets.token_urlsafe(12)
        meta = AnswerMeta(
            answer_id,
            user.id,
            request.collection,
            message.surface,
            request.request_id,
            request.instruction,
            claim_ref=request.claim_ref,
            reask_of=request.reask_of,
        )
        writer = self.mirror.writer(meta) if self.mirror is not None else None
        answer_log = AnswerLog(meta, on_append=writer.put if writer is not None else None)
        self.store.add(answer_log)
        policy = self.policies[message.surface]
        checks = self.queued if policy.queued and self.queued is not None else self.inline
        parts = PipelineParts(
            retriever=self.retriever,
            drafter=self.drafter,
            checks=checks,
            segment=self.segment,
            mark=self.mark,
            documents=self.documents,
            passages_per_answer=self.settings.passages_per_answer,
            passages_per_sentence=self.settings.passages_per_sentence,
            nlp=self._nlp,
            admission=self.admission,
            owner=user.id,
            claim_file=self.claim_file,
            templates=self.templates,
            similar=self.similar,
        )
        pipeline = AnswerPipeline(answer_id, request, policy, parts, Emitter(answer_id, answer_log.append))
        task = asyncio.create_task(self._run(pipeline, user, answer_log), name=f"answer-{answer_id}")
        self._tasks[answer_id] = task
        task.add_done_callback(lambda _: self._tasks.pop(answer_id, None))
        log.info("answer started", answer_id=answer_id, surface=message.surface.value, check=request.check_mode)
        return meta

    async def _run(self, pipeline: AnswerPipeline, user: User, answer_log: AnswerLog) -> None:
        # Cancelled on request: the pipeline already emitted its terminal error event.
        with contextlib.suppress(asyncio.CancelledError):
            await pipeline.run()
        if self.audit is not None:  # a finished answer (not a cancelled one) goes to the audit and review queue
            await report_finished(
                self.audit,
                user,
                answer_log,
                threshold=pipeline.policy.threshold,
                claim_ref=answer_log.meta.claim_ref,
                reask_of=answer_log.meta.reask_of,
            )

    async def follow(self, user: User, answer_id: str, after_seq: int = 0) -> AsyncIterator[AnswerEvent]:
        """Checks access first (raising ``AnswerNotFound``), then returns the events after ``after_seq``."""
        return (await self.open_follow(user, answer_id, after_seq))[1]

    async def open_follow(
        self, user: User, answer_id: str, after_seq: int = 0
    ) -> tuple[AnswerMeta, AsyncIterator[AnswerEvent]]:
        """``follow`` with the answer's meta, for transports that re-check access on every event. A resume past
        the last event of an answer held here raises ``ResumePastEnd``."""
        local = self.store.get(answer_id)
        if local is not None:
            meta = self._owned(user, local.meta, answer_id)
            self.authorize_follow(user, meta)
            if after_seq > len(local.events):
                raise ResumePastEnd(answer_id, len(local.events), after_seq)
            return meta, local.follow(after_seq)
        if self.mirror is not None:
            try:
                found = await self.mirror.meta(answer_id)
            except (RedisError, OSError) as exc:
                log.warning("resume from Redis failed", answer_id=answer_id, error=repr(exc))
                found = None
            meta = self._owned(user, found, answer_id)
            self.authorize_follow(user, meta)
            return meta, self.mirror.follow(answer_id, after_seq)
        raise AnswerNotFound(f"no answer {answer_id!r} (it may have expired)")

    def cancel(self, user: User, answer_id: str) -> bool:
        """True when a running answer was cancelled; False when it had already finished."""
        local = self.store.get(answer_id)
        self._owned(user, local.meta if local is not None else None, answer_id)
        task = self._tasks.get(answer_id)
        # After `done` the task may still be writing the answer's audit records: that must not be interrupted,
        # and an answer the user has seen finish was not cancelled.
        if task is None or task.done() or (local is not None and local.finished):
            return False
        task.cancel()
        return True

    def running(self) -> int:
        return len(self._tasks)

    def warm(self) -> None:
        """Load the in-process verifier in the background (once), so the first answer does not pay for it."""
        if self._warmed:
            return
        self._warmed = True
        # Not the search embedder: it belongs to the search service (one per Services), which loads it on its
        # first query.
        loaders = [getattr(part, "load", None) for part in (self.segment, self.mark)]
        warm = getattr(self.inline, "warm", None)

        def load_in_turn() -> None:
            # spaCy first, then the verifier: importing spaCy on two threads at once fails (KeyError 'spacy'),
            # which left the first answers unverified and the segmenter on its punctuation stand-in.
            _load_all(loaders)
            if callable(warm):
                warm()

        self._nlp.submit(load_in_turn)

    async def close(self) -> None:
        tasks = list(self._tasks.values())
        for task in tasks:
            task.cancel()
        if tasks:
            await asyncio.gather(*tasks, return_exceptions=True)
        for backend in (self.inline, self.queued):
            if backend is not None:
                await backend.close()
        await self.drafter.close()
        self._nlp.shutdown(wait=False, cancel_futures=True)
        if self.mirror is not None:
            await self.mirror.client.aclose()  # type: ignore[attr-defined]  # types-redis predates aclose
