"""bench/check_letters: letters checked through the server exactly as the taskpane's check mode does.

    .venv/bin/python bench/check_letters.py SET_DIR [--documents DIR] [--half A|B|all] [--raw OUT.json]
    .venv/bin/python bench/check_letters.py --choose-bands RAW.json [RAW.json ...] [--half A]

``SET_DIR`` holds ``letters.jsonl`` (one letter a line: ``{id, claim_ref, instruction, sentences: [{text,
label: not_a_claim|supported|unsupported, evidence: [{file, quote}], kind, correct_value}]}``; the letter's
text is its sentences joined by single spaces) and ``documents/`` (the corpus; ``--documents`` points
elsewhere, e.g. ``samples/collection`` for the dev set). The corpus is ingested into a fresh collection in a
fresh data directory (embedded search), a handler is created, and each letter goes to ``POST /api/answers``
with ``text``, surface ``letter_draft`` and its ``claim_ref``; its events are read back over SSE. Nothing is
faked: the real retriever, segmenter, check-worthiness, checker, corrections and policy.

Printed, per run (a letter sentence is matched to the server's sentence that overlaps it most):

* rewrites of non-claims: corrections (``rewrite`` or ``suggestion``) of sentences labelled not_a_claim;
* corrections from another passage: the correction's citations do not hold the sentence's evidence quote;
* supported sentences that reach the letter as written: auto-supported, or offered for confirmation;
* auto-supported sentences that are unsupported, per 100 auto-supported;
* the share of sentences asking for confirmation, and what each was told (``confirm.why``) against its label;
* check-worthiness: courtesy lines read as claims (checked), unsupported sentences read as courtesies (unchecked);
* per-band calibration: the first verdict's score against the labels, and for each candidate band edge the
  unsupported share above it (``supported_from``) and the right share of removals below it (``removed_below``);
  the sentences a typed finding contradicted (``attribution.contradicted``) and how many were unsupported;
* the bands the server ran with (``vouch.policy.LETTER_CHECK_BANDS``).

The band rule (``choose_bands``, run on half A, reported on half B): ``supported_from`` is the lowest edge at
which the one-sided 95% upper bound of the unsupported share among entailed sentences at or above it is at most
1 in 100 (a wrong "checked" mark is the worst bug: 0 of 10 is no evidence of 1 in 100); ``remove_contradicted``
when the one-sided 95% upper bound of the wrong share of those removals is at most 5%; ``removed_below`` the
highest edge (at most 0.8) below which the same holds for the removals there. (Run 1 of ``letters_blind2``
showed why a point estimate will not do: 10 of 10 contradicted sentences right on ``letters_blind`` half A,
15 of 21 on the next blind set.)

``--half A|B`` runs (or chooses bands on) one half of the letters, split by a hash of the letter id, so the
bands can be set on one half and reported on the other. ``--raw`` writes every sentence's record as JSON;
``--choose-bands`` reads such a file and prints the band edges that meet the targets on it; given several (the
used sets' raw files), it chooses on them pooled and prints what those bands make of each file on its own.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")
# The bench measures what the checker decides, not how fast: on a loaded machine the server's 10 s deadline turns
# sentences unverified (never clean, but not a verdict either), so the bench gives each check two minutes.
os.environ.setdefault("VOUCH_VERIFY_TIMEOUT_S", "120")
REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "server"))

COLLECTION = "letters-bench"
TARGET_UNSUPPORTED_PER_100 = 1.0
TARGET_CONFIRM_SHARE = 0.15
TARGET_REACH = 0.90
TARGET_RIGHT_REMOVALS = 0.95
EDGES = (0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.93, 0.95, 0.97, 0.99)


@dataclass
class Record:
    letter: str
    index: int
    text: str
    label: str
    kind: str | None
    evidence: list[str]
    correct_value: str | None
    server_id: str | None = None
    support: str | None = None  # the first verdict
    score: float | None = None
    outcome: str = "missing"  # auto | confirm | suggested | rewritten | stubbed | not_a_claim | other
    correction: str | None = None
    correction_quotes: list[str] = field(default_factory=list)
    confirm_quote: str | None = None
    confirm_why: str | None = None  # what the handler was told the checker read (vouch.policy.ConfirmWhy)
    contradicted_by: str | None = None  # the first verdict named a passage giving another value
    contradicted: bool = False  # the first verdict: a typed finding contradicts a clause


def half_of(letter_id: str) -> str:
    return "A" if hashlib.sha256(letter_id.encode()).digest()[0] % 2 == 0 else "B"


def _norm(text: str) -> str:
    return " ".join(text.lower().replace("\u2019", "'").split())


def load_letters(path: Path, half: str) -> list[dict[str, Any]]:
    letters = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [x for x in letters if half == "all" or half_of(str(x["id"])) == half]


def _parse_sse(body: str) -> list[str]:
    out = []
    for block in body.replace("\r\n", "\n").split("\n\n"):
        data = [line[5:].lstrip() for line in block.splitlines() if line.startswith("data:")]
        if data:
            out.append("\n".join(data))
    return out


def check_letters(documents: Path, letters: Sequence[dict[str, Any]]) -> list[Record]:
    import logging

    from litestar.testing import TestClient

    from vouch.answer.events import (
        AttributionEvent,
        ConfirmEvent,
        RewriteEvent,
        SentenceEndEvent,
        StubEvent,
        SuggestionEvent,
        decode_event,
    )
    from vouch.app import create_app
    from vouch.auth.roles import Role
    from vouch.ingest.pipeline import ingest_paths
    from vouch.logs import configure_logging
    from vouch.services import Services
    from vouch.settings import Settings

    configure_logging("WARNING", "console")
    logging.getLogger("httpx").setLevel(logging.WARNING)
    # Import the checker's parts before the first letter: their first import from several threads at once
    # can fail (a KeyError inside the import machinery), and a letter must not be unverified for that.
    import vouch.verify.pipeline
    import vouch.verify.segment
    import vouch.verify.worthiness  # noqa: F401

    data_dir = tempfile.mkdtemp(prefix="vouch-letters-")
    os.environ["VOUCH_DATA_DIR"] = data_dir
    os.environ["VOUCH_SEARCH_ENGINE"] = "embedded"
    os.environ.pop("VOUCH_REDIS_URL", None)
    settings = Settings.from_env()
    services = Services.build(settings)
    services.collections.create(COLLECTION, "Letters bench", created_by="bench")
    started = time.perf_counter()
    ingest_paths(services, COLLECTION, [documents])
    print(
        f"ingested {len(services.passages.passages(COLLECTION))} passages from {documents} "
        f"in {time.perf_counter() - started:.1f} s",
        flush=True,
    )
    token = services.users.add("bench-handler", Role.HANDLER, collections=(COLLECTION,)).token
    headers = {"Authorization": f"Bearer {token}"}
    records: list[Record] = []
    with TestClient(create_app(settings, services), timeout=600) as client:
        for n, letter in enumerate(letters, 1):
            sentences = letter["sentences"]
            text = " ".join(s["text"] for s in sentences)
            body = {
                "request_id": f"bench-{letter['id']}",
                "surface": "letter_draft",
                "collection": COLLECTION,
                "instruction": letter.get("instruction") or "Check this text against the documents.",
                "text": text,
            }
            if letter.get("claim_ref"):
                body["claim_ref"] = letter["claim_ref"]
            reply = client.post("/api/answers", json=body, headers=headers)
            if reply.status_code != 201:
                raise SystemExit(f"letter {letter['id']}: the server said {reply.status_code}: {reply.text}")
            answer_id = reply.json()["answer_id"]
            events = [
                decode_event(d)
                for d in _parse_sse(client.get(f"/api/answers/{answer_id}/events", headers=headers).text)
            ]
            ranges = {e.sentence_id: (e.start, e.end) for e in events if isinstance(e, SentenceEndEvent)}
            offsets, at = [], 0
            for s in sentences:
                offsets.append((at, at + len(s["text"])))
                at += len(s["text"]) + 1
            owner: dict[int, str] = {}
            for i, (a, b) in enumerate(offsets):
                best = max(ranges.items(), key=lambda kv: min(b, kv[1][1]) - max(a, kv[1][0]), default=None)
                if best is not None and min(b, best[1][1]) - max(a, best[1][0]) > 0:
                    owner[i] = best[0]
            for i, s in enumerate(sentences):
                rec = Record(
                    letter=str(letter["id"]),
                    index=i,
                    text=s["text"],
                    label=s["label"],
                    kind=s.get("kind"),
                    evidence=[e.get("quote", "") for e in s.get("evidence") or []],
                    correct_value=s.get("correct_value"),
                    server_id=owner.get(i),
                )
                sid = rec.server_id
                mine = [e for e in events if getattr(e, "sentence_id", None) == sid] if sid else []
                first = next((e for e in mine if isinstance(e, AttributionEvent)), None)
                if first is not None:
                    rec.support, rec.score = first.support.value, first.score
                    rec.contradicted_by = first.contradicted_by
                    rec.contradicted = first.contradicted
                fixed = next((e for e in mine if isinstance(e, (RewriteEvent, SuggestionEvent))), None)
                confirm = next((e for e in mine if isinstance(e, ConfirmEvent)), None)
                if fixed is not None:
                    rec.outcome = "suggested" if isinstance(fixed, SuggestionEvent) else "rewritten"
                    rec.correction = fixed.text
                    rec.correction_quotes = [c.quote for c in fixed.attribution.citations]
                elif any(isinstance(e, StubEvent) for e in mine):
                    rec.outcome = "stubbed"
                elif confirm is not None:
                    rec.outcome = "confirm"
                    rec.confirm_quote = confirm.citation.quote if confirm.citation else None
                    rec.confirm_why = confirm.why.value if confirm.why else None
                elif first is not None and first.support.value == "not_a_claim":
                    rec.outcome = "not_a_claim"
                elif first is not None and first.support.value == "entailed":
                    rec.outcome = "auto"
                elif first is not None:
                    rec.outcome = "other"
                records.append(rec)
            print(f"  {n}/{len(letters)} {letter['id']}", flush=True)
    return records


def _share(n: int, d: int) -> str:
    return f"{n}/{d} = {100.0 * n / d:.1f}%" if d else f"{n}/0 = n/a"


def report(records: Sequence[Record], title: str) -> None:
    claims = [r for r in records if r.label != "not_a_claim"]
    supported = [r for r in records if r.label == "supported"]
    unsupported = [r for r in records if r.label == "unsupported"]
    corrected = [r for r in records if r.outcome in ("suggested", "rewritten")]
    non_claim_rewrites = [r for r in corrected if r.label == "not_a_claim"]
    elsewhere = [
        r
        for r in corrected
        if r.label != "not_a_claim"
        and not any(_norm(q) in _norm(c) for q in r.evidence if q for c in r.correction_quotes)
    ]
    reach = [r for r in supported if r.outcome in ("auto", "confirm")]
    auto = [r for r in records if r.outcome == "auto"]
    auto_bad = [r for r in auto if r.label == "unsupported"]
    confirm = [r for r in records if r.outcome == "confirm"]
    right_corrections = [
        r for r in corrected if r.label == "unsupported" and r.correct_value and r.correct_value in (r.correction or "")
    ]
    removed = [r for r in records if r.outcome == "stubbed"]
    print(
        f"\n== {title}: {len({r.letter for r in records})} letters, {len(records)} sentences "
        f"({len(claims)} labelled claims: {len(supported)} supported, {len(unsupported)} unsupported)"
    )
    print(f"rewrites of non-claims:                      {len(non_claim_rewrites)}")
    print(f"corrections from another passage:            {len(elsewhere)} of {len(corrected)} corrections")
    print(f"supported reaching the letter as written:    {_share(len(reach), len(supported))} (target >= 90%)")
    per100 = 100.0 * len(auto_bad) / len(auto) if auto else 0.0
    print(
        f"auto-supported that are unsupported:         {len(auto_bad)} of {len(auto)} = {per100:.2f} per 100 "
        f"(target <= 1)"
    )
    print(
        f"asking for confirmation:                     {_share(len(confirm), len(records))} of sentences, "
        f"{_share(sum(1 for r in confirm if r.label != 'not_a_claim'), len(claims))} of labelled claims "
        f"(target <= 15% of sentences)"
    )
    print(
        f"removed (stub):                              {len(removed)}; right removals "
        f"{_share(sum(1 for r in removed if r.label == 'unsupported'), len(removed))}"
    )
    print(f"corrections with the labelled correct value: {_share(len(right_corrections), len(corrected))}")
    courtesies = [r for r in records if r.label == "not_a_claim"]
    checked_courtesies = [r for r in courtesies if r.outcome not in ("not_a_claim", "missing")]
    print(f"courtesy lines read as claims:               {_share(len(checked_courtesies), len(courtesies))}")
    unchecked = [r for r in unsupported if r.outcome == "not_a_claim"]
    print(f"unsupported read as courtesies (unchecked):  {_share(len(unchecked), len(unsupported))} (target 0)")
    unverified = [r for r in records if r.support == "unverified"]
    print(f"unverified (the check timed out or failed):  {len(unverified)}")
    named = [r for r in records if r.contradicted_by and r.support not in ("entailed", "not_a_claim")]
    print(
        f"first verdict names a contradicting passage: {len(named)}; of them unsupported "
        f"{_share(sum(1 for r in named if r.label == 'unsupported'), len(named))}"
    )
    outcomes: dict[str, dict[str, int]] = {}
    for r in records:
        outcomes.setdefault(r.outcome, {}).setdefault(r.label, 0)
        outcomes[r.outcome][r.label] += 1
    print("outcome x label:", json.dumps(outcomes, sort_keys=True))
    whys: dict[str, dict[str, int]] = {}
    for r in confirm:
        whys.setdefault(r.confirm_why or "(none sent)", {}).setdefault(r.label, 0)
        whys[r.confirm_why or "(none sent)"][r.label] += 1
    print("confirm why x label (what the handler is told):", json.dumps(whys, sort_keys=True))
    contradicted = [r for r in records if r.contradicted and r.support not in ("entailed", "not_a_claim")]
    print(
        f"first verdict contradicted (typed finding):  {len(contradicted)}; of them unsupported "
        f"{_share(sum(1 for r in contradicted if r.label == 'unsupported'), len(contradicted))}"
    )
    if auto:
        bound = upper_bound(len(auto_bad), len(auto))
        print(f"auto-supported unsupported, 95% upper bound: {100.0 * bound:.2f} per 100")
    calibration(records)
    for r in auto_bad:
        print(f"  AUTO-UNSUPPORTED {r.letter}#{r.index} ({r.kind}, score {r.score}): {r.text}")
    for r in non_claim_rewrites + elsewhere:
        print(f"  CORRECTION {r.letter}#{r.index} ({r.label}): {r.text!r} -> {r.correction!r}")


def calibration(records: Sequence[Record]) -> None:
    scored = [r for r in records if r.score is not None and r.support not in (None, "not_a_claim", "unverified")]
    bins = [(0.0, 0.2), (0.2, 0.5), (0.5, 0.8), (0.8, 0.9), (0.9, 0.95), (0.95, 0.99), (0.99, 1.01)]
    print("first-verdict score band   supported  unsupported  not_a_claim")
    for lo, hi in bins:
        inside = [r for r in scored if lo <= (r.score or 0.0) < hi]
        count = {k: sum(1 for r in inside if r.label == k) for k in ("supported", "unsupported", "not_a_claim")}
        print(
            f"  [{lo:.2f}, {min(hi, 1.0):.2f})           {count['supported']:>9}  {count['unsupported']:>11}  "
            f"{count['not_a_claim']:>11}"
        )
    print("edge   entailed>=edge: unsupported per 100 (n)   below edge: right removals (n)")
    for edge in EDGES:
        above = [r for r in scored if r.support == "entailed" and (r.score or 0.0) >= edge]
        bad = sum(1 for r in above if r.label == "unsupported")
        below = [r for r in scored if (r.score or 0.0) < edge and r.support != "entailed"]
        right = sum(1 for r in below if r.label == "unsupported")
        per100 = 100.0 * bad / len(above) if above else 0.0
        print(
            f"  {edge:.2f}  {per100:6.2f} ({len(above)})                    "
            f"{(100.0 * right / len(below) if below else 0.0):6.1f}% ({len(below)})"
        )


def upper_bound(bad: int, n: int, confidence: float = 0.95) -> float:
    """One-sided Clopper-Pearson upper bound of a share seen as ``bad`` of ``n``."""
    if n == 0:
        return 1.0
    if bad >= n:
        return 1.0

    def at_most_bad(p: float) -> float:
        return sum(math.comb(n, k) * p**k * (1.0 - p) ** (n - k) for k in range(bad + 1))

    lo, hi = bad / n, 1.0
    for _ in range(60):
        mid = (lo + hi) / 2
        if at_most_bad(mid) > 1.0 - confidence:
            lo = mid
        else:
            hi = mid
    return hi


@dataclass(frozen=True)
class BandChoice:
    supported_from: float
    removed_below: float
    remove_contradicted: bool
    why: tuple[str, ...]


def choose_bands(records: Sequence[Record]) -> BandChoice:
    """The band rule of the module docstring, on these records' first verdicts."""
    scored = [r for r in records if r.score is not None and r.support not in (None, "not_a_claim", "unverified")]
    why: list[str] = []
    supported_from = 1.0
    for edge in sorted(e for e in EDGES if e >= 0.8):
        above = [r for r in scored if r.support == "entailed" and (r.score or 0.0) >= edge]
        bad = sum(1 for r in above if r.label == "unsupported")
        bound = upper_bound(bad, len(above))
        why.append(f"supported_from {edge:.2f}: {bad} of {len(above)} unsupported, upper bound {100 * bound:.1f}/100")
        if above and bound * 100.0 <= TARGET_UNSUPPORTED_PER_100:
            supported_from = edge
            break
    contradicted = [r for r in scored if r.contradicted and r.support != "entailed"]
    right = sum(1 for r in contradicted if r.label == "unsupported")
    wrong = len(contradicted) - right
    remove_contradicted = bool(contradicted) and upper_bound(wrong, len(contradicted)) <= 1 - TARGET_RIGHT_REMOVALS
    why.append(f"remove_contradicted: {right} of {len(contradicted)} contradicted were unsupported")
    removed_below = 0.0
    for edge in sorted((e for e in EDGES if e <= 0.8), reverse=True):
        below = [r for r in scored if (r.score or 0.0) < edge and r.support != "entailed" and not r.contradicted]
        right_below = sum(1 for r in below if r.label == "unsupported")
        if below and upper_bound(len(below) - right_below, len(below)) <= 1 - TARGET_RIGHT_REMOVALS:
            removed_below = edge
            break
    why.append(f"removed_below {removed_below:.2f} (the highest edge whose wrong removals' upper bound is <= 5%)")
    return BandChoice(supported_from, removed_below, remove_contradicted, tuple(why))


def banded(records: Sequence[Record], choice: BandChoice) -> str:
    """What the chosen bands would make of these records' first verdicts: auto-supported (and how many of them are
    unsupported, with the 95% upper bound), removed (and how many rightly), and the share left to confirm. The
    server's corrections are not replayed: a sentence it corrected is counted as it was."""
    auto = [
        r
        for r in records
        if r.outcome not in ("suggested", "rewritten", "not_a_claim", "missing")
        and r.support == "entailed"
        and (r.score or 0.0) >= choice.supported_from
    ]
    removed = [
        r
        for r in records
        if r.outcome not in ("suggested", "rewritten", "not_a_claim", "missing")
        and r.support not in (None, "entailed", "not_a_claim", "unverified")
        and ((r.score or 0.0) < choice.removed_below or (r.contradicted and choice.remove_contradicted))
    ]
    asked = [
        r
        for r in records
        if r.outcome not in ("suggested", "rewritten", "not_a_claim", "missing") and r not in auto and r not in removed
    ]
    bad = sum(1 for r in auto if r.label == "unsupported")
    right = sum(1 for r in removed if r.label == "unsupported")
    return (
        f"auto-supported {len(auto)} ({bad} unsupported, upper bound {100 * upper_bound(bad, len(auto)):.1f}/100), "
        f"removed {len(removed)} ({right} rightly), asking for confirmation {_share(len(asked), len(records))}"
    )


def print_bands() -> None:
    from vouch.policy import LETTER_CHECK_BANDS as b

    print(
        f"bands the server ran with (vouch.policy.LETTER_CHECK_BANDS): supported_from={b.supported_from:.2f} "
        f"removed_below={b.removed_below:.2f} remove_contradicted={b.remove_contradicted}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("set_dir", nargs="?", type=Path)
    parser.add_argument("--documents", type=Path, default=None)
    parser.add_argument("--half", choices=("A", "B", "all"), default="all")
    parser.add_argument("--raw", type=Path, default=None)
    parser.add_argument(
        "--choose-bands",
        type=Path,
        nargs="+",
        default=None,
        metavar="RAW",
        help="one or more raw files (several: the used sets pooled to choose, each reported on its own)",
    )
    args = parser.parse_args()
    if args.choose_bands is not None:
        fields = set(Record.__dataclass_fields__)
        per_file: dict[Path, list[Record]] = {}
        for raw in args.choose_bands:
            part = [Record(**{k: v for k, v in r.items() if k in fields}) for r in json.loads(raw.read_text())]
            per_file[raw] = [r for r in part if args.half == "all" or half_of(r.letter) == args.half]
        records = [r for part in per_file.values() for r in part]
        if len(per_file) == 1:
            report(records, f"{args.choose_bands[0]} half {args.half}")
        choice = choose_bands(records)
        print()
        if len(per_file) > 1:
            print(f"chosen on {len(per_file)} files pooled ({len(records)} sentences), half {args.half}:")
        for line in choice.why:
            print(f"  {line}")
        print(
            f"chosen bands: supported_from={choice.supported_from:.2f} removed_below={choice.removed_below:.2f} "
            f"remove_contradicted={choice.remove_contradicted}"
        )
        if len(per_file) > 1:
            print("each file under the chosen bands (first verdicts):")
            for raw, part in per_file.items():
                print(f"  {raw}: {banded(part, choice)}")
        return
    if args.set_dir is None:
        parser.error("give the set directory (letters.jsonl and documents/)")
    letters = load_letters(args.set_dir / "letters.jsonl", args.half)
    documents = args.documents or args.set_dir / "documents"
    if not letters:
        raise SystemExit(f"no letters in {args.set_dir / 'letters.jsonl'} (half {args.half})")
    if not documents.is_dir():
        raise SystemExit(f"{documents} is not a directory of documents")
    started = time.perf_counter()
    records = check_letters(documents, letters)
    print(f"checked {len(letters)} letters in {time.perf_counter() - started:.0f} s")
    if args.raw is not None:
        args.raw.write_text(json.dumps([asdict(r) for r in records], indent=1), encoding="utf-8")
    print_bands()
    report(records, f"{args.set_dir} half {args.half}")
    for half in ("A", "B"):
        part = [r for r in records if half_of(r.letter) == half]
        if args.half == "all" and part:
            report(part, f"half {half}")


if __name__ == "__main__":
    main()
