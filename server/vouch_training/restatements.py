"""Restatement pairs: a premise sentence read against itself, one clause of it, the same in the other voice, or
reordered around its condition (all entailed), and matched negatives made from those SAME restatements (a value
swapped for another of its kind from the same premise, the negation flipped, a condition dropped, "or" read as
"and", a quantifier widened), so that copying the premise never becomes the shortcut to "entailed".

The served checker reads a claim restating one clause of a longer policy sentence as a contradiction, and a
sentence against itself at about 0.5 (model card, "What the model is given"). The text comes only from sources
the evaluation files never contain: the sample documents (``samples/``), the training corpus's passages
(``vouch_training/corpus``) and SNLI / MultiNLI premises from the NLI folders passed on the command line.

Every rule here is a rewrite of one kind of sentence structure; the word lists are the data below, one per concept.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator, Sequence
from pathlib import Path

from vouch_training import CONTRADICTION, ENTAILMENT, NEUTRAL, domain, extra, nli
from vouch_training.domain import Pair

SOURCE = "restatement"

# A clause's subject and auxiliary, kept on the conjunct that follows without its own subject.
SUBJECTS = (
    "we",
    "you",
    "the insurer",
    "the insured",
    "the policyholder",
    "the tenant",
    "the landlord",
    "the company",
    "it",
    "they",
    "this policy",
    "this section",
    "the policy",
    "this cover",
)
AUXILIARIES = (
    "will not",
    "will",
    "must not",
    "must",
    "may not",
    "may",
    "can",
    "cannot",
    "should",
    "need to",
    "do not",
    "does not",
    "are",
    "is",
    "have",
    "has",
    "would",
    "shall",
)
# Words that open a conjunct with its own subject or that make a split unsafe (the conjunct is a noun phrase).
CLAUSE_OPENERS = ("we", "you", "the", "it", "they", "this", "there", "our", "your", "he", "she", "a", "an")
CONDITION_WORDS = ("if", "unless", "provided that", "as long as", "where", "when")
# Voice: a pronoun, the party it names, and the verb forms that agree with each.
PARTIES = (
    ("you", "the insured", "your", "the insured's", "you"),
    ("we", "the insurer", "our", "the insurer's", "us"),
)
AGREEMENT = {"are": "is", "have": "has", "do": "does", "were": "was"}
PERSON_AUX = ("will", "must", "may", "can", "cannot", "should", "would", "shall", "are", "have", "do", "were", "need")
NEGATABLE = (  # (affirmative, negative): flipped in either direction
    ("will not", "will"),
    ("must not", "must"),
    ("cannot", "can"),
    ("does not", "does"),
    ("do not", "do"),
    ("is not", "is"),
    ("are not", "are"),
)
WIDENINGS = (  # a quantifier or modal read wider than the premise says
    (r"\bup to (?=[£$€\d])", ""),
    (r"\bmay\b", "will"),
    (r"\bsome\b", "all"),
    (r"\bpart of\b", "all of"),
    (r"\bone of\b", "all of"),
)
_VALUE = re.compile(
    r"(?:[£$€]\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:million|m|k))?)"
    r"|(?:\d[\d,]*(?:\.\d+)?\s?%)"
    r"|(?:\d+\s(?:working\s|calendar\s|consecutive\s)?(?:days?|weeks?|months?|years?|hours?))"
    r"|(?:\d{1,2}\s(?:January|February|March|April|May|June|July|August|September|October|November|December)"
    r"(?:\s\d{4})?)"
)


def value_kind(value: str) -> str:
    if value[0] in "£$€":
        return "money"
    if value.endswith("%"):
        return "percent"
    if re.search(r"[A-Z][a-z]+", value):
        return "date"
    return "period:" + re.sub(r"s$", "", value.split()[-1])


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _low(text: str) -> str:
    first = text.split(" ", 1)[0]
    return text if first.isupper() or first in {"I"} else text[:1].lower() + text[1:]


def _end(text: str) -> str:
    text = text.strip().rstrip(",;:")
    return text if text.endswith((".", "?", "!")) else text + "."


def _subject_aux(sentence: str) -> str | None:
    """The sentence's opening subject and auxiliary ("We will", "The insured must not"), if it has one."""
    low = sentence.lower()
    for subject in sorted(SUBJECTS, key=len, reverse=True):
        for aux in AUXILIARIES:
            head = f"{subject} {aux} "
            if low.startswith(head):
                return sentence[: len(head) - 1]
    return None


def _conditional(sentence: str) -> bool:
    low = sentence.lower()
    return any(re.search(rf"(?:^|\s){w}\s", low) for w in CONDITION_WORDS)


def clauses(sentence: str) -> list[str]:
    """Each conjunct of a sentence with its subject kept: split at ";", ", and", " and ", " but " (and a
    non-restrictive relative clause dropped). A conditional sentence is not split (the condition binds both)."""
    body = sentence.strip().rstrip(".")
    out: list[str] = []
    relative = re.match(r"^(.+?), (?:which|who) [^,]+, (.+)$", body)
    if relative and len(relative.group(1).split()) >= 2:
        out.append(_end(f"{relative.group(1)} {relative.group(2)}"))
    trailing = re.match(r"^(.{20,}?), (?:which|who) .+$", body)
    if trailing:
        out.append(_end(trailing.group(1)))
    if _conditional(body) or re.search(r"\bbetween\b|\bboth\b|\beither\b", body, re.I):
        return out
    head = _subject_aux(body)
    parts = [p for p in re.split(r";\s+|,? and (?=\w)|,? but (?=\w)", body) if p.strip()]
    if len(parts) < 2 or any(len(p.split()) < 3 for p in parts):
        return out
    for i, part in enumerate(parts):
        part = part.strip()
        first = part.split()[0].lower()
        if i > 0 and first not in CLAUSE_OPENERS:
            if head is None:
                return out  # a bare verb phrase with no subject to give it: not a clause
            part = f"{head} {part}"
        elif i > 0 and first in {"a", "an", "the"} and _subject_aux(part) is None and head is not None:
            return out  # "... fire and the flood damage": a noun phrase, not a clause
        out.append(_end(_cap(part)))
    return out


# Where a pronoun is the subject: the sentence's start, after a clause break, or after a conjunction.
SUBJECT_AFTER = (
    "and",
    "but",
    "if",
    "unless",
    "when",
    "where",
    "that",
    "once",
    "before",
    "after",
    "until",
    "or",
    "provided",
)
_SUBJECT_SLOT = re.compile(rf"(?:^|[,;.]\s*|\b(?:{'|'.join(SUBJECT_AFTER)})\s+)$", re.I)


def _to_party(text: str, pronoun: str, party: str) -> str | None:
    out: list[str] = []
    last = 0
    for m in re.finditer(rf"\b{pronoun}\b(\s+(\w+))?", text, re.I):
        nxt = (m.group(2) or "").lower()
        as_subject = pronoun == "we" or bool(_SUBJECT_SLOT.search(text[: m.start()]))
        if as_subject and nxt in PERSON_AUX:
            out.append(text[last : m.start()] + f"{party} {AGREEMENT.get(nxt, m.group(2))}")
        elif as_subject:
            return None  # a subject with a plain verb: "you live" would need "lives"
        else:
            out.append(text[last : m.start()] + party + (m.group(1) or ""))
        last = m.end()
    return "".join(out) + text[last:]


def _to_pronoun(text: str, pronoun: str, party: str, obj: str) -> str | None:
    back = {v: k for k, v in AGREEMENT.items()}
    out: list[str] = []
    last = 0
    for m in re.finditer(rf"\b{party}\b(\s+(\w+))?", text, re.I):
        nxt = (m.group(2) or "").lower()
        if not _SUBJECT_SLOT.search(text[: m.start()]):
            out.append(text[last : m.start()] + obj + (m.group(1) or ""))
        elif nxt in back:
            out.append(text[last : m.start()] + f"{pronoun} {back[nxt]}")
        elif nxt.endswith("s") and nxt not in PERSON_AUX and not nxt.endswith("ss"):
            return None  # "the insured lives" would need "live"
        else:
            out.append(text[last : m.start()] + pronoun + (m.group(1) or ""))
        last = m.end()
    return "".join(out) + text[last:]


def voice_shift(sentence: str) -> str | None:
    """ "you"/"we" as "the insured"/"the insurer", or back, only where each verb's agreement is known."""
    text: str | None = sentence
    for pronoun, party, possessive, party_possessive, obj in PARTIES:
        if text is None:
            return None
        if re.search(rf"\b(?:{pronoun}|{possessive}|{obj})\b", text, re.I):
            text = re.sub(rf"\b{possessive}\b", party_possessive, text, flags=re.I)
            text = re.sub(rf"\b{obj}\b", party, text) if obj != pronoun else text
            text = _to_party(text, pronoun, party)
    if text == sentence:
        for pronoun, party, possessive, party_possessive, obj in PARTIES:
            if text is None:
                return None
            text = text.replace(party_possessive, possessive).replace(_cap(party_possessive), _cap(possessive))
            text = _to_pronoun(text, pronoun, party, obj)
    if text is None or text == sentence:
        return None
    return _cap(text)


def reorder_condition(sentence: str) -> str | None:
    """ "If X, we pay Y." <-> "We pay Y if X." (one condition, no other comma in it)."""
    body = sentence.strip().rstrip(".")
    front = re.match(r"^(If|Unless|Provided that|As long as) ([^,]{4,}), ([^,]{8,})$", body)
    if front:
        return _end(f"{_cap(front.group(3))} {front.group(1).lower()} {front.group(2)}")
    back = re.match(r"^([^,;]{12,}?) (if|unless|provided that|as long as) ([^,;]{4,})$", body)
    if back and len(back.group(1).split()) >= 3:
        return _end(f"{_cap(back.group(2))} {back.group(3)}, {_low(back.group(1))}")
    return None


def drop_condition(sentence: str) -> str | None:
    """The promise without its condition (a conditional restatement only)."""
    body = sentence.strip().rstrip(".")
    front = re.match(r"^(?:If|Unless|Provided that|As long as) [^,]{4,}, (.{8,})$", body)
    if front:
        return _end(_cap(front.group(1)))
    back = re.match(r"^(.{12,}?),? (?:if|unless|provided that|as long as) .{4,}$", body)
    if back and len(back.group(1).split()) >= 3:
        return _end(back.group(1))
    return None


def flip_negation(sentence: str) -> str | None:
    for negative, affirmative in NEGATABLE:
        if re.search(rf"\b{negative}\b", sentence, re.I):
            return re.sub(rf"\b{negative}\b", affirmative, sentence, count=1, flags=re.I)
    if re.search(r"\b(?:never|no|nothing|neither|nor)\b", sentence, re.I):
        return None  # a second negation would make "not never": leave such a sentence unflipped
    for negative, affirmative in NEGATABLE:
        if re.search(rf"\b{affirmative}\b", sentence, re.I):
            return re.sub(rf"\b{affirmative}\b", negative, sentence, count=1, flags=re.I)
    return None


def swap_value(hypothesis: str, premise: str, r: random.Random) -> str | None:
    """One value of the hypothesis swapped for another value of the same kind that the premise also states."""
    mine = list(_VALUE.finditer(hypothesis))
    theirs = {m.group(0) for m in _VALUE.finditer(premise)}
    options: list[tuple[re.Match[str], str]] = []
    for m in mine:
        kind = value_kind(m.group(0))
        others = sorted(v for v in theirs if v != m.group(0) and value_kind(v) == kind)
        options.extend((m, v) for v in others)
    if not options:
        return None
    m, value = r.choice(options)
    return str(hypothesis[: m.start()] + value + hypothesis[m.end() :])


def sibling_kind(value: str) -> str:
    """The coarse kind two slots of one passage compare on: a period is a period whatever its unit ("5 working
    days" and "8 weeks" are both deadlines a reader can confuse)."""
    kind = value_kind(value)
    return "period" if kind.startswith("period:") else kind


def _norm(text: str) -> str:
    return re.sub(r"\W+", " ", text.lower()).strip()


def sibling_units(sentence: str, passage: str) -> list[str]:
    """The other statements of the passage a restatement of ``sentence`` can be confused with: the sentence's own
    clauses and every other sentence of the passage (with its clauses)."""
    units: list[str] = []
    for s in [sentence, *(x for x in domain.split_sentences(passage) if _norm(x) != _norm(sentence))]:
        split = clauses(s)
        units.extend(split if split else [s])
    return units


def sibling_swaps(hypothesis: str, sentence: str, passage: str, r: random.Random) -> Iterator[tuple[str, str]]:
    """("sibling_value" | "sibling_slot", hypothesis): a restated clause whose value is the value ANOTHER statement
    of the same passage gives for a different thing ("acknowledge within 8 weeks" where 8 weeks is the resolution
    deadline), and the sibling's statement carrying this clause's value ("aim to resolve within 5 working days").
    Only where the two values differ and the edited text is not itself in the passage; both contradict it."""
    mine = list(_VALUE.finditer(hypothesis))
    if not mine:
        return
    whole = _norm(passage + " " + sentence)
    own = _norm(hypothesis)
    value_opts: list[tuple[re.Match[str], str]] = []
    slot_opts: list[str] = []
    for unit in sibling_units(sentence, passage):
        u = _norm(unit)
        if not u or u in own or own in u:
            continue  # the restatement itself, or a statement containing it: not a sibling
        theirs = list(_VALUE.finditer(unit))
        for m in mine:
            kind = sibling_kind(m.group(0))
            same = [t for t in theirs if sibling_kind(t.group(0)) == kind]
            for t in same:
                if t.group(0) != m.group(0) and t.group(0) not in hypothesis:
                    value_opts.append((m, t.group(0)))
            if len(same) == 1 and same[0].group(0) != m.group(0) and m.group(0) not in unit:
                t = same[0]
                slot_opts.append(_end(unit[: t.start()] + m.group(0) + unit[t.end() :]))
    if value_opts:
        m, value = r.choice(value_opts)
        edited = hypothesis[: m.start()] + value + hypothesis[m.end() :]
        if _norm(edited) not in whole:
            yield "sibling_value", edited
    if slot_opts:
        edited = r.choice(slot_opts)
        if _norm(edited) not in whole:
            yield "sibling_slot", edited


def or_to_and(sentence: str) -> str | None:
    if re.search(r"\bnot\b|\bno\b|\bnever\b|\bneither\b|\bwithout\b", sentence, re.I) or _conditional(sentence):
        return None  # under a negation or in a condition, "and" is not wider than "or"
    if not re.search(r"\bor\b", sentence):
        return None
    return re.sub(r"\bor\b", "and", sentence, count=1)


def widen(sentence: str) -> str | None:
    for pattern, replacement in WIDENINGS:
        if re.search(pattern, sentence):
            return re.sub(pattern, replacement, sentence, count=1)
    return None


def positives(sentence: str) -> Iterator[tuple[str, str]]:
    """(kind, hypothesis) restatements the sentence entails."""
    yield "self", sentence
    seen = [sentence]  # a list, in the order made: a set's order changes with the process's hash seed
    for clause in clauses(sentence):
        if clause not in seen:
            seen.append(clause)
            yield "clause", clause
    for base in list(seen):
        shifted = voice_shift(base)
        if shifted and shifted not in seen:
            seen.append(shifted)
            yield "voice", shifted
        reordered = reorder_condition(base)
        if reordered and reordered not in seen:
            seen.append(reordered)
            yield "reorder", reordered


def negatives(hypothesis: str, premise: str, r: random.Random) -> Iterator[tuple[int, str, str]]:
    """(label, kind, hypothesis) edits of one restatement that its premise does not entail."""
    swapped = swap_value(hypothesis, premise, r)
    if swapped:
        yield CONTRADICTION, "value_swap", swapped
    flipped = flip_negation(hypothesis)
    if flipped:
        yield CONTRADICTION, "negation", flipped
    dropped = drop_condition(hypothesis)
    if dropped:
        yield NEUTRAL, "dropped_condition", dropped
    anded = or_to_and(hypothesis)
    if anded:
        yield NEUTRAL, "or_to_and", anded
    wider = widen(hypothesis)
    if wider:
        yield NEUTRAL, "widened", wider


def sentence_pairs(sentence: str, passage: str, origin: str, r: random.Random) -> list[Pair]:
    """Each restatement of one sentence (against the sentence or its whole passage) and, from each, one
    matched negative; the same premise for the two, so the pair differs only by the edit. A restatement with a
    value that a sibling statement of the passage also has a value of its kind for gets its sibling edits too,
    read against the whole passage (the premise that holds both statements)."""
    out: list[Pair] = []
    for kind, hypothesis in positives(sentence):
        premise = passage if passage != sentence and r.random() < 0.5 else sentence
        out.append(Pair(premise, hypothesis, ENTAILMENT, SOURCE, f"{origin}:{kind}"))
        edits = list(negatives(hypothesis, sentence, r))
        if edits:
            label, edit, wrong = r.choice(edits)
            out.append(Pair(premise, wrong, label, SOURCE, f"{origin}:{kind}:{edit}"))
        for edit, wrong in sibling_swaps(hypothesis, sentence, passage, r):
            out.append(Pair(passage, wrong, CONTRADICTION, SOURCE, f"{origin}:{kind}:{edit}"))
    return out


def corpus_sentences(corpus_dir: Path) -> list[tuple[str, str]]:
    """(sentence, passage) from the training corpus's passages (markup stripped)."""
    out: list[tuple[str, str]] = []
    path = corpus_dir / "passages.jsonl"
    if not path.exists():
        return out
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        text = re.sub(r"\*\*|__", "", str(json.loads(line)["text"]))
        for s in domain.split_sentences(text):
            s = domain.clean_sentence(s)
            if 6 <= len(s.split()) <= 60:
                out.append((s, text))
    return out


def document_sentences(repo: Path) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for passage, sentences in domain.document_passages(repo):
        for s in sentences:
            c = domain.clean_sentence(s)
            if 6 <= len(c.split()) <= 60:
                out.append((c, passage))
    return out


def nli_premises(nli_root: Path | None, extra_root: Path | None, n: int, r: random.Random) -> list[tuple[str, str]]:
    """Distinct SNLI dev and MultiNLI premises (the premise only: the hypotheses are never used)."""
    premises: list[str] = []
    if nli_root is not None and (nli_root / "snli").is_dir():
        premises += sorted({p for p, _h, _y in nli.snli(nli_root, "dev")})
    if extra_root is not None and (extra_root / "mnli").is_dir():
        premises += sorted({p for p, _h, _y in extra.mnli(extra_root) if len(p.split()) <= 40})
    premises = [p for p in premises if len(p.split()) >= 6]
    r.shuffle(premises)
    return [(p, p) for p in premises[:n]]


def balance(pairs: Sequence[Pair], share: float, n: int, r: random.Random) -> list[Pair]:
    """At most ``n`` pairs, ``share`` of them entailed (as far as either side allows)."""
    pos = [p for p in pairs if p.label == ENTAILMENT]
    neg = [p for p in pairs if p.label != ENTAILMENT]
    r.shuffle(pos)
    r.shuffle(neg)
    k = min(len(pos), round(n * share))
    m = min(len(neg), n - k)
    k = min(len(pos), max(k, round(m * share / (1 - share)))) if share < 1 else k
    out = pos[:k] + neg[:m]
    r.shuffle(out)
    return out


def restatement_pairs(
    repo: Path,
    corpus_dir: Path | None,
    nli_root: Path | None,
    extra_root: Path | None,
    n: int,
    seed: int,
    share: float = 0.5,
) -> list[Pair]:
    """The restatement source: about ``n`` pairs, ``share`` entailed, domain sentences first (the sample documents
    and the corpus passages), general premises for about a quarter. Seeded."""
    r = random.Random(seed)
    domain_sentences = document_sentences(repo) + (corpus_sentences(corpus_dir) if corpus_dir else [])
    dom: list[Pair] = []
    for s, passage in domain_sentences:
        dom.extend(sentence_pairs(s, passage, "domain", r))
    gen: list[Pair] = []
    for s, passage in nli_premises(nli_root, extra_root, max(200, n // 2), r):
        gen.extend(sentence_pairs(s, passage, "nli", r))
    n_general = n // 4
    dom = weigh_siblings(cap_kind(_thin_self(dom, r), "negation", NEGATION_CAP, r), r)
    gen = cap_kind(_thin_self(gen, r), "negation", NEGATION_CAP, r)
    return balance(dom, share, n - n_general, r) + balance(gen, share, n_general, r)


# Negation flips are the easiest negative to make and were most of them (825 of 1,216): at most this share.
NEGATION_CAP = 0.25


def _edit(pair: Pair) -> str:
    return pair.kind.split(":")[-1] if pair.kind.count(":") >= 2 else ""


def cap_kind(pairs: Sequence[Pair], edit: str, cap: float, r: random.Random) -> list[Pair]:
    """Negatives made by ``edit`` kept to at most ``cap`` of all negatives (the others dropped at random)."""
    neg = [p for p in pairs if p.label != ENTAILMENT]
    of_kind = [p for p in neg if _edit(p) == edit]
    others = len(neg) - len(of_kind)
    keep_n = min(len(of_kind), int(cap * others / (1 - cap)))
    keep = set(map(id, r.sample(of_kind, keep_n)))
    return [p for p in pairs if p.label == ENTAILMENT or _edit(p) != edit or id(p) in keep]


def weigh_siblings(pairs: Sequence[Pair], r: random.Random) -> list[Pair]:
    """Sibling-slot negatives repeated (drawn again at random) until they are at least as many as the clause
    positives: a clause read as entailed whatever its value is bound to is the error they teach against."""
    out = list(pairs)
    sib = [p for p in pairs if _edit(p).startswith("sibling_")]
    clause_pos = sum(1 for p in pairs if p.label == ENTAILMENT and p.kind.split(":")[1] == "clause")
    if sib:
        out.extend(r.choice(sib) for _ in range(max(0, clause_pos - len(sib))))
    return out


def _thin_self(pairs: Sequence[Pair], r: random.Random, keep: float = 0.35) -> list[Pair]:
    """A sentence against itself is the easiest restatement: keep ``keep`` of those (and of their negatives), so
    clauses, voice shifts and reorderings carry most of the source."""
    return [p for p in pairs if p.kind.split(":")[1] != "self" or r.random() < keep]
