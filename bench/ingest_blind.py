"""bench/ingest_blind: how well ingest keeps the passages of documents nobody here wrote, and what search finds.

    .venv/bin/python bench/ingest_blind.py [CORPUS_DIR] [--misses] [--no-search]

CORPUS_DIR (default ``bench/ingest_blind/``) holds ``documents/`` (the files, ingested as one collection into a
fresh data directory with the embedded engine), ``answer_key.jsonl`` (known passages) and ``questions.jsonl``.

A known passage (one line of the answer key) has ``id``, ``file``, ``page`` (None for unpaged files), ``kind``,
``text``, optionally ``heading``, ``clause``, ``entry``, ``ends_on_page``, ``scanned`` and, for a table row,
``table`` = {caption, row, cells}; cells are ``{column label: value}`` (or a list of values). Figures:

- whole: the known text, whitespace-normalised, lies inside one product passage of that file (a table row:
  every cell value lies inside one table-row passage of that file);
- right page: that passage's page is the known page (and where the known passage runs onto a later page, the
  passage says where it ends: ``extra["ends_on_page"]``); the key gives page 1 for files without pages (DOCX,
  text, e-mail), which the product addresses without a page: that counts as right;
- alone: that passage contains no other known passage's text;
- whole, alone and on the right page: all three at once (the target figure);
- scanned rows with their column labels: a table-row passage whose cells carry every known value under the
  known column label (labels compared case- and whitespace-insensitively). Scanned rows are compared as the
  key's README asks, approximately: stray OCR tokens (| _ : ~ quotes) are ignored, a cell with figures must have
  exactly the known figures (a misread amount is a miss), a cell of words must be at least 80% similar, and
  a bare item number ("1") may be missing or misread, as the README allows (``--strict-rows`` requires it);
- recall@1/@5: a question's answer is found when a returned passage is the one that holds its known passage
  whole, or (when the product split it) one that lies inside the known text and holds at least 40% of it.

Each figure is a share of the known passages (or questions) it applies to; ``--misses`` lists every miss with
what the product made of it.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import tempfile
import time
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")
REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "server"))

from vouch.passages import Passage  # noqa: E402

COLLECTION = "blind"
DEFAULT_CORPUS = REPO / "bench" / "ingest_blind"
SPLIT_SHARE = 0.4  # a split passage counts for search when it holds this share of the known text


def norm(text: str) -> str:
    """Whitespace-normalised, with compatibility forms folded (ligatures, non-breaking spaces, full-width)."""
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text)).strip()


def label_norm(text: str) -> str:
    return norm(text).lower().rstrip(":").strip()


_STRAY = re.compile(r"[|_~:;\"'`\u2018\u2019\u201c\u201d\[\]{}]")
SIMILAR = 0.8


def _loose(text: str) -> str:
    return re.sub(r"\s+", " ", _STRAY.sub(" ", norm(text))).strip().lower()


def cell_matches(known: str, got: str, approximate: bool) -> bool:
    """A product cell carries a known value: exactly (normalised) for text tables; for scans, figures exact and
    words at least 80% alike, stray OCR punctuation ignored."""
    if not approximate:
        return norm(known) == norm(got) or norm(known) in norm(got)
    want, have = _loose(known), _loose(got)
    if not want:
        return True
    figures = re.findall(r"\d", want)
    if figures and re.findall(r"\d", have) != figures:
        return False
    if want in have:
        return True
    from difflib import SequenceMatcher

    return SequenceMatcher(None, want, have).ratio() >= SIMILAR


@dataclass
class Known:
    id: str
    file: str
    page: int | None
    kind: str
    text: str
    ends_on_page: int | None = None
    scanned: bool = False
    cells: list[tuple[str | None, str]] = field(default_factory=list)  # (column label or None, value)

    @property
    def is_row(self) -> bool:
        return bool(self.cells)

    @classmethod
    def load(cls, raw: dict[str, Any]) -> Known:
        table = raw.get("table") or {}
        cells: list[tuple[str | None, str]] = []
        # Keys write a row as {caption, row, cells} or as the bare list of its cells (bench/ingest_blind2).
        raw_cells = table.get("cells") if isinstance(table, dict) else table if isinstance(table, list) else None
        if isinstance(raw_cells, dict):
            cells = [(str(k), str(v)) for k, v in raw_cells.items() if str(v).strip()]
        elif isinstance(raw_cells, list):
            for cell in raw_cells:
                if isinstance(cell, (list, tuple)) and len(cell) == 2:
                    cells.append((str(cell[0]), str(cell[1])))
                elif str(cell).strip():
                    cells.append((None, str(cell)))
        page = raw.get("page")
        ends = raw.get("ends_on_page")
        file = str(raw["file"])
        return cls(
            id=str(raw.get("id") or raw.get("key")),
            # The key may name files from the corpus root ("documents/x.pdf"); document ids are relative to
            # documents/, the folder that is ingested.
            file=file.removeprefix("documents/"),
            page=int(page) if page is not None else None,
            kind=str(raw.get("kind") or ""),
            text=str(raw.get("text") or ""),
            ends_on_page=int(ends) if ends is not None and ends != page else None,
            scanned=bool(raw.get("scanned")),
            cells=cells,
        )


@dataclass
class Verdict:
    known: Known
    holder: Passage | None = None  # the product passage holding the known passage whole
    right_page: bool = False
    alone: bool = False
    others_inside: list[str] = field(default_factory=list)
    labelled: bool = False  # table rows: every value under its known label
    note: str = ""

    @property
    def whole(self) -> bool:
        return self.holder is not None

    @property
    def perfect(self) -> bool:
        return self.whole and self.right_page and self.alone


_ROW_NUMBER = re.compile(r"^\d{1,3}$")
STRICT_ROWS = False  # --strict-rows: a scanned row's item number must be read too


def _required(known: Known) -> list[tuple[str | None, str]]:
    """The cells a row must carry. On a scan the key's README allows OCR to drop or garble a bare item
    number ("1", "2"): those are left out unless --strict-rows."""
    if known.scanned and not STRICT_ROWS:
        return [(label, value) for label, value in known.cells if not _ROW_NUMBER.match(value.strip())]
    return known.cells


def _row_holds(passage: Passage, known: Known) -> bool:
    """Every known value is one of the row's cells (or inside one: a cell may carry a footnote mark)."""
    if passage.table_row is None:
        return False
    cells = passage.table_row.cells
    return all(any(cell_matches(v, c, known.scanned) for c in cells) for _, v in _required(known))


def _label_matches(known: str, got: str, approximate: bool) -> bool:
    return label_norm(known) == label_norm(got) or (approximate and cell_matches(known, got, True))


def _row_labelled(passage: Passage, known: Known) -> bool:
    row = passage.table_row
    if row is None:
        return False
    labels, cells = row.column_labels, row.cells
    for label, value in _required(known):
        if label is None:
            continue
        hits = [i for i, c in enumerate(cells) if cell_matches(value, c, known.scanned)]
        under_label = any(i < len(labels) and _label_matches(label, labels[i], known.scanned) for i in hits)
        # A label/value table has no header: its first cell is the label of the second.
        beside_label = len(cells) == 2 and _label_matches(label, cells[0], known.scanned) and 1 in hits
        if not (under_label or beside_label):
            return False
    return True


def holds(passage: Passage, known: Known) -> bool:
    if known.is_row:
        return _row_holds(passage, known)
    return norm(known.text) in norm(passage.text)


def judge(known: Sequence[Known], passages: Sequence[Passage]) -> list[Verdict]:
    by_file: dict[str, list[Passage]] = {}
    for passage in passages:
        by_file.setdefault(passage.document_id, []).append(passage)
    same_file: dict[str, list[Known]] = {}
    for k in known:
        same_file.setdefault(k.file, []).append(k)
    verdicts: list[Verdict] = []
    for k in known:
        verdict = Verdict(k)
        candidates = [p for p in by_file.get(k.file, []) if holds(p, k)]
        if k.is_row:
            candidates = [p for p in candidates if p.table_row is not None] or candidates
        if not candidates:
            verdict.note = _closest(k, by_file.get(k.file, []))
            verdicts.append(verdict)
            continue
        # The tightest holder: the one with the least text beyond the known passage.
        holder = min(candidates, key=lambda p: len(p.text))
        verdict.holder = holder
        ends = holder.extra.get("ends_on_page")
        same_page = holder.page == k.page or (holder.page is None and k.page == 1 and k.ends_on_page is None)
        verdict.right_page = same_page and (
            k.ends_on_page is None or (ends is not None and str(ends) == str(k.ends_on_page))
        )
        verdict.others_inside = [o.id for o in same_file[k.file] if o is not k and holds(holder, o) and o.text]
        verdict.alone = not verdict.others_inside
        verdict.labelled = k.is_row and _row_labelled(holder, k)
        verdicts.append(verdict)
    return verdicts


def _closest(known: Known, passages: Iterable[Passage]) -> str:
    """The passage sharing the most words with the known text, to show what became of it."""
    want = set(norm(known.text).lower().split()) or {norm(v).lower() for _, v in known.cells}
    best: tuple[float, Passage] | None = None
    for passage in passages:
        words = set(norm(passage.text).lower().split())
        score = len(want & words) / max(len(want), 1)
        if best is None or score > best[0]:
            best = (score, passage)
    if best is None:
        return f"no passages from {known.file}"
    return f"closest {best[1].address} ({best[0]:.0%} of the words): {norm(best[1].text)[:300]!r}"


def _closest_row(known: Known, passages: Iterable[Passage]) -> Passage | None:
    """The product's table row of the known row's file that shares most of its values."""
    rows = [p for p in passages if p.document_id == known.file and p.table_row is not None]
    if not rows:
        return None
    want = {_loose(v) for _, v in known.cells}

    def shared(p: Passage) -> int:
        cells = {_loose(c) for c in p.table_row.cells} if p.table_row else set()
        return len(want & cells)

    return max(rows, key=shared)


def answers(hit: Passage, known: Known, verdict: Verdict) -> bool:
    if verdict.holder is not None and hit.id == verdict.holder.id:
        return True
    if hit.document_id != known.file:
        return False
    if known.is_row:
        return _row_holds(hit, known)
    inner, outer = norm(hit.text), norm(known.text)
    return len(inner) >= SPLIT_SHARE * len(outer) and inner in outer


def share(part: int, whole: int) -> str:
    return f"{part}/{whole} = {part / whole:.1%}" if whole else "n/a (none in the key)"


def run(corpus: Path, show_misses: bool, with_search: bool, extra_questions: Sequence[Path] = ()) -> int:
    from vouch.ingest.pipeline import ingest_paths
    from vouch.services import Services
    from vouch.settings import Settings

    documents = corpus / "documents"
    key = [Known.load(json.loads(x)) for x in (corpus / "answer_key.jsonl").read_text().splitlines() if x.strip()]
    questions_path = corpus / "questions.jsonl"
    questions = (
        [json.loads(x) for x in questions_path.read_text().splitlines() if x.strip()]
        if questions_path.is_file()
        else []
    )
    shown = corpus.resolve().relative_to(REPO) if corpus.resolve().is_relative_to(REPO) else corpus
    print(f"corpus {shown}: {len(key)} known passages, {len(questions)} questions")
    with tempfile.TemporaryDirectory() as tmp:
        services = Services.build(Settings(data_dir=Path(tmp)))
        if not with_search:
            services.index_sinks[:] = []
        services.collections.ensure(COLLECTION, None, created_by="bench")
        started = time.perf_counter()
        results = ingest_paths(services, COLLECTION, [documents])
        passages = services.passages.passages(COLLECTION)
        print(
            f"ingested {sum(r.ok for r in results)}/{len(results)} files, {len(passages)} passages "
            f"in {time.perf_counter() - started:.1f} s"
        )
        for result in results:
            if not result.ok:
                print(f"  FAILED {result.document_id}: {result.error.message if result.error else '?'}")
        verdicts = judge(key, passages)
        text_like = verdicts
        rows = [v for v in verdicts if v.known.is_row and v.known.scanned]
        n = len(text_like)
        print(f"known passages found whole:                 {share(sum(v.whole for v in text_like), n)}")
        print(f"  ... on the right page:                    {share(sum(v.right_page for v in text_like), n)}")
        print(f"  ... alone:                                {share(sum(v.alone for v in text_like), n)}")
        print(f"whole, alone and on the right page:         {share(sum(v.perfect for v in text_like), n)}")
        print(f"scanned table rows with their column labels: {share(sum(v.labelled for v in rows), len(rows))}")
        kinds: dict[str, list[Verdict]] = {}
        for v in verdicts:
            kinds.setdefault(v.known.kind or "?", []).append(v)
        by_kind = ", ".join(f"{k} {sum(x.perfect for x in vs)}/{len(vs)}" for k, vs in sorted(kinds.items()))
        print(f"by kind (whole, alone, right page): {by_kind}")
        flagged = [p for p in passages if p.extra.get("low_confidence")]
        if flagged:
            print(f"passages flagged low-confidence by OCR: {len(flagged)}")
        # A scanned row OCR got wrong should at least say so: the product's closest row to each one missed,
        # and whether it is flagged (a misread row that is not flagged is passed off as read).
        missed = [v for v in rows if not v.labelled]
        if missed:
            warned = sum(1 for v in missed if (c := _closest_row(v.known, passages)) and c.extra.get("low_confidence"))
            print(f"scanned rows misread or incomplete: {len(missed)}, of them flagged low-confidence: {warned}")
        search_misses: list[str] = []
        question_sets = [("questions.jsonl", questions)] + [
            (path.name, [json.loads(x) for x in path.read_text().splitlines() if x.strip()]) for path in extra_questions
        ]
        for name, asked in question_sets if with_search else []:
            if not asked:
                continue
            by_id = {v.known.id: v for v in verdicts}
            hit1 = hit5 = 0
            for q in asked:
                verdict = by_id.get(str(q["answer"]))
                if verdict is None:
                    search_misses.append(f"{q['id']}: answer {q['answer']} is not in the answer key")
                    continue
                hits = [h.passage for h in services.search.search(COLLECTION, q["question"], limit=5)]
                ok = [answers(h, verdict.known, verdict) for h in hits]
                hit1 += bool(ok) and ok[0]
                hit5 += any(ok)
                if not (ok and ok[0]):
                    rank = ok.index(True) + 1 if any(ok) else None
                    search_misses.append(
                        f"{q['id']} ({'rank ' + str(rank) if rank else 'not in top 5'}): {q['question']!r} "
                        f"wants {verdict.known.id} {verdict.known.file}; got {[h.address for h in hits[:3]]}"
                    )
            label = "" if name == "questions.jsonl" else f" [{name}]"
            print(
                f"search recall@1: {hit1 / len(asked):.3f}   recall@5: {hit5 / len(asked):.3f}  "
                f"({len(asked)} questions, embedded hybrid){label}"
            )
        if show_misses:
            print("\n-- misses")
            for v in verdicts:
                if v.perfect and (not v.known.is_row or not v.known.scanned or v.labelled):
                    continue
                what = []
                if not v.whole:
                    what.append("not whole")
                else:
                    if not v.right_page:
                        what.append(
                            f"page {v.holder.page if v.holder else None}"
                            f" (ends {v.holder.extra.get('ends_on_page') if v.holder else None})"
                            f" != {v.known.page} (ends {v.known.ends_on_page})"
                        )
                    if not v.alone:
                        what.append(f"glued to {v.others_inside}")
                    if v.known.is_row and v.known.scanned and not v.labelled:
                        what.append("row without its column labels")
                print(f"{v.known.id} [{v.known.kind}] {v.known.file} p{v.known.page}: {', '.join(what)}")
                print(f"    known: {norm(v.known.text)[:200]!r}")
                if v.holder is not None:
                    print(f"    got {v.holder.address}: {norm(v.holder.text)[:300]!r}")
                    if v.holder.table_row is not None:
                        print(f"    labels {v.holder.table_row.column_labels} cells {v.holder.table_row.cells}")
                else:
                    print(f"    {v.note}")
            for miss in search_misses:
                print(f"search miss {miss}")
        services.close()
    return 0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("corpus", nargs="?", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--misses", action="store_true", help="list every miss with what the product made of it")
    parser.add_argument("--no-search", action="store_true", help="skip indexing and the questions (faster)")
    parser.add_argument("--strict-rows", action="store_true", help="scanned rows must carry their item numbers")
    parser.add_argument(
        "--questions", type=Path, action="append", default=[], help="another questions file on the same corpus"
    )
    args = parser.parse_args()
    global STRICT_ROWS
    STRICT_ROWS = args.strict_rows
    if not (args.corpus / "answer_key.jsonl").is_file() or not (args.corpus / "documents").is_dir():
        parser.error(f"{args.corpus} needs documents/ and answer_key.jsonl")
    raise SystemExit(run(args.corpus, args.misses, not args.no_search, args.questions))


if __name__ == "__main__":
    main()
