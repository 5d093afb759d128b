"""bench/drafting: are the embedded drafter's letters letters a handler can send?

    .venv/bin/python bench/drafting.py CORPUS [--instructions FILE] [--only ID,ID] [--show] [--data DIR]

CORPUS is a folder with ``documents/`` (``documents/policies/...`` and ``documents/claims/<CLAIM_REF>/...``,
or any layout ingest reads; a ``collection.json`` beside the files is honoured) and ``instructions.jsonl``,
one drafting instruction a line::

    {"id": "d01", "claim_ref": "KP-31544", "addressee": "Mr Owen Lacey", "letter_type": "decline",
     "instruction": "Tell Mr Lacey why ... and how long he has to appeal.",
     "parts": [{"part": "why ...", "answerable": true, "evidence": [{"file": "...", "quote": "..."}]}],
     "forbidden": ["Ilona Varga"]}

The documents go into a fresh collection (embedded search engine, the real checker, a temporary data
directory). Each instruction is drafted as the taskpane asks for it: surface ``letter_draft``, its
``claim_ref``, signed in as a handler with a name and a team. Per letter it prints:

* greeting: the salutation names the addressee (title and surname); sign-off: "Yours ..." and the user's name;
* framed: greeting, an opening and a sign-off;
* each part: ``answered`` when a sentence the checker kept cites a passage containing one of the part's
  evidence quotes; ``not found`` when the answer's ``done.unanswered`` names it; ``missed`` otherwise
  (an unanswerable part counts as right when it is named as not found and nothing claims to answer it);
* duplicate facts (the same amount, date or period said twice in like words), third-person or staff wording
  (this bench's own list, not the drafter's), forbidden strings (another customer's details);
* kept: the share of drafted factual sentences the checker kept as drafted (a rewrite or a stub is a drafted
  sentence the checker did not keep: a drafter bug).

Totals at the end, with the targets: every letter framed; >= 90% of answerable parts answered; >= 95% of
drafted factual sentences kept.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")
REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "server"))

from vouch.answer.events import AnswerEvent, DoneEvent  # noqa: E402
from vouch.answer.hub import AnswerHub, DraftMessage  # noqa: E402
from vouch.answer.pipeline import AnswerRequest  # noqa: E402
from vouch.answer.settings import AnswerSettings  # noqa: E402
from vouch.audit.evidence import checked_answer  # noqa: E402
from vouch.auth.roles import Role  # noqa: E402
from vouch.auth.store import User  # noqa: E402
from vouch.draft.extractive import ExtractiveDrafter  # noqa: E402
from vouch.policy import Outcome, Surface  # noqa: E402
from vouch.services import Services  # noqa: E402
from vouch.settings import Settings  # noqa: E402
from vouch.verify.types import Support  # noqa: E402

COLLECTION = "drafting-bench"
USER, TEAM, SIGNED = "hana.okoro", "Property claims", "Hana Okoro"

# Wording a customer letter must not carry: third person for the parties, staff roles and procedure, file
# furniture. This bench's own list (the drafter's filter is what is being measured).
THIRD_PERSON_OR_STAFF = re.compile(
    r"\bthe (?:insurer|policyholder|policy holder|insured|customer|claimant)\b|\bhandlers?\b|(?<!loss )\badjusters?\b"
    r"|\bteam leaders?\b|\bescalat\w*|\bdiary\b|\bfile notes?\b|\[e\d+\]|\bPH\b|\bFNOL\b|\bauthority limit\b",
    re.IGNORECASE,
)
VALUE = re.compile(
    r"£\s?\d[\d,]*(?:\.\d+)?|\b\d+(?:\.\d+)?\s?%|\b\d+\s+(?:days?|weeks?|months?|years?)\b|\b\d{1,2}\s+[A-Z][a-z]+\s+\d{4}\b"
)
WORD = re.compile(r"[a-z0-9£]+")
STOP = frozenset(
    [
        "a",
        "an",
        "and",
        "are",
        "as",
        "at",
        "be",
        "by",
        "for",
        "from",
        "has",
        "have",
        "in",
        "is",
        "it",
        "of",
        "on",
        "or",
        "our",
        "that",
        "the",
        "this",
        "to",
        "we",
        "will",
        "with",
        "you",
        "your",
    ]
)


def squash(text: str) -> str:
    return " ".join(text.lower().replace("\u2019", "'").split())


def content(text: str) -> set[str]:
    return {w for w in WORD.findall(text.lower()) if w not in STOP and len(w) > 2}


@dataclass
class Letter:
    id: str
    framed: bool = False
    greeting: bool = False
    sign_off: bool = False
    parts: list[str] = field(default_factory=list)  # answered | not found | missed | wrongly answered
    answerable: list[bool] = field(default_factory=list)
    duplicates: list[str] = field(default_factory=list)
    staff: list[str] = field(default_factory=list)
    forbidden: list[str] = field(default_factory=list)
    factual: int = 0
    kept: int = 0
    rewritten: int = 0
    stubbed: int = 0
    removed_sentences: list[str] = field(default_factory=list)
    text: str = ""
    error: str | None = None
    why: list[tuple[str, str, str]] = field(default_factory=list)  # (part, class, detail) per answerable miss


_TITLES = ("mr", "mrs", "ms", "miss", "mx", "dr", "prof", "sir", "dame", "lady", "lord")


def greets(first: str, addressee: str) -> bool:
    """'Dear Mr Ortega,' or 'Dear Mr. Ortega,' for 'Mr. Luis Ortega': the title (full stop optional) and the
    surname. An addressee labelled without a title ('Darla Whitlow', 'Dwayne and Corinne Haskett') is greeted
    by the name as labelled, or by a title (two for a couple) and the family name ('Dear Ms Whitlow,' where the
    instruction says 'Ms Whitlow'): the label gives no title to hold the greeting to."""
    words = addressee.split()
    if len(words) < 2:
        return squash(first).startswith(squash(f"Dear {addressee}"))
    if words[0].rstrip(".").lower() not in _TITLES:
        said = squash(first).rstrip(",")
        titles = "|".join(_TITLES)
        titled = rf"^dear (?:{titles})\.?(?: and (?:{titles})\.?)? {re.escape(words[-1].lower())}$"
        return said == f"dear {squash(addressee)}" or re.match(titled, said) is not None
    title, surname = words[0].rstrip("."), words[-1]
    pattern = rf"^dear {re.escape(title.lower())}\.? {re.escape(surname.lower())},?$"
    return re.match(pattern, squash(first)) is not None


def ingest(services: Services, corpus: Path) -> int:
    from vouch.ingest.pipeline import ingest_paths

    documents = corpus / "documents" if (corpus / "documents").is_dir() else corpus
    services.collections.create(COLLECTION, "drafting bench", created_by="bench")
    results = ingest_paths(services, COLLECTION, [documents])
    failed = [r for r in results if r.error is not None]
    for r in failed:
        print(f"  ingest failed: {r.filename}: {r.error}")
    return len(services.passages.passages(COLLECTION))


def surface_of(record: dict[str, Any]) -> Surface:
    """A lookup is asked on the policy_lookup surface, as a handler would; everything else is a letter."""
    return Surface.POLICY_LOOKUP if record.get("letter_type") == "lookup" else Surface.LETTER_DRAFT


async def draft(hub: AnswerHub, user: User, record: dict[str, Any]) -> list[AnswerEvent]:
    request = AnswerRequest(
        collection=COLLECTION, instruction=record["instruction"], claim_ref=record.get("claim_ref") or None
    )
    meta = hub.start(user, DraftMessage(surface_of(record), request))
    return [event async for event in await hub.follow(user, meta.answer_id)]


def judge(record: dict[str, Any], events: list[AnswerEvent], threshold: float, passages: dict[str, str]) -> Letter:
    letter = Letter(record["id"])
    done = next((e for e in events if isinstance(e, DoneEvent)), None)
    if done is None:
        letter.error = "no done event: " + repr(events[-1] if events else None)
        return letter
    surface = surface_of(record)
    answer = checked_answer(
        events,
        surface=surface,
        collection=COLLECTION,
        instruction=record["instruction"],
        threshold=threshold,
    )
    final = [s.text for s in answer.sentences]
    if os.environ.get("DRAFTING_DEBUG"):
        print([(s.sentence_id, s.text, s.outcome.value) for s in answer.sentences][:4])
    letter.text = "\n".join(final)
    body = [s for s in answer.sentences if s.outcome is not Outcome.NOT_A_CLAIM]
    addressee = record.get("addressee") or ""
    first = final[0] if final else ""
    tail = squash(" ".join(final[-3:]))
    if surface is Surface.POLICY_LOOKUP:
        # A lookup is a short direct answer: "framed" here means it is not dressed up as a letter.
        letter.greeting = letter.sign_off = not first.startswith("Dear ") and "yours" not in tail
        letter.framed = letter.greeting and len(final) <= 4
    else:
        letter.greeting = greets(first, addressee) if addressee else first.startswith("Dear ")
        letter.sign_off = "yours" in tail and squash(SIGNED) in tail
        frame = [s for s in answer.sentences if s.outcome is Outcome.NOT_A_CLAIM]
        letter.framed = letter.greeting and letter.sign_off and len(frame) >= 3
    # Parts: answered by a kept sentence citing a passage that holds the evidence quote.
    unanswered = list(done.unanswered)
    kept = [s for s in body if s.outcome is Outcome.SUPPORTED]
    for part in record.get("parts", []):
        answerable = bool(part.get("answerable", True))
        quotes = [squash(e["quote"]) for e in part.get("evidence", []) if e.get("quote")]
        answered = any(
            any(q and q in squash(passages.get(c.id, c.quote)) for q in quotes) for s in kept for c in s.citations
        )
        named = _names(unanswered, part["part"])
        if answerable:
            letter.parts.append("answered" if answered else ("not found" if named else "missed"))
        else:
            letter.parts.append("not found" if named and not answered else "wrongly answered")
        letter.answerable.append(answerable)
    # Duplicate facts among what the letter says.
    for i, a in enumerate(kept):
        for b in kept[i + 1 :]:
            va, vb = set(VALUE.findall(a.text)), set(VALUE.findall(b.text))
            ca, cb = content(a.text), content(b.text)
            jaccard = len(ca & cb) / max(1, len(ca | cb))
            if squash(a.text) == squash(b.text) or (va & vb and jaccard >= 0.5):
                letter.duplicates.append(f"{a.text} || {b.text}")
    body_text = " ".join(s.text for s in body)
    letter.staff = sorted({m.group(0) for m in THIRD_PERSON_OR_STAFF.finditer(body_text)})
    # The signature is the signed-in user's own name and team, not a fact from any document: a set whose
    # customer shares the bench user's given name ("Hana") must not count every sign-off as a leak.
    signature = {squash(SIGNED), squash(f"{TEAM} team")}
    said = "\n".join(line for line in letter.text.splitlines() if squash(line) not in signature)
    # Whole words: a forbidden note shorthand ("WH ded", "hab check cert") is not said by a letter that spells
    # the word out ("WH deductible", "hab check certificate"); "Okafor" still matches "Okafor's".
    letter.forbidden = [
        f for f in record.get("forbidden", []) if re.search(rf"(?<!\w){re.escape(squash(f))}(?!\w)", squash(said))
    ]
    letter.factual = len(body)
    for s in body:
        kept_as_drafted = s.outcome is Outcome.SUPPORTED and not s.rewrites
        letter.kept += kept_as_drafted
        letter.rewritten += bool(s.rewrites)
        letter.stubbed += s.outcome is Outcome.STUBBED
        if not kept_as_drafted:
            letter.removed_sentences.append(s.drafted_text)
    return letter


def _names(unanswered: list[str], part: str) -> bool:
    """Whether ``done.unanswered`` names this part (the drafter's own split of the instruction may word it
    a little differently: most of the part's words, or most of the entry's, in common)."""
    words = content(part)
    for entry in unanswered:
        shared = words & content(entry)
        if words and (len(shared) >= 0.5 * len(words) or len(shared) >= 0.5 * max(1, len(content(entry)))):
            return True
    return False


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("corpus", type=Path)
    parser.add_argument("--instructions", type=Path, default=None, help="default: CORPUS/instructions.jsonl")
    parser.add_argument("--only", default="", help="comma-separated instruction ids")
    parser.add_argument("--show", action="store_true", help="print each letter and what the checker removed")
    parser.add_argument(
        "--why", action="store_true", help="classify each answerable part not answered by where it was lost"
    )
    parser.add_argument(
        "--data", type=Path, default=None, help="keep the ingested collection in this folder and reuse it next time"
    )
    args = parser.parse_args()
    path = args.instructions or args.corpus / "instructions.jsonl"
    records = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    if args.only:
        wanted = set(args.only.split(","))
        records = [r for r in records if r["id"] in wanted]
    with tempfile.TemporaryDirectory(prefix="vouch-bench-drafting-") as tmp:
        data = args.data or Path(tmp)
        settings = Settings(data_dir=data)
        services = Services.build(settings)
        started = time.perf_counter()
        if services.collections.get(COLLECTION) is None:
            count = ingest(services, args.corpus)
            print(f"ingested {count} passages in {time.perf_counter() - started:.1f} s")
        else:
            print(f"reusing the collection ingested in {data}")
        user = (
            services.users.get(USER)
            or services.users.add(USER, Role.HANDLER, team=TEAM, collections=(COLLECTION,)).user
        )
        options = AnswerSettings(verify_timeout_s=60.0, max_active_answers=1)
        tracer = Tracer(services) if args.why else None
        hub = AnswerHub.build(settings, services, options, drafter=tracer.drafter if tracer else ExtractiveDrafter())
        if tracer is not None:
            tracer.bind(hub)
        threshold = hub.policies[Surface.LETTER_DRAFT].threshold
        # A table row is stored as "Label = value" text; the document shows its cells side by side, and that is
        # what an evidence quote copies ("Spoilage (NW-BP 04 15) $10,000 $500").
        passages = {
            p.id: p.text + ("\n" + " ".join(p.table_row.cells) if p.table_row is not None else "")
            for p in services.passages.passages(COLLECTION)
        }
        letters = []
        for record in records:
            if tracer is not None:
                tracer.start()
            letter = judge(record, asyncio.run(draft(hub, user, record)), threshold, passages)
            letters.append(letter)
            if tracer is not None:
                letter.why = tracer.why(record, letter, passages)
        report(letters, records, args.show)
        if tracer is not None:
            report_why(letters)


def report(letters: list[Letter], records: list[dict[str, Any]], show: bool) -> None:
    print()
    print(f"{'id':<8} {'framed':<6} {'greet':<5} {'sign':<5} {'parts':<40} {'dup':>3} {'staff':>5} {'forb':>4} kept")
    for letter, record in zip(letters, records, strict=True):
        if letter.error:
            print(f"{letter.id:<8} ERROR {letter.error}")
            continue
        parts = ",".join(
            {"answered": "A", "not found": "N", "missed": "x", "wrongly answered": "W"}[p] for p in letter.parts
        )
        share = f"{letter.kept}/{letter.factual}"
        print(
            f"{letter.id:<8} {_yn(letter.framed):<6} {_yn(letter.greeting):<5} {_yn(letter.sign_off):<5} "
            f"{parts:<40} {len(letter.duplicates):>3} {len(letter.staff):>5} {len(letter.forbidden):>4} {share}"
        )
        if show:
            print("  instruction:", record["instruction"])
            print("  " + letter.text.replace("\n", "\n  "))
            for item in letter.removed_sentences:
                print("  - not kept:", item)
            for item in letter.duplicates + letter.staff + letter.forbidden:
                print("  ! ", item)
            print()
    done = [x for x in letters if not x.error]
    answerable = [(p, a) for x in done for p, a in zip(x.parts, x.answerable, strict=True)]
    answered = sum(1 for p, a in answerable if a and p == "answered")
    total_answerable = sum(1 for _, a in answerable if a)
    unanswerable = [p for p, a in answerable if not a]
    factual = sum(x.factual for x in done)
    kept = sum(x.kept for x in done)
    print()
    print(f"letters: {len(letters)} ({len(letters) - len(done)} failed)")
    print(f"framed: {sum(x.framed for x in done)}/{len(done)} (target: all)")
    print(f"greeting with the right name: {sum(x.greeting for x in done)}/{len(done)}")
    print(f"sign-off with the user's name: {sum(x.sign_off for x in done)}/{len(done)}")
    print(
        f"answerable parts answered: {answered}/{total_answerable} = {_pct(answered, total_answerable)} (target >= 90%)"
    )
    print(f"unanswerable parts named as not found: {unanswerable.count('not found')}/{len(unanswerable)}")
    print(f"letters with a duplicate fact: {sum(bool(x.duplicates) for x in done)}")
    print(f"letters with third-person or staff wording: {sum(bool(x.staff) for x in done)}")
    print(f"letters with a forbidden string: {sum(bool(x.forbidden) for x in done)}")
    print(
        f"drafted factual sentences kept by the checker: {kept}/{factual} = {_pct(kept, factual)} (target >= 95%); "
        f"rewritten {sum(x.rewritten for x in done)}, stubbed {sum(x.stubbed for x in done)}"
    )


# -- why a part was not answered ------------------------------------------------------------------------------

WHY_CLASSES = (
    "no passage holds the quote",
    "not retrieved",
    "retrieved, not relevant",
    "no sentence from the passage",
    "sentence not letter-ready",
    "sentence below relevance",
    "pre-check refused",
    "outranked",
    "drafted, not kept or cited elsewhere",
    "nothing drafted",
)


class _RecordingRetriever:
    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.calls: list[tuple[str, Any, list[Any]]] = []

    def retrieve(self, collection: str, query: str, limit: int, scope: Any) -> list[Any]:
        found = self.inner.retrieve(collection, query, limit, scope)
        self.calls.append((query, scope, found))
        return found


class _RecordingDrafter(ExtractiveDrafter):
    def __init__(self) -> None:
        super().__init__()
        self.requests: list[Any] = []

    def pieces(self, request: Any) -> Any:
        self.requests.append(request)
        return super().pieces(request)


class Tracer:
    """Where each answerable part the letter did not answer was lost: the passage holding its evidence quote
    never retrieved, retrieved but not taken as relevant to any part, or taken but no sentence of it drafted
    (and why: none letter-ready, below relevance, refused by the pre-check, outranked), or drafted and still
    not counted (the checker cited another passage)."""

    def __init__(self, services: Services) -> None:
        self.services = services
        self.drafter = _RecordingDrafter()
        self.retriever: _RecordingRetriever | None = None
        self.similar: Any = None

    def bind(self, hub: AnswerHub) -> None:
        self.retriever = _RecordingRetriever(hub.retriever)
        hub.retriever = self.retriever
        self.similar = hub.similar

    def start(self) -> None:
        self.drafter.requests.clear()
        if self.retriever is not None:
            self.retriever.calls.clear()

    def why(self, record: dict[str, Any], letter: Letter, passages: dict[str, str]) -> list[tuple[str, str, str]]:
        from vouch.draft.letter import _passage_sentences, letter_ready
        from vouch.draft.relevance import COVERAGE, PartTopics, by_meaning, expanded_query

        assert self.retriever is not None
        calls = self.retriever.calls
        retrieved = {p.id for _, _, found in calls for p in found}
        scope = calls[0][1] if calls else None
        request = self.drafter.requests[-1] if self.drafter.requests else None
        dparts = list(request.parts) if request is not None else []
        out: list[tuple[str, str, str]] = []
        for part, verdict in zip(record.get("parts", []), letter.parts, strict=False):
            if not part.get("answerable", True) or verdict == "answered":
                continue
            quotes = [squash(e["quote"]) for e in part.get("evidence", []) if e.get("quote")]
            holding = [pid for pid, text in passages.items() if any(q and q in squash(text) for q in quotes)]
            name = part["part"]
            matched = max(dparts, key=lambda d: len(content(d.text) & content(name)), default=None)
            if not holding:
                out.append((name, WHY_CLASSES[0], "; ".join(quotes)[:160]))
                continue
            if not holding_in(holding, retrieved):
                query = matched.query if matched is not None else name
                deep = self.retriever.inner.retrieve(COLLECTION, expanded_query(query), 60, scope) if scope else []
                ranks = [i for i, p in enumerate(deep) if p.id in holding]
                out.append((name, WHY_CLASSES[1], f"query {query!r}: rank {ranks[:3] or 'none in 60'}"))
                continue
            owners = [d for d in dparts if holding_in(holding, {p.id for p in d.passages})]
            if not owners:
                d = matched
                detail = ""
                if d is not None:
                    found = [p for _, _, f in calls for p in f]
                    topics = PartTopics(d.query, [p for p in found])
                    ev = [p for p in found if p.id in holding][:1]
                    if ev:
                        cov = topics.coverage(ev[0].search_text)
                        sim = self.similar(d.query, [ev[0].search_text])[0] if self.similar else 0.0
                        detail = (
                            f"part {d.query!r} topics {sorted(topics.words)} coverage {cov:.2f} sim {sim:.2f}"
                            f" | {ev[0].search_text[:120]!r}"
                        )
                out.append((name, WHY_CLASSES[2], detail))
                continue
            d = owners[0]
            addressee = request.letter.addressee if request is not None else None
            topics = PartTopics(d.query, list(d.passages))
            stage = 3
            details = []
            for p in d.passages:
                if p.id not in holding:
                    continue
                for sentence in _passage_sentences(p, True, addressee):
                    text = sentence.text
                    s_stage = 4
                    if letter_ready(text):
                        s_stage = 5
                        heading = " ".join(p.heading_path)
                        lexical = topics.coverage(f"{heading} {text}") >= COVERAGE and topics.right_kind(text)
                        meant = by_meaning(topics, d.query, [text], self.similar)[0]
                        if topics.overlap(text) > 0 and (lexical or meant):
                            s_stage = 6
                            confirm = self.drafter.confirm
                            if confirm is None or confirm(text, p):
                                s_stage = 8 if squash(text) in squash(letter.text) else 7
                    stage = max(stage, s_stage)
                    details.append(f"[{WHY_CLASSES[s_stage].split()[0]}] {text[:110]}")
            out.append((name, WHY_CLASSES[stage], f"part {d.query!r}: " + " | ".join(details[:4])))
        return out


def holding_in(holding: list[str], ids: set[str]) -> bool:
    return any(h in ids for h in holding)


def report_why(letters: list[Letter]) -> None:
    print()
    print("why answerable parts were not answered:")
    counts: dict[str, int] = {}
    for letter in letters:
        for part, kind, detail in letter.why:
            counts[kind] = counts.get(kind, 0) + 1
            print(f"  {letter.id} {kind}: {part}\n      {detail}")
    print()
    for kind in WHY_CLASSES:
        if counts.get(kind):
            print(f"  {counts[kind]:>3}  {kind}")


def _yn(value: bool) -> str:
    return "yes" if value else "NO"


def _pct(n: int, d: int) -> str:
    return f"{100 * n / d:.0f}%" if d else "n/a"


if __name__ == "__main__":
    _ = Support
    main()
