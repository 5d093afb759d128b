"""bench/stream: lag from ``sentence_end`` to ``attribution`` while drafts stream at 45 tokens/s.

    .venv/bin/python bench/stream.py [--answers 1,20] [--modes inline,rq] [--tokens-per-s 45] [--rounds 3]
                                     [--workers 1] [--redis-url URL] [--verifier builtin|module:callable]

The sample collection (samples/collection) is ingested into a fresh data directory with the embedded search
engine. Each answer is a ``letter_draft`` from the extractive drafter, paced at ``--tokens-per-s``, for one of
the questions in bench/search_questions.jsonl; ``--answers`` of them start at once. The lag of a sentence is
the time from its ``sentence_end`` event to its ``attribution`` event as a client of the answer hub sees them,
so it holds everything the server does for that sentence: check-worthiness, the per-sentence retrieval, and
the check itself, either on the server's thread pool (``inline``) or through Redis on ``vouch worker``
processes (``rq``: enqueue, the worker, the reply list). Each row runs its answers ``--rounds`` times, one
round after another, so a row of one answer holds a few dozen sentences rather than a handful.

Each row also prints the offered load: sentences per second arriving at the checker times the baseline's mean
time per sentence (the checker alone, using every core). Above 1x, sentences arrive faster than the box can
check them, they queue, and no amount of scheduling meets the budget: that needs more cores (workers).

Baseline, measured in the same run: the same verifier called directly, one sentence at a time, on the same
sentences and passages (no streaming, no concurrency, no transport). Each row prints p95 / baseline p95.
Budget (DESIGN.md): attribution <= 300 ms p95 after its sentence_end.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "server"))
sys.path.insert(0, str(REPO))

from vouch.answer.adapters import LazyMarker, LazySegment, SearchServiceRetriever  # noqa: E402
from vouch.answer.checking import Verifier  # noqa: E402
from vouch.answer.events import AttributionEvent, ErrorEvent, SentenceEndEvent, TextEvent  # noqa: E402
from vouch.answer.hub import AnswerHub, DraftMessage  # noqa: E402
from vouch.answer.pipeline import AnswerRequest  # noqa: E402
from vouch.answer.settings import AnswerSettings  # noqa: E402
from vouch.auth.roles import Role  # noqa: E402
from vouch.draft.extractive import ExtractiveDrafter  # noqa: E402
from vouch.jobs.verifiers import DEFAULT_FACTORY, load_factory  # noqa: E402
from vouch.policy import Surface  # noqa: E402
from vouch.services import Services  # noqa: E402
from vouch.settings import Settings  # noqa: E402

COLLECTION = "halden-claims"
BUDGET_MS = 300.0


def percentile(values: Sequence[float], p: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    k = max(0, min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1))))
    return ordered[k]


@dataclass
class Run:
    mode: str
    answers: int
    lags_ms: list[float] = field(default_factory=list)
    unverified: int = 0
    errors: int = 0
    wall_s: float = 0.0
    start_waits_ms: list[float] = field(default_factory=list)  # asked -> first text (queued behind others)


class Questions:
    """Each run takes the next questions, so no run gets the sentences an earlier one already checked (the
    parser and the checker cache what they have seen: repeats would flatter the later rows)."""

    def __init__(self) -> None:
        lines = (REPO / "bench" / "search_questions.jsonl").read_text().splitlines()
        self.asked = [json.loads(line)["question"] for line in lines if line.strip()]
        self.used = 0

    def take(self, n: int) -> list[str]:
        out = [self.asked[(self.used + i) % len(self.asked)] for i in range(n)]
        self.used += n
        return out


QUESTIONS = Questions()


def ingest(services: Services) -> int:
    from vouch.ingest.pipeline import ingest_paths

    services.collections.create(COLLECTION, "Halden claims (bench)", created_by="bench")
    ingest_paths(services, COLLECTION, [REPO / "samples" / "collection"])
    return len(services.passages.passages(COLLECTION))


async def one_answer(hub: AnswerHub, user: object, instruction: str, run: Run) -> None:
    message = DraftMessage(Surface.LETTER_DRAFT, AnswerRequest(collection=COLLECTION, instruction=instruction))
    asked = time.perf_counter()
    meta = hub.start(user, message)  # type: ignore[arg-type]
    ended: dict[str, float] = {}
    first_text = True
    async for event in await hub.follow(user, meta.answer_id):  # type: ignore[arg-type]
        now = time.perf_counter()
        if isinstance(event, TextEvent) and first_text:
            first_text = False
            run.start_waits_ms.append((now - asked) * 1000)
        if isinstance(event, SentenceEndEvent):
            ended[event.sentence_id] = now
        elif isinstance(event, AttributionEvent) and event.sentence_id in ended:
            if event.support == "not_a_claim":
                continue
            run.lags_ms.append((now - ended[event.sentence_id]) * 1000)
            run.unverified += event.support == "unverified"
        elif isinstance(event, ErrorEvent):
            run.errors += 1


async def measure(hub: AnswerHub, user: object, mode: str, answers: int, rounds: int = 1) -> Run:
    run = Run(mode, answers)
    for _ in range(rounds):
        started = time.perf_counter()
        await asyncio.gather(*(one_answer(hub, user, q, run) for q in QUESTIONS.take(answers)))
        run.wall_s += time.perf_counter() - started
    return run


def baseline(verifier: Verifier, hub: AnswerHub, services: Services, rounds: int) -> list[float]:
    """The verifier alone on the sentences the drafter writes, with the passages the pipeline would give it."""
    from vouch.draft.base import DraftRequest
    from vouch.draft.extractive import compose
    from vouch.search.scope import DraftScope

    retriever = hub.retriever
    lags: list[float] = []
    for instruction in QUESTIONS.take(rounds):
        passages = retriever.retrieve(COLLECTION, instruction, 6, DraftScope())
        text = compose(DraftRequest(instruction, passages, Surface.LETTER_DRAFT))
        for sentence in hub.mark(hub.segment(text)):
            if not sentence.is_claim:
                continue
            started = time.perf_counter()
            verifier.verify(sentence, passages, 0.8)
            lags.append((time.perf_counter() - started) * 1000)
    return lags


def start_workers(
    count: int, redis_url: str, queue: str, data_dir: Path, factory: str
) -> list[subprocess.Popen[bytes]]:
    # The workers check with the same model as the baseline: VOUCH_CHECKER_* pass through, other VOUCH_* do not.
    env = {k: v for k, v in os.environ.items() if not k.startswith("VOUCH_") or k.startswith("VOUCH_CHECKER_")}
    env.update(
        VOUCH_REDIS_URL=redis_url,
        VOUCH_VERIFY_QUEUE=queue,
        VOUCH_DATA_DIR=str(data_dir),
        VOUCH_VERIFIER_FACTORY=factory,
        VOUCH_LOG_LEVEL="WARNING",
        PYTHONPATH=str(REPO),
    )
    return [
        subprocess.Popen(
            [sys.executable, "-m", "vouch", "worker"], env=env, cwd=REPO, stdout=subprocess.DEVNULL, stderr=None
        )
        for _ in range(count)
    ]


def wait_for_workers(redis_url: str, queue: str, count: int, timeout: float = 120) -> None:
    from redis import Redis
    from rq import Queue, Worker

    deadline = time.monotonic() + timeout
    q = Queue(queue, connection=Redis.from_url(redis_url))
    while len(Worker.all(queue=q)) < count:
        if time.monotonic() > deadline:
            raise SystemExit(f"{count} worker(s) did not start within {timeout} s")
        time.sleep(0.2)


def clean_queue(redis_url: str, name: str) -> None:
    """Leave nothing of the bench's queue in Redis: registries, jobs still queued or failed, the queue itself."""
    from redis import Redis
    from rq import Queue

    redis = Redis.from_url(redis_url)
    queue = Queue(name, connection=redis)
    for job_id in {*queue.get_job_ids(), *queue.failed_job_registry.get_job_ids()}:
        redis.delete(f"rq:job:{job_id}", f"rq:results:{job_id}")
    for key in redis.scan_iter(match=f"rq:*{name}*"):
        redis.delete(key)
    redis.srem("rq:queues", queue.key)


def build_hub(
    settings: Settings, services: Services, verifier: Verifier, tokens_per_s: float, max_active: int
) -> AnswerHub:
    return AnswerHub.build(
        settings,
        services,
        # One bench user stands for many handlers: no per-user share, or the offered load would be refused.
        AnswerSettings(
            verify_timeout_s=10.0, max_active_answers=max_active, max_running_per_user=0, max_queued_per_user=0
        ),
        retriever=SearchServiceRetriever(services.search),
        drafter=ExtractiveDrafter(tokens_per_s=tokens_per_s),
        verifier=verifier,
        segment=LazySegment(),
        mark=LazyMarker(),
    )


def row(label: str, answers: str, lags: Sequence[float], base_p95: float, extra: str = "") -> str:
    p50, p95 = percentile(lags, 50), percentile(lags, 95)
    ratio = p95 / base_p95 if base_p95 > 0 else float("nan")
    verdict = "ok" if p95 <= BUDGET_MS else "OVER"
    return (
        f"{label:<9} {answers:>7} {len(lags):>9} {p50:>8.1f} {p95:>8.1f} {max(lags, default=0):>8.1f} "
        f"{ratio:>9.2f}x  {verdict:<4} {extra}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--answers", default="1,20", help="concurrent answers per run, comma-separated")
    parser.add_argument("--modes", default="inline,rq")
    parser.add_argument("--tokens-per-s", type=float, default=45.0)
    parser.add_argument("--workers", type=int, default=1, help="vouch worker processes for the rq mode")
    parser.add_argument("--redis-url", default=os.environ.get("VOUCH_REDIS_URL", "redis://127.0.0.1:6399/0"))
    parser.add_argument("--verifier", default="builtin", help="'builtin' or module:callable returning a Verifier")
    parser.add_argument("--baseline-rounds", type=int, default=10)
    parser.add_argument("--rounds", type=int, default=3, help="rounds of each row, one after another")
    parser.add_argument(
        "--max-active",
        type=int,
        default=AnswerSettings().max_active_answers,
        help="answers drafting at once (VOUCH_MAX_ACTIVE_ANSWERS; 0: no limit)",
    )
    args = parser.parse_args()
    factory = DEFAULT_FACTORY if args.verifier == "builtin" else args.verifier
    counts = [int(x) for x in args.answers.split(",")]
    modes = [m.strip() for m in args.modes.split(",")]

    with tempfile.TemporaryDirectory(prefix="vouch-bench-stream-") as tmp:
        data_dir = Path(tmp)
        settings = Settings(data_dir=data_dir)
        services = Services.build(settings)
        started = time.perf_counter()
        passages = ingest(services)
        print(f"ingested {passages} passages of samples/collection in {time.perf_counter() - started:.1f} s")
        user = services.users.add("bench", Role.HANDLER, collections=(COLLECTION,)).user
        try:
            verifier = load_factory(factory)()
        except Exception as exc:
            raise SystemExit(f"the verifier {factory} could not be loaded: {exc}") from None
        load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
        print(f"verifier: {factory}; drafter: extractive at {args.tokens_per_s:g} tokens/s")
        print(f"answers drafting at once: {args.max_active or 'no limit'} (the rest wait their turn)")
        print(f"CPUs: {os.cpu_count()}; load average before the runs: {load} (other work on the box skews every row)")

        inline_hub = build_hub(settings, services, verifier, args.tokens_per_s, args.max_active)
        inline_hub.warm()
        baseline(verifier, inline_hub, services, 3)  # warm the model, the search, spaCy
        base = baseline(verifier, inline_hub, services, args.baseline_rounds)
        base_p95 = percentile(base, 95)
        print()
        print(f"{'mode':<9} {'answers':>7} {'sentences':>9} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8} {'p95/base':>10}")
        print(row("baseline", "-", base, base_p95, "verifier alone, sequential"))

        runs: list[Run] = []

        async def run_modes() -> None:
            if "inline" in modes:
                for n in counts:
                    runs.append(await measure(inline_hub, user, "inline", n, args.rounds))
                    print(row("inline", str(n), runs[-1].lags_ms, base_p95, _extra(runs[-1], base)), flush=True)
            await inline_hub.close()
            if "rq" not in modes:
                return
            queue = f"vouch-bench-{uuid.uuid4().hex[:8]}"
            rq_settings = settings.with_overrides(redis_url=args.redis_url, verify_queue=queue)
            workers = start_workers(args.workers, args.redis_url, queue, data_dir, factory)
            try:
                await asyncio.to_thread(wait_for_workers, args.redis_url, queue, args.workers)
                rq_hub = build_hub(rq_settings, services, verifier, args.tokens_per_s, args.max_active)
                await measure(rq_hub, user, "rq", 1)  # warm the workers' models
                for n in counts:
                    runs.append(await measure(rq_hub, user, "rq", n, args.rounds))
                    print(row("rq", str(n), runs[-1].lags_ms, base_p95, _extra(runs[-1], base)), flush=True)
                await rq_hub.close()
            finally:
                for worker in workers:
                    worker.terminate()
                for worker in workers:
                    worker.wait(timeout=30)
                clean_queue(args.redis_url, queue)

        asyncio.run(run_modes())
        services.close()
    print()
    print(f"budget: attribution <= {BUDGET_MS:.0f} ms p95 after its sentence_end ('ok' / 'OVER' per row)")


def _extra(run: Run, base: Sequence[float]) -> str:
    notes = [f"{run.wall_s:.1f} s wall"]
    if run.wall_s > 0 and base:
        per_s = len(run.lags_ms) / run.wall_s
        load = per_s * (sum(base) / len(base)) / 1000
        notes.append(f"offered {per_s:.1f} sentences/s = {load:.2f}x what the checker alone clears")
    if run.start_waits_ms:
        waits = run.start_waits_ms
        notes.append(f"start wait p50/p95 {percentile(waits, 50) / 1000:.1f}/{percentile(waits, 95) / 1000:.1f} s")
    if run.unverified:
        notes.append(f"{run.unverified} unverified")
    if run.errors:
        notes.append(f"{run.errors} errors")
    return ", ".join(notes)


if __name__ == "__main__":
    main()
