"""Domain pairs: premises from insurance passages, hypotheses as a customer letter would state them.

Two sources, both seeded:

* ``template_pairs``: multi-sentence passages assembled from the fact templates in ``facts.py`` (the main
  fact plus distractor facts), with hypotheses labelled by construction.
* ``document_pairs``: the project's own sample documents (``samples/generate.py``: policy wording, endorsement,
  procedure note, schedule and rent tables), with rule-based perturbations of their sentences: number, date,
  unit and party swaps, negation flips, dropped conditions, hardened modality and added clauses.
"""

from __future__ import annotations

import importlib.util
import random
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

from vouch_training import CONTRADICTION, ENTAILMENT, NEUTRAL
from vouch_training import pools as P
from vouch_training.facts import TEMPLATES, Fact


@dataclass(frozen=True)
class Pair:
    premise: str
    hypothesis: str
    label: int
    source: str  # "template" | "document" | "snli" | "negation-nli"
    kind: str  # what made it: "extract", "paraphrase", "number", "negation", "dropped_condition", ...


_PREFIXES = ("Under your policy, ", "As your policy explains, ", "We can confirm that ", "Please note that ")


_LEXICAL = (
    (r"\bwe will pay for\b", "we will cover"),
    (r"\bWe will pay for\b", "We will cover"),
    (r"\bWe will not pay for\b", "We do not cover"),
    (r"\bwe will not pay for\b", "we do not cover"),
    (r"\bis not covered\b", "is excluded"),
    (r"\bare not covered\b", "are excluded"),
    (r"\bup to\b", "a maximum of"),
    (r"\bThe most we will pay\b", "The maximum we will pay"),
    (r"\bat least\b", "no less than"),
    (r"(?<!no )\bmore than\b", "over"),
    (r"\bbefore\b", "prior to"),
    (r"\btell us\b", "let us know"),
    (r"\bsend us\b", "provide us with"),
    (r"\b(we|you|We|You) cannot\b", r"\1 are unable to"),
    (r"\bwill not\b", "won't"),
    (r"\bdo not\b", "don't"),
    (r"\bdoes not\b", "doesn't"),
    (r"\byou must\b(?! not)", "you have to"),
    (r"\bYou must\b(?! not)", "You need to"),
    (r"\beach and every\b", "every"),
    (r"\bexcess\b", "deductible"),
    (r"\bclaims handler\b", "handler"),
)


def lexical_variant(r: random.Random, text: str) -> str:
    """The same meaning in other common words (applied to every label alike, so wording predicts nothing)."""
    matching = [(p, q) for p, q in _LEXICAL if re.search(p, text)]
    for p, q in r.sample(matching, min(len(matching), r.choice((1, 1, 2)))):
        text = re.sub(p, q, text, count=1)
    return text


def _maybe_prefix(r: random.Random, text: str) -> str:
    if r.random() < 0.3:
        text = lexical_variant(r, text)
    if r.random() < 0.08:
        return r.choice(_PREFIXES) + P.low(text)
    return text


_THIRD_PERSON = (
    (r"\bWe will\b", "The insurer will"),
    (r"\bwe will\b", "the insurer will"),
    (r"\bWe may\b", "The insurer may"),
    (r"\bwe may\b", "the insurer may"),
    (r"\bYou must\b", "The policyholder must"),
    (r"\byou must\b", "the policyholder must"),
    (r"\byour\b", "the policyholder's"),
    (r"\bYour\b", "The policyholder's"),
)


def third_person(text: str) -> str:
    for pattern, repl in _THIRD_PERSON:
        text = re.sub(pattern, repl, text)
    return text


def _fact(r: random.Random, exclude: set[str]) -> Fact:
    while True:
        f = r.choice(TEMPLATES)(r)
        if f.name not in exclude:
            return f


def template_pairs(r: random.Random, n_passages: int) -> list[Pair]:
    out: list[Pair] = []
    for _ in range(n_passages):
        main = _fact(r, set())
        distractors: list[Fact] = []
        for _ in range(r.choice((0, 1, 1, 1, 2, 2, 3))):
            distractors.append(_fact(r, {main.name, *(d.name for d in distractors)}))
        main_text = third_person(main.passage) if r.random() < 0.15 else main.passage
        parts = [main_text, *(d.passage for d in distractors)]
        r.shuffle(parts)
        full = " ".join(parts)
        view = r.random()
        if view < 0.45 or not distractors:
            premise, with_distractors = full, True
        elif view < 0.8:
            premise, with_distractors = main_text, False
        else:
            idx = parts.index(main_text)
            lo = max(0, idx - 1)
            premise = " ".join(parts[lo : lo + 2])
            with_distractors = False
        ents = r.sample(main.entailed, min(len(main.entailed), r.choice((1, 2))))
        for h in ents:
            out.append(Pair(premise, _maybe_prefix(r, h), ENTAILMENT, "template", f"{main.name}:paraphrase"))
        if main.contradicted:
            for kind, h in r.sample(main.contradicted, min(len(main.contradicted), r.choice((1, 1, 2)))):
                out.append(Pair(premise, _maybe_prefix(r, h), CONTRADICTION, "template", f"{main.name}:{kind}"))
        if main.unsupported:
            for kind, h in r.sample(main.unsupported, min(len(main.unsupported), r.choice((1, 1, 2)))):
                out.append(Pair(premise, _maybe_prefix(r, h), NEUTRAL, "template", f"{main.name}:{kind}"))
        e = r.choice(main.entailed)
        # Multi-claim hypotheses: supported + supported, supported + added, supported + contradicted.
        if with_distractors and distractors:
            d = r.choice(distractors)
            pair = [e, r.choice(d.entailed)]
            r.shuffle(pair)
            out.append(Pair(premise, _maybe_prefix(r, P.join_claims(*pair)), ENTAILMENT, "template", "multi:both"))
            if d.contradicted and r.random() < 0.5:
                out.append(
                    Pair(
                        premise,
                        _maybe_prefix(r, P.join_claims(e, r.choice(d.contradicted)[1])),
                        CONTRADICTION,
                        "template",
                        "multi:contradicted",
                    )
                )
        if r.random() < 0.5:
            out.append(
                Pair(
                    premise,
                    _maybe_prefix(r, P.join_claims(e, r.choice(P.ADDITIONS))),
                    NEUTRAL,
                    "template",
                    "multi:added",
                )
            )
        else:
            other = _fact(r, {main.name, *(d.name for d in distractors)})
            out.append(Pair(premise, P.join_claims(e, r.choice(other.entailed)), NEUTRAL, "template", "multi:other"))
        if r.random() < 0.35:
            other = _fact(r, {main.name, *(d.name for d in distractors)})
            out.append(Pair(premise, r.choice(other.entailed), NEUTRAL, "template", "unrelated"))
    return out


# ------------------------------------------------------------------------------------------------
# The project's own documents
# ------------------------------------------------------------------------------------------------


def load_samples_module(repo: Path) -> ModuleType | None:
    """Import ``samples/generate.py`` (the sample collection's source of truth) without running it."""
    path = repo / "samples" / "generate.py"
    if not path.exists():
        return None
    spec = importlib.util.spec_from_file_location("vouch_samples_generate", path)
    if spec is None or spec.loader is None:
        return None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    try:
        spec.loader.exec_module(module)
    except Exception:  # the samples generator is another engineer's script; training must not depend on it
        return None
    return module


def document_passages(repo: Path) -> list[tuple[str, list[str]]]:
    """Passages of the sample documents as ingest would cut them (clause heading + text), each with the
    standalone sentences a letter could restate (list items carry their lead-in: "We will not pay for: (c) x"
    gives "We will not pay for x")."""
    mod = load_samples_module(repo)
    if mod is None:
        return []
    out: list[tuple[str, list[str]]] = []
    for section in getattr(mod, "POLICY_SECTIONS", ()):
        for clause in section.clauses:
            body = list(clause.text) + [f"{label} {text}" for label, text in clause.items] + list(clause.after)
            sentences: list[str] = []
            lead = ""
            for t in clause.text:
                for s in split_sentences(t):
                    if s.endswith(":"):
                        lead = s[:-1]
                    else:
                        sentences.append(s)
            for _label, text in clause.items:
                item = text.rstrip(";.").strip()
                if lead and lead.lower().startswith(("we will not pay", "we will pay", "you must")):
                    sentences.append(f"{lead} {item}.")
                elif not lead:
                    sentences.append(P.cap(item) + ".")
            for t in clause.after:
                sentences.extend(split_sentences(t))
            out.append((f"{clause.number} {clause.title}. " + " ".join(body), sentences))
    para: list[str] = []
    for style, text in [*getattr(mod, "PROCEDURE_BODY", ()), ("Heading 1", "")]:
        if style.startswith("Heading") or style == "TABLE":
            if para:
                sentences = [s for p in para if not p.endswith(":") for s in split_sentences(p)]
                out.append((" ".join(para), sentences))
            para = []
            continue
        para.append(text)
    return out


def table_rows(repo: Path) -> list[tuple[str, tuple[str, ...], tuple[tuple[str, ...], ...]]]:
    mod = load_samples_module(repo)
    if mod is None:
        return []
    out: list[tuple[str, tuple[str, ...], tuple[tuple[str, ...], ...]]] = []
    for caption, header_name, rows_name in (
        ("Schedule of excesses", "EXCESS_TABLE_HEADER", "EXCESS_TABLE_ROWS"),
        ("Sums insured", "SUMS_TABLE_HEADER", "SUMS_TABLE_ROWS"),
        ("Settlement authority", "AUTHORITY_TABLE_HEADER", "AUTHORITY_TABLE_ROWS"),
        ("Loss of rent schedule", "RENT_TABLE_HEADER", "RENT_TABLE_ROWS"),
    ):
        header = getattr(mod, header_name, None)
        rows = getattr(mod, rows_name, None)
        if header and rows:
            out.append((caption, tuple(header), tuple(tuple(row) for row in rows)))
    return out


_SENT_SPLIT = re.compile(r"(?<=[.;:])\s+(?=(?:\([a-z]\)\s+)?[A-Z(]|\d+\.\d+ [A-Z])")
_CLAUSE_NO = re.compile(r"^(?:\d+(?:\.\d+)*\s+[^.]{0,60}\.\s+|\d+(?:\.\d+)+\s+|\([a-z]\)\s+)")


def split_sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENT_SPLIT.split(text) if s.strip()]


def clean_sentence(sentence: str) -> str:
    s = _CLAUSE_NO.sub("", sentence).strip()
    s = s.rstrip(";:").strip()
    if not s.endswith("."):
        s += "."
    return P.cap(s)


_NEGATION_FLIPS = (
    (r"\bwill not pay\b", "will pay"),
    (r"\bwill pay\b", "will not pay"),
    (r"\bmust not\b", "must"),
    (r"\bmust\b(?! not)", "must not"),
    (r"\bdoes not\b", "does"),
    (r"\bdo not\b", "do"),
    (r"\bis not\b", "is"),
    (r"\bare not\b", "are"),
    (r"\bcannot\b", "can"),
    (r"\bnever\b", "always"),
    (r"\bno refund will be due\b", "a refund will be due"),
    (r"\bwill not\b", "will"),
    (r"\bwill\b(?! not)", "will not"),
    (r"\bis\b(?! not)", "is not"),
    (r"\bare\b(?! not)", "are not"),
)

_CONDITION_CUT = re.compile(
    r",?\s+(?:unless|provided that|provided|as long as|except where|if|where|whichever is|but only)\b[^.]*", re.I
)
_MODALITY_HARDEN = ((r"\bmay\b", "will"), (r"\busually\b", "always"), (r"\baim to\b", "will"), (r"\bnormally\b", ""))
_UNIT_SWAP = (
    (r"\bworking days\b", "days"),
    (r"\b(\d+) days\b", r"\1 working days"),
    (r"\bmonths\b", "weeks"),
    (r"\bweeks\b", "months"),
    (r"\bhours\b", "days"),
)
_QUANT_SWAP = (
    (r"\bat least\b", "at most"),
    (r"\bno more than\b", "at least"),
    (r"\bno longer than\b", "at least"),
    (r"\bup to\b", "at least"),
    (r"\bonly\b", "also"),
    (r"\bany one\b", "all"),
    (r"\bhighest\b", "lowest"),
    (r"\blater\b", "earlier"),
    (r"\bbefore\b", "after"),
    (r"\bless than\b", "more than"),
    (r"\bmore than\b", "less than"),
)
_NUM = re.compile(r"(£|\$)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d\d)?(%|°C)?")
_DATE = re.compile(
    r"\b(\d{1,2}) (January|February|March|April|May|June|July|August|September|October|November|December)"
    r"(?: (\d{4}))?\b"
)


def _swap_number(r: random.Random, s: str) -> str | None:
    matches = list(_NUM.finditer(s))
    matches = [m for m in matches if not re.match(r"\d+\.\d", s[m.start() : m.end() + 2])]
    if not matches:
        return None
    m = r.choice(matches)
    raw = m.group(2).replace(",", "")
    value = int(raw)
    if m.group(1):
        new = P.other_money(r, value) if value > 0 else r.choice((100, 250))
        rep = f"{m.group(1)}{new:,}"
    else:
        new = P.other_int(r, value, tuple(c for c in (1, 2, 3, 5, 7, 10, 12, 14, 21, 24, 28, 30, 45, 60, 85, 90)))
        rep = str(new) + (m.group(3) or "")
    return s[: m.start()] + rep + s[m.end() :]


def _swap_date(r: random.Random, s: str) -> str | None:
    m = _DATE.search(s)
    if not m:
        return None
    months = [x for x in P.MONTHS if x != m.group(2)]
    day = int(m.group(1))
    if r.random() < 0.5:
        rep = f"{r.choice([d for d in (1, 5, 12, 14, 15, 28, 30) if d != day])} {m.group(2)}"
    else:
        rep = f"{day} {r.choice(months)}"
    if m.group(3):
        rep += f" {m.group(3)}"
    return s[: m.start()] + rep + s[m.end() :]


def _sub_once(patterns: tuple[tuple[str, str], ...], s: str) -> str | None:
    for pattern, repl in patterns:
        new, n = re.subn(pattern, repl, s, count=1)
        if n:
            return re.sub(r"\s{2,}", " ", new)
    return None


def _pick_sub(r: random.Random, patterns: tuple[tuple[str, str], ...], s: str) -> str | None:
    matching = [(p, q) for p, q in patterns if re.search(p, s)]
    if not matching:
        return None
    p, q = r.choice(matching)
    return re.sub(r"\s{2,}", " ", re.sub(p, q, s, count=1))


_VOICE = (
    (r"^We will pay for\b", "Your policy covers"),
    (r"^We will not pay for\b", "Your policy does not cover"),
    (r"^The most we will pay\b", "The maximum we will pay"),
    (r"^You must\b", "You need to"),
    (r"^We may\b", "We can"),
    (r"^Handlers must\b", "We will"),
    (r"^A customer may\b", "You may"),
    (r"^the policyholder\b", "you"),
)


def perturb(r: random.Random, s: str) -> Iterator[tuple[int, str, str]]:
    """Labelled variants of one document sentence: (label, kind, hypothesis)."""
    yield ENTAILMENT, "extract", s
    v = _sub_once(_VOICE, s)
    if v and v != s:
        yield ENTAILMENT, "voice", v
    n = _swap_number(r, s)
    if n and n != s:
        yield CONTRADICTION, "number", n
    d = _swap_date(r, s)
    if d and d != s:
        yield CONTRADICTION, "date", d
    neg = _pick_sub(r, _NEGATION_FLIPS[:11], s) or _sub_once(_NEGATION_FLIPS[11:], s)
    if neg and neg != s:
        yield CONTRADICTION, "negation", neg
    u = _pick_sub(r, _UNIT_SWAP, s)
    if u and u != s:
        yield CONTRADICTION, "unit", u
    q = _pick_sub(r, _QUANT_SWAP, s)
    if q and q != s:
        yield CONTRADICTION, "quantifier", q
    cut = _CONDITION_CUT.sub("", s, count=1).rstrip(" ,.") + "."
    if len(cut) > 25 and cut.rstrip(".") != s.rstrip("."):
        yield NEUTRAL, "dropped_condition", cut
    h = _pick_sub(r, _MODALITY_HARDEN, s)
    if h and h != s:
        yield NEUTRAL, "modality", h
    yield NEUTRAL, "added", P.join_claims(s, r.choice(P.ADDITIONS))


def document_pairs(r: random.Random, repo: Path, rounds: int = 3) -> list[Pair]:
    passages = document_passages(repo)
    out: list[Pair] = []
    all_sentences = [(i, clean_sentence(s)) for i, (_p, ss) in enumerate(passages) for s in ss]
    all_sentences = [(i, s) for i, s in all_sentences if len(s.split()) >= 6]
    for _ in range(rounds):
        for i, (passage, raw) in enumerate(passages):
            sentences = [c for c in (clean_sentence(s) for s in raw) if len(c.split()) >= 6]
            if not sentences:
                continue
            for s in r.sample(sentences, min(2, len(sentences))):
                variants = list(perturb(r, s))
                ents = [v for v in variants if v[0] == ENTAILMENT]
                others = [v for v in variants if v[0] != ENTAILMENT]
                chosen = r.sample(ents, min(1, len(ents))) + r.sample(others, min(2, len(others)))
                for label, kind, hyp in chosen:
                    premise = passage if r.random() < 0.7 else s
                    out.append(Pair(premise, _maybe_prefix(r, hyp), label, "document", kind))
            # A sentence of another passage of the same documents: shares the vocabulary, not the claim.
            if all_sentences:
                j, other = r.choice(all_sentences)
                if j != i and other.rstrip(".") not in passage:
                    out.append(Pair(passage, other, NEUTRAL, "document", "other_passage"))
    out.extend(_table_pairs(r, repo))
    return out


def _subject(text: str) -> str:
    return text if text[:3] in {m[:3] for m in P.MONTHS} or text == "Total" else text[:1].lower() + text[1:]


def _table_claim(subject: str, col: str, value: str) -> str:
    low_col = col[:1].lower() + col[1:]
    if value in {"Yes", "No"}:
        if col.lower().startswith("may "):
            verb = col[4:][:1].lower() + col[5:]
            return f"A {_subject(subject)} {'may' if value == 'Yes' else 'may not'} {verb}."
        if col.lower() == "included":
            return f"{subject} cover is {'included' if value == 'Yes' else 'not included'}."
        return f"For {_subject(subject)}, {low_col}: {value.lower()}."
    return f"For {_subject(subject)}, the {low_col} is {value}."


def _table_pairs(r: random.Random, repo: Path) -> list[Pair]:
    out: list[Pair] = []
    for caption, header, rows in table_rows(repo):
        for i, row in enumerate(rows, start=1):
            premise = f"{caption}, row {i}: " + "; ".join(f"{h} = {c}" for h, c in zip(header, row, strict=False))
            subject = row[0]
            for j, col in enumerate(header[1:], start=1):
                value = row[j]
                out.append(Pair(premise, _table_claim(subject, col, value), ENTAILMENT, "document", "table"))
                if value in {"Yes", "No"}:
                    flipped = _table_claim(subject, col, "No" if value == "Yes" else "Yes")
                    out.append(Pair(premise, flipped, CONTRADICTION, "document", "table_value"))
                    continue
                others = [rw[j] for rw in rows if rw[j] != value]
                if others:
                    wrong = _table_claim(subject, col, r.choice(others))
                    out.append(Pair(premise, wrong, CONTRADICTION, "document", "table_value"))
                if len(rows) > 1 and not [rw for rw in rows if rw[0] != subject and rw[j] == value]:
                    wrong_subject = r.choice([rw[0] for rw in rows if rw[0] != subject])
                    out.append(
                        Pair(premise, _table_claim(wrong_subject, col, value), NEUTRAL, "document", "table_subject")
                    )
    return out


def describe(pairs: list[Pair]) -> dict[str, Any]:
    by_source: dict[str, int] = {}
    by_label: dict[str, int] = {}
    for p in pairs:
        by_source[p.source] = by_source.get(p.source, 0) + 1
        key = f"{p.source}:{('entailment', 'neutral', 'contradiction', 'not_entailment')[p.label]}"
        by_label[key] = by_label.get(key, 0) + 1
    return {"total": len(pairs), "by_source": by_source, "by_label": by_label}
