"""Scoring: claims against passages, calibrated support in [0, 1], aggregation to the sentence.

For each claim of a sentence:

1. every passage gets the deterministic gates (``checks.check_claim``): a failed gate caps that passage's
   support for the claim at 0, whatever the model says (a value missing from one passage may be found or
   worked out across the passages together: ``checks.check_claim_against``);
   structure checks do the same when the claim drops a condition the passage attaches to the statement it
   restates, or turns its "may"/"aim to" into "will"/"must" (labelling convention 4);
2. candidate premises are each passage in full and its one- and two-sentence windows; the few that share
   most content words with the claim go to the entailment model;
3. the model's probabilities and the claim's lexical coverage by the premise are mapped to a calibrated
   support by a logistic (Platt) calibration fitted on held-out generated pairs (``vouch.json``);
4. the claim's support is its best passage's; that passage is the claim's citation.

The sentence is ``entailed`` when every claim reaches the threshold, ``partial`` when some do, and ``none``
when none does or when any claim is contradicted (a gate finds a different value, or the model is confident
of a contradiction) and no passage supports it.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any, Protocol

from vouch.ingest.shapes import without_record_stamp
from vouch.passages import TABLE_ROW_TEXT
from vouch.verify.checks import superseded_values
from vouch.verify.entail import EntailmentModel, NLIProbs
from vouch.verify.gates import OTHER_ROW
from vouch.verify.lexicon import ALTERNATIVE_TIMING_WORDS, alternation
from vouch.verify.pairs import PairReader, PairReading, read_pair
from vouch.verify.stack import ClaimSignals, SupportStack
from vouch.verify.types import (
    Claim,
    ClaimScore,
    Finding,
    GateFinding,
    GateResult,
    Modality,
    Sentence,
    Support,
    SupportScore,
    Verdict,
)
from vouch.verify.values import extract_values

DEFAULT_THRESHOLD = 0.8
MAX_CANDIDATES = 4  # premises per claim sent to the model (latency: claims x candidates pairs per sentence)
STRUCTURE_CAP = 0.0  # a dropped condition or a hardened "may" leaves the claim unsupported (not contradicted)

Decompose = Callable[[str], list[Claim]]
CheckClaim = Callable[[Claim, str, str], GateResult]
CheckClaimAgainst = Callable[[Claim, str, Sequence[str]], GateResult]
FindConflicts = Callable[[Claim, str, Sequence[str]], Sequence[Finding]]


def _conflict(finding: GateFinding) -> bool:
    """A failed gate that found a different value (or polarity) for the claim's, rather than none at all."""
    return not finding.ok and finding.passage_value is not None


class PassageLike(Protocol):
    @property
    def id(self) -> str: ...

    @property
    def text(self) -> str: ...


@dataclass(frozen=True)
class Evidence:
    """The least a passage needs for scoring; ``vouch.passages.Passage`` fits the same protocol."""

    id: str
    text: str
    address: str | None = None


# --------------------------------------------------------------------------------------------------
# Lexical coverage
# --------------------------------------------------------------------------------------------------

_STOP = frozenset(
    {
        "a",
        "about",
        "after",
        "all",
        "also",
        "an",
        "and",
        "any",
        "are",
        "as",
        "at",
        "be",
        "been",
        "before",
        "being",
        "between",
        "but",
        "by",
        "can",
        "could",
        "did",
        "do",
        "does",
        "each",
        "every",
        "for",
        "from",
        "had",
        "has",
        "have",
        "he",
        "her",
        "here",
        "his",
        "i",
        "if",
        "in",
        "into",
        "is",
        "it",
        "its",
        "just",
        "least",
        "less",
        "may",
        "me",
        "might",
        "more",
        "most",
        "must",
        "my",
        "no",
        "not",
        "of",
        "on",
        "only",
        "onto",
        "or",
        "our",
        "out",
        "over",
        "per",
        "shall",
        "she",
        "should",
        "so",
        "such",
        "than",
        "that",
        "the",
        "their",
        "them",
        "then",
        "there",
        "these",
        "they",
        "this",
        "those",
        "to",
        "under",
        "unless",
        "up",
        "us",
        "very",
        "was",
        "we",
        "were",
        "what",
        "when",
        "where",
        "which",
        "while",
        "who",
        "whom",
        "whose",
        "will",
        "with",
        "within",
        "would",
        "you",
        "your",
        "yours",
    }
)
_NUM_WORDS = {
    "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7", "eight": "8",
    "nine": "9", "ten": "10", "eleven": "11", "twelve": "12", "fourteen": "14", "fifteen": "15",
    "twenty": "20", "thirty": "30", "sixty": "60", "ninety": "90", "half": "50%",
}  # fmt: skip
_TOKEN = re.compile(r"[£$€]?\d[\d,]*(?:\.\d+)?%?|[a-z][a-z'-]*", re.I)


def _stem(word: str) -> str:
    w = word.lower().strip("'")
    if w in _NUM_WORDS:
        return _NUM_WORDS[w]
    if w[:1] in "£$€" or w[:1].isdigit():
        return w.lstrip("£$€").replace(",", "").removesuffix(".00")
    w = w.removesuffix("'s")
    for suffix in ("ations", "ation", "ments", "ment", "ingly", "ing", "edly", "ied", "ies", "ed", "es", "ly", "s"):
        if len(w) - len(suffix) >= 3 and w.endswith(suffix):
            w = w[: -len(suffix)]
            break
    return w[:6]


def content_tokens(text: str) -> set[str]:
    return {_stem(t) for t in _TOKEN.findall(text) if (t.lower() not in _STOP and len(t) > 1) or t[:1].isdigit()}


def coverage(claim_text: str, premise: str) -> float:
    """Share of the claim's content words (stemmed; numbers normalised) that the premise contains."""
    claim = content_tokens(claim_text)
    if not claim:
        return 1.0
    return len(claim & content_tokens(premise)) / len(claim)


# --------------------------------------------------------------------------------------------------
# Candidate premises
# --------------------------------------------------------------------------------------------------

_SPLIT = re.compile(r"(?<=[.!?])\s+(?=[A-Z(\d£$])")


def passage_sentences(text: str) -> list[str]:
    text = text.strip()
    if not text:
        return []
    if TABLE_ROW_TEXT.match(text):  # a table row is one unit
        return [text]
    return [s.strip() for s in _SPLIT.split(text) if s.strip()]


@dataclass(frozen=True)
class Candidate:
    passage: int  # index into the passages
    text: str
    full: bool  # the whole passage (rather than a window of it)


def windows(text: str) -> list[str]:
    """The passage itself, and its one- and two-sentence windows when it has more than one sentence."""
    sents = passage_sentences(text)
    out = [text.strip()]
    if len(sents) > 1:
        out.extend(sents)
        if len(sents) > 2:
            out.extend(" ".join(sents[i : i + 2]) for i in range(len(sents) - 1))
    return list(dict.fromkeys(w for w in out if w))


def select_candidates(claim_text: str, passages: Sequence[str], k: int = MAX_CANDIDATES) -> list[Candidate]:
    """The premises most likely to carry the claim: by content-word coverage, then by brevity.

    Each passage's full text is kept when there are few passages, so a claim spread over a passage's sentences
    can still be read as a whole."""
    from vouch.verify.rewrite import letter_voice, status_sentence, table_sentence

    pool: list[tuple[float, int, Candidate]] = []
    for i, text in enumerate(passages):
        for j, w in enumerate(windows(text)):
            # The passage read in the letter's voice ("the customer may" -> "you may", a table row as a
            # sentence about what the claim names): the model was trained on letters, and a procedure note's
            # third person or a row's "Label = value" cells are not what it reads best.
            row = table_sentence(w, claim_text)
            variants = [w] if row is None else [w, row]
            status = status_sentence(w) if row is not None else None
            if status is not None:
                variants.append(status)
            voiced = letter_voice(w) if row is None else None
            if voiced and voiced != w:
                variants.append(voiced)
            for v in variants:
                pool.append((coverage(claim_text, v), -len(v), Candidate(i, v, j == 0 and v is w)))
    pool.sort(key=lambda t: (t[0], t[1]), reverse=True)
    chosen: list[Candidate] = [c for _, _, c in pool[:k]]
    if len(passages) <= 2:
        for i, text in enumerate(passages):
            full = Candidate(i, text.strip(), True)
            if full not in chosen:
                chosen.append(full)
    return chosen


# --------------------------------------------------------------------------------------------------
# Calibration
# --------------------------------------------------------------------------------------------------


def _logit(p: float) -> float:
    p = min(max(p, 1e-6), 1 - 1e-6)
    return math.log(p / (1 - p))


FEATURES = ("logit_entailment", "logit_contradiction", "coverage", "uncovered")


def features(probs: NLIProbs, cov: float, claim_size: int) -> list[float]:
    uncovered = (1.0 - cov) * min(claim_size, 12) / 12.0
    return [_logit(probs.entailment), _logit(probs.contradiction), cov, uncovered]


@dataclass(frozen=True)
class Calibrator:
    """Logistic calibration: support = sigmoid(w . features + b). Identity on P(entailment) when unfitted.

    ``anchor`` (optional) is the calibrated support at which the dev set's decisions were best; a monotone
    piecewise-linear map sends it to ``DEFAULT_THRESHOLD`` (0 -> 0, anchor -> 0.8, 1 -> 1), so the default
    threshold of 0.8 means what tuning found while support keeps its order (and stays in [0, 1]).
    """

    weights: tuple[float, ...] = ()
    bias: float = 0.0
    contradiction_threshold: float = 0.9
    anchor: float | None = None

    @classmethod
    def from_mapping(cls, data: Mapping[str, Any] | None) -> Calibrator:
        if not data:
            return cls()
        weights = tuple(float(w) for w in data.get("weights", ()))
        if weights and len(weights) != len(FEATURES):
            raise ValueError(f"calibration has {len(weights)} weights, expected {len(FEATURES)}")
        anchor = data.get("anchor")
        if anchor is not None and not 0.0 < float(anchor) < 1.0:
            raise ValueError(f"calibration anchor must be between 0 and 1, got {anchor}")
        return cls(
            weights,
            float(data.get("bias", 0.0)),
            float(data.get("contradiction_threshold", 0.9)),
            float(anchor) if anchor is not None else None,
        )

    def to_mapping(self) -> dict[str, Any]:
        return {
            "features": list(FEATURES),
            "weights": list(self.weights),
            "bias": self.bias,
            "contradiction_threshold": self.contradiction_threshold,
            "anchor": self.anchor,
        }

    def raw(self, feats: Sequence[float]) -> float:
        z = self.bias + sum(w * x for w, x in zip(self.weights, feats, strict=True))
        return 1.0 / (1.0 + math.exp(-max(min(z, 40.0), -40.0)))

    def remap(self, p: float) -> float:
        a = self.anchor
        if a is None:
            return p
        t = DEFAULT_THRESHOLD
        return t * p / a if p <= a else t + (1.0 - t) * (p - a) / (1.0 - a)

    def apply(self, feats: Sequence[float]) -> float:
        return self.remap(self.raw(feats))

    def support(self, probs: NLIProbs, cov: float, claim_size: int) -> float:
        if not self.weights:
            return self.remap(probs.entailment)
        return self.apply(features(probs, cov, claim_size))

    def with_anchor(self, anchor: float | None) -> Calibrator:
        return Calibrator(self.weights, self.bias, self.contradiction_threshold, anchor)


def fit_logistic(x: Sequence[Sequence[float]], y: Sequence[int], l2: float = 1e-2, iters: int = 50) -> Calibrator:
    """Newton's method on the L2-regularised log-loss (small, dependency-free)."""
    import numpy as np

    xa = np.asarray(x, dtype=float)
    ya = np.asarray(y, dtype=float)
    n, d = xa.shape
    xb = np.hstack([xa, np.ones((n, 1))])
    w = np.zeros(d + 1)
    reg = np.eye(d + 1) * l2
    reg[d, d] = 0.0
    for _ in range(iters):
        p = 1.0 / (1.0 + np.exp(-np.clip(xb @ w, -40, 40)))
        grad = xb.T @ (p - ya) / n + reg @ w
        hess = (xb.T * (p * (1 - p))) @ xb / n + reg
        step = np.linalg.solve(hess + np.eye(d + 1) * 1e-9, grad)
        w -= step
        if float(np.abs(step).max()) < 1e-7:
            break
    return Calibrator(tuple(float(v) for v in w[:d]), float(w[d]))


# --------------------------------------------------------------------------------------------------
# Structure checks: conditions and modality the passage attaches to the statement a claim restates
# --------------------------------------------------------------------------------------------------

_CONDITION_CLAUSE = re.compile(
    r"\b(unless|provided(?: that)?|providing|as long as|so long as|only if|on condition that|subject to|"
    r"where (?:one is|they are|it is) available|if|once|except)\b([^,.;:]*)",
    re.I,
)
_HEDGED = frozenset({Modality.MAY, Modality.AIM})
_FIRM = frozenset({Modality.WILL, Modality.MUST})
MIN_CONDITION_COVERAGE = 0.5
# Another clause of the same condition starts after "and" with its own subject.
_CONJOINED_CLAUSE = re.compile(
    r",?\s+and\s+(?=(?:the|your|you|it|they|we|a|an|this|there|that|he|she|his|her|their)\b)"
)
# The documents' "customer" is the letter's "you" (a stopword), so it cannot be what a claim left out.
_ROLE_TOKENS = frozenset({"custom"})


# The structure checks, run per passage by the scorer beside the registry of ``checks`` (they read the passage
# statement a claim restates, found with this module's coverage): each finds an unsupported ``Finding`` over the
# claim's range, with that statement as its ``passage_value``.
STRUCTURE_KINDS = ("condition", "modality")


_ALTERNATIVE = re.compile(r"^,?\s+or\s+([^,.;:]+)", re.I)
# "..., or sooner if material information is received": the condition opens another time for the obligation, and
# the obligation itself holds without it.
_ALTERNATIVE_TIMING = re.compile(rf",?\s+or\s+(?:{alternation(ALTERNATIVE_TIMING_WORDS)})\s+$", re.I)


def _alternatives(rest: str) -> list[str]:
    """The alternatives that follow a condition after ", or" ("..., or you are unhappy with it")."""
    out: list[str] = []
    while (m := _ALTERNATIVE.match(rest)) is not None:
        out.append(m.group(1))
        rest = rest[m.end() :]
    return out


def _best_statement(claim: Claim, passage_text: str, decompose: Decompose) -> Claim | None:
    """The passage's own clause-level statement that the claim restates, if one shares most of its words."""
    sentences = passage_sentences(passage_text)
    if not sentences or TABLE_ROW_TEXT.match(passage_text.strip()):
        return None
    best_sentence = max(sentences, key=lambda x: coverage(claim.text, x))
    if coverage(claim.text, best_sentence) < 0.5:
        return None
    statements = decompose(best_sentence) or [Claim(best_sentence, 0, len(best_sentence))]
    best = max(statements, key=lambda c: coverage(claim.text, c.text))
    return best if coverage(claim.text, best.text) >= 0.5 else None


# Verbs that carry a modality rather than the action: "has to be requested", "aim to settle".
_MODAL_VERBS = frozenset({"have", "need", "aim", "try", "endeavour", "endeavor", "intend", "expect", "require"})


def _actions(text: str) -> frozenset[str]:
    """The acts a statement is about: its main verb and the verbs joined to it ("may reduce or refuse")."""
    from vouch.verify.nlp import parse_as_one_sentence

    doc = parse_as_one_sentence(text)
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    if root is None:
        return frozenset()
    if root.lemma_.lower() in _MODAL_VERBS:
        root = next((c for c in root.children if c.dep_ == "xcomp"), root)
    joined = [c for c in root.children if c.dep_ == "conj" and c.pos_ in ("VERB", "AUX")]
    return frozenset(t.lemma_.lower() for t in (root, *joined))


def _same_action(claim_text: str, stated_text: str) -> bool:
    """Whether a claim and the passage statement it restates are about doing the same thing: "has to be
    requested" does not harden "may extend", which is another act; "will refuse" does harden "may reduce or
    refuse"."""
    a, b = _actions(claim_text), _actions(stated_text)
    return not a or not b or bool(a & b)


def _condition_values(text: str) -> set[tuple[str, str, str]]:
    """The figures of the text's conditions, with their bounds ("if it is empty for more than 45 days in a row").

    A condition of the passage whose every figure a condition of the claim states, bound the same way, is kept,
    however the claim words the rest ("empty" for "unoccupied"): the figure is what such a condition turns on."""
    return {
        (v.kind.value, v.normalized, v.bound.value)
        for m in _CONDITION_CLAUSE.finditer(text)
        for v in extract_values(m.group(2))
    }


# An item of a list in a passage sentence ("We will not pay for: (a) ...; (b) ..."), and the coordinator before
# a condition set off by commas inside a coordination ("ambulance fees and, if our medical team agrees,
# repatriation").
_LIST_ITEM = re.compile(r"\((?:[a-z]|[ivx]+|\d+)\)\s")
_ASIDE_LEAD = re.compile(r"\b(?:and|or)\s*,\s*$", re.I)


def _share_said(text: str, said: set[str]) -> float:
    words = content_tokens(text) - _ROLE_TOKENS
    return len(words & said) / len(words) if words else 0.0


def _scoped_elsewhere(text: str, condition: re.Match[str], said: set[str]) -> bool:
    """Whether a condition of the passage statement binds only a part the sentence does not restate: one item
    of a list when the sentence restates another item ("unless caused by an accident" of item (a), for a
    sentence about item (b)'s routine treatment), or the coordinate a comma-set condition leads into ("...
    and, if our medical team agrees, repatriation" for a sentence that says nothing of repatriation)."""
    marks = [item.start() for item in _LIST_ITEM.finditer(text)]
    if len(marks) >= 2 and condition.start() >= marks[0]:
        edges = [*marks, len(text)]
        items = list(pairwise(edges))
        holding = next(item for item in items if item[0] <= condition.start() < item[1])
        best = max(items, key=lambda item: _share_said(text[item[0] : item[1]], said))
        if best != holding and _share_said(text[best[0] : best[1]], said) > _share_said(
            text[holding[0] : holding[1]], said
        ):
            return True
    rest = text[condition.end() :]
    if _ASIDE_LEAD.search(text[: condition.start()]) and rest.startswith(","):
        led = re.split(r"[,.;]", rest[1:], maxsplit=1)[0]
        return bool(content_tokens(led) - _ROLE_TOKENS) and _share_said(led, said) < MIN_CONDITION_COVERAGE
    return False


def structure_findings(
    claim: Claim, passage_text: str, decompose: Decompose, sentence_text: str | None = None
) -> list[Finding]:
    """What the claim leaves out of the passage statement it restates (labelling convention 4): a condition or
    exception attached to it, or its hedge ("may", "aim to") turned into a commitment.

    A condition the sentence states in its other clauses ("Turning down the offer against your solicitor's
    advice could lead us to cancel your cover, and we would not pay costs ...") is not left out, and neither is
    one bound to a part of the passage statement the sentence does not restate (``_scoped_elsewhere``)."""
    stated = _best_statement(claim, passage_text, decompose)
    if stated is None:
        return []
    out: list[Finding] = []
    # A claim of the opposite polarity is a different statement (the negation gate's business), not a restatement.
    claim_words = content_tokens(claim.text) | (content_tokens(sentence_text) if sentence_text else set())
    claim_conditions = _condition_values(claim.text)
    for m in _CONDITION_CLAUSE.finditer(stated.text) if stated.negated == claim.negated else ():
        if _ALTERNATIVE_TIMING.search(stated.text[: m.start()]) or _scoped_elsewhere(stated.text, m, claim_words):
            continue
        marker = m.group(1).lower()
        availability = marker.startswith("where") or marker == "subject to"
        # "if your car is hit by an uninsured driver and the accident was not your fault": each clause of a
        # joint condition must survive, not just most of the words of all of them.
        parts = [m.group(2)] if availability else _CONJOINED_CLAUSE.split(m.group(2))
        # "If we have not replied within 8 weeks, or you are unhappy with our reply, you may refer it": each
        # alternative is a case of its own, so a claim that keeps one of them in full keeps the condition.
        alternatives = [m.group(2), *_alternatives(stated.text[m.end() :])]
        if len(alternatives) > 1 and any(
            (words := content_tokens(alt) - _ROLE_TOKENS) and words <= claim_words for alt in alternatives
        ):
            continue
        for part in parts:
            if (figures := _condition_values(f"if {part}")) and figures <= claim_conditions:
                continue  # "if the flat is empty for more than 45 days in a row" restates "once unoccupied for ..."
            words = content_tokens(part) - _ROLE_TOKENS
            if availability:
                words = words or {marker}
            elif len(words) < 2:  # "if earlier", "if any": too little to say what was dropped
                continue
            if len(words & claim_words) / len(words) < MIN_CONDITION_COVERAGE:
                out.append(
                    Finding(
                        "condition",
                        Verdict.UNSUPPORTED,
                        claim.start,
                        claim.end,
                        f"the passage attaches '{m.group(0).strip()}' to this statement; the sentence leaves "
                        f"out '{part.strip()}'",
                        passage_value=stated.text,
                    )
                )
                break
        if out:
            break
    if (
        stated.modality in _HEDGED
        and claim.modality in _FIRM
        and not stated.negated
        and _same_action(claim.text, stated.text)
    ):
        out.append(
            Finding(
                "modality",
                Verdict.UNSUPPORTED,
                claim.start,
                claim.end,
                f"the passage says '{stated.modality.value}', the sentence makes it a firm '{claim.modality.value}'",
                passage_value=stated.text,
            )
        )
    return out


# --------------------------------------------------------------------------------------------------
# Scoring
# --------------------------------------------------------------------------------------------------

# A comma-led aside that restates a figure: "..., which is $8,200", "..., an increase of 5%".
_WORKED_OUT_ASIDE = re.compile(
    r",\s*(?:which is|which comes to|which makes|making|that is|so|an increase of|a rise of|a decrease of|"
    r"a reduction of|a total of|a difference of)\b(?:[^,;]|,(?=\d))*",
    re.I,
)


_HAS_FIGURE = re.compile(r"\d")
# Kinds of worked-out value the model reads as the passage's figures (a percentage change stays as written: the
# passage's two amounts are not a rendering of it).
_READ_AS_PASSAGE = frozenset({"money", "date"})


@dataclass(frozen=True)
class ClaimVerdict:
    """A claim's score plus what aggregation needs to know about contradictions."""

    score: ClaimScore
    contradicted: bool
    reason: str | None = None  # why it is contradicted or unsupported, for people reading the audit
    # What the support stack reads of the claim, and whether the gates and checks left it open to that
    # reading (a capped claim stays at zero); kept so the stack can be fitted on what the scorer saw.
    signals: ClaimSignals | None = None
    open_to_stack: bool = False


@dataclass
class Scorer:
    model: EntailmentModel
    decompose: Decompose
    check_claim: CheckClaim
    calibrator: Calibrator = field(default_factory=Calibrator)
    max_candidates: int = MAX_CANDIDATES
    check_claims_against: CheckClaimAgainst | None = None
    structure_checks: bool = True
    find_conflicts: FindConflicts | None = None
    stack: SupportStack | None = None
    # The signals the stack reads cost a second pass over the passages per claim: only worked out when a
    # stack reads them or they are kept to fit one (``vouch_training.stack``).
    keep_signals: bool = False
    # A claim no single passage supports may be supported by two together, its values bound in one
    # (``vouch.verify.pairs``).
    pairs: bool = True

    @classmethod
    def build(
        cls,
        model: EntailmentModel,
        decompose: Decompose | None = None,
        check_claim: CheckClaim | None = None,
    ) -> Scorer:
        if decompose is None:
            from vouch.verify.claims import decompose as real_decompose

            decompose = real_decompose
        against: CheckClaimAgainst | None = None
        conflicts: FindConflicts | None = None
        if check_claim is None:
            from vouch.verify.checks import check_claim as real_check_claim
            from vouch.verify.checks import check_claim_against, find_conflicts

            check_claim = real_check_claim
            against = check_claim_against
            conflicts = find_conflicts
        return cls(
            model,
            decompose,
            check_claim,
            Calibrator.from_mapping(model.calibration),
            check_claims_against=against,
            find_conflicts=conflicts,
            stack=SupportStack.from_mapping(getattr(model, "support_stack", None)),
        )

    def claims_of(self, text: str) -> list[Claim]:
        claims = [c for c in self.decompose(text) if c.text.strip()]
        if not claims:
            claims = [Claim(text=text, start=0, end=len(text))]
        return claims

    def _model_text(self, claim: Claim, sentence_text: str, texts: Sequence[str]) -> tuple[str, GateResult | None]:
        """What the model reads of a claim: the gates judge its figures, the model the words around them.

        An aside that restates a figure the gates worked out from the passages (", which is $8,200", ", an
        increase of 5%") is left out; an amount or date the gates worked out, or found within a limit the
        passage sets, is read as the passage's own figures ("£650" as "£500 plus £150", "£18,000" as "up to
        £25,000", "20 May 2025" as "8 weeks after 25 March 2025"): a small model cannot do that arithmetic,
        and a figure it cannot find reads to it as unsupported. Also returns the gates over all the passages
        when it had to run them, so scoring does not run them again."""
        if self.check_claims_against is None or not texts or not _HAS_FIGURE.search(claim.text):
            return claim.text, None
        text = claim.text
        together = self.check_claims_against(claim, sentence_text, texts)
        for finding in together.findings:
            if not (finding.ok and finding.derived):
                continue
            stripped = False
            for aside in _WORKED_OUT_ASIDE.finditer(text):
                if finding.claim_value in aside.group(0):
                    text = text.replace(aside.group(0), "")
                    stripped = True
                    break
            if not stripped and finding.kind in _READ_AS_PASSAGE and finding.passage_value:
                text = text.replace(finding.claim_value, finding.passage_value, 1)
        return text, together

    def score_claims(
        self,
        sentence_text: str,
        claims: Sequence[Claim],
        passages: Sequence[PassageLike],
        threshold: float = DEFAULT_THRESHOLD,
    ) -> list[ClaimVerdict]:
        texts = [p.text for p in passages]
        read_and_gated = [self._model_text(c, sentence_text, texts) for c in claims]
        read = [text for text, _ in read_and_gated]
        plan: list[list[Candidate]] = [
            select_candidates(text, texts, self.max_candidates) if texts else [] for text in read
        ]
        pairs = [(cand.text, text) for text, cands in zip(read, plan, strict=True) for cand in cands]
        probs = self.model.probabilities(pairs) if pairs else []
        out: list[ClaimVerdict] = []
        k = 0
        for claim, (text, gated_together), cands in zip(claims, read_and_gated, plan, strict=True):
            size = len(content_tokens(text))
            best_by_passage: dict[int, tuple[float, NLIProbs]] = {}
            best_window: dict[int, str] = {}
            for cand in cands:
                pr = probs[k]
                k += 1
                sup = self.calibrator.support(pr, coverage(text, cand.text), size)
                prev = best_by_passage.get(cand.passage)
                if prev is None or sup > prev[0]:
                    best_by_passage[cand.passage] = (sup, pr)
                    best_window[cand.passage] = cand.text
            gate_results = [self.check_claim(claim, sentence_text, p.text) for p in passages]
            combined: GateResult | None = gated_together if len(passages) > 1 else None
            caps: list[float] = []
            for gate in gate_results:
                if gate.cap >= 1.0:
                    caps.append(gate.cap)
                    continue
                # Values missing from this passage may still be stated, or worked out, across the passages
                # given together (a letter date in one, a period in another; last year's rent in one row and
                # this year's in the next). A value this passage gives differently stays a conflict unless the
                # passages together state the claim's value too.
                if combined is None:
                    combined = (
                        self.check_claims_against(claim, sentence_text, [p.text for p in passages])
                        if self.check_claims_against is not None and len(passages) > 1
                        else GateResult(tuple(f for f in gate.findings))
                    )
                caps.append(combined.cap)
            rows_together = combined if combined is not None else gated_together if len(passages) > 1 else None
            if rows_together is not None and any(
                f.contradiction and f.explanation.startswith(OTHER_ROW) for f in rows_together.findings
            ):
                # A value from another row of the table: the row holding it passes alone, the rows together do not.
                caps = [0.0 for _ in caps]
            structure: dict[int, list[Finding]] = {}
            if self.structure_checks:
                for i, p in enumerate(passages):
                    if caps[i] > 0.0 and best_by_passage.get(i, (0.0, None))[0] > 0.0:
                        found = structure_findings(claim, p.text, self.decompose, sentence_text)
                        if found:
                            structure[i] = found
                            caps[i] = min(caps[i], STRUCTURE_CAP)
            conflicts = list(self.find_conflicts(claim, sentence_text, texts)) if self.find_conflicts else []
            if self.check_claims_against is not None:
                # A value some passage says was changed is superseded in every passage that still states it.
                conflicts += superseded_values(claim, sentence_text, texts)
            if conflicts:
                caps = [min(c, STRUCTURE_CAP) for c in caps]
            best_i: int | None = None
            best_sup = -1.0
            best_key = (-1.0, -1.0)
            for i in range(len(passages)):
                model_sup = best_by_passage[i][0] if i in best_by_passage else 0.0
                sup = min(model_sup, caps[i])
                if (sup, model_sup) > best_key:  # ties (all capped to 0): the passage the model reads as closest
                    best_key, best_sup, best_i = (sup, model_sup), sup, i
            # The passage the claim is about: the one the model reads as most supportive before any gate.
            about = max(best_by_passage, key=lambda i: best_by_passage[i][0], default=None)
            contradicted = False
            reason: str | None = None
            if any(c.contradiction for c in conflicts):
                contradicted = True
                reason = "; ".join(c.explanation for c in conflicts)
            elif about is not None:
                # A file-note entry's opening stamp is when the note was written, bound to no slot: the claim
                # stays unsupported there (the gate's cap stands), but only the entry's own words contradict.
                about_text = passages[about].text
                unstamped = without_record_stamp(about_text)
                about_gate = (
                    gate_results[about]
                    if unstamped == about_text
                    else self.check_claim(claim, sentence_text, unstamped)
                )
                gate_conflicts = [f for f in about_gate.findings if _conflict(f)]
                if gate_conflicts and not (combined is not None and combined.cap >= 1.0):
                    contradicted = True
                    reason = "; ".join(f.explanation for f in gate_conflicts)
                elif best_by_passage[about][1].contradiction >= self.calibrator.contradiction_threshold:
                    contradicted = True
                    reason = "the entailment model reads the passage as contradicting the claim"
            gate = gate_results[best_i] if best_i is not None else GateResult()
            if best_i is not None and caps[best_i] >= 1.0 and gate.cap < 1.0 and combined is not None:
                gate = combined
            model_score = best_by_passage[best_i][0] if best_i is not None and best_i in best_by_passage else None
            signals: ClaimSignals | None = None
            open_to_stack = False
            if best_i is not None and best_i in best_by_passage:
                open_to_stack = caps[best_i] >= 1.0 and not contradicted
            if open_to_stack and (self.stack is not None or self.keep_signals):
                assert best_i is not None
                signals = self._signals(
                    claim,
                    sentence_text,
                    text,
                    texts,
                    gated_together,
                    best_by_passage[best_i],
                    best_window[best_i],
                )
                if self.stack is not None:
                    best_sup = min(self.stack.support(signals), caps[best_i])
            cited = passages[best_i].id if best_i is not None else None
            paired_with: str | None = None
            if self.pairs and best_sup < threshold and not contradicted and not conflicts and len(passages) > 1:
                pair = self.read_pair(claim, sentence_text, passages, threshold)
                if pair is not None:
                    best_sup, cited, paired_with = pair.support, passages[pair.rule].id, passages[pair.values].id
                    if self.check_claims_against is not None:
                        pair_texts = [passages[pair.values].text, passages[pair.rule].text]
                        gate = self.check_claims_against(claim, sentence_text, pair_texts)
            cs = ClaimScore(
                claim=claim,
                support=max(best_sup, 0.0),
                passage_id=cited,
                model_score=model_score,
                gates=gate,
                contradicted=contradicted,
                paired_with=paired_with,
            )
            if reason is None:
                failed = [c.explanation for c in conflicts]
                failed += [f.explanation for f in gate.findings if not f.ok]
                if best_i is not None:
                    failed += [f.explanation for f in structure.get(best_i, [])]
                reason = "; ".join(failed) or None
            out.append(ClaimVerdict(cs, contradicted, reason, signals, open_to_stack))
        return out

    def read_pair(
        self, claim: Claim, sentence_text: str, passages: Sequence[PassageLike], threshold: float
    ) -> PairReading | None:
        """The claim read from two passages together, values bound in one (``vouch.verify.pairs``)."""
        if self.check_claims_against is None:
            return None
        decompose = self.decompose
        reader = PairReader(
            model=self.model,
            support_of=self.calibrator.support,
            contradiction_threshold=self.calibrator.contradiction_threshold,
            check_against=self.check_claims_against,
            structure=lambda c, text: structure_findings(c, text, decompose),
            threshold=threshold,
            stack=self.stack,
        )
        return read_pair(reader, claim, sentence_text, [(p.text, getattr(p, "address", None)) for p in passages])

    def _signals(
        self,
        claim: Claim,
        sentence_text: str,
        read: str,
        texts: Sequence[str],
        gated_together: GateResult | None,
        best: tuple[float, NLIProbs],
        window: str,
    ) -> ClaimSignals:
        together = gated_together  # the gates over all the passages, when reading the claim needed them
        if together is None and self.check_claims_against is not None:
            together = self.check_claims_against(claim, sentence_text, texts)
        return ClaimSignals(
            probs=best[1],
            coverage=coverage(read, window),
            aligned=max((coverage(read, unit) for t in texts for unit in passage_sentences(t)), default=0.0),
            covered_by_passage=max((coverage(read, t) for t in texts), default=0.0),
            findings=together.findings if together is not None else (),
            support=best[0],
        )

    def score_sentence(
        self,
        sentence: Sentence,
        passages: Sequence[PassageLike],
        threshold: float = DEFAULT_THRESHOLD,
        claims: Sequence[Claim] | None = None,
    ) -> SupportScore:
        if not sentence.is_claim:
            return SupportScore(sentence=sentence, label=Support.NOT_A_CLAIM, score=0.0, threshold=threshold)
        claim_list = list(claims) if claims is not None else self.claims_of(sentence.text)
        verdicts = self.score_claims(sentence.text, claim_list, passages, threshold)
        return aggregate(sentence, verdicts, threshold)


def aggregate(sentence: Sentence, verdicts: Sequence[ClaimVerdict], threshold: float) -> SupportScore:
    scores = tuple(v.score for v in verdicts)
    if not scores:
        return SupportScore(sentence=sentence, label=Support.NONE, score=0.0, threshold=threshold)
    supported = [s.support >= threshold for s in scores]
    contradicted = any(v.contradicted and v.score.support < threshold for v in verdicts)
    score = min(s.support for s in scores)
    if all(supported):
        label = Support.ENTAILED
    elif contradicted or not any(supported):
        label = Support.NONE
    else:
        label = Support.PARTIAL
    return SupportScore(sentence=sentence, label=label, score=score, claims=scores, threshold=threshold)


@dataclass(frozen=True)
class Span:
    start: int
    end: int
    support: float


def spans(result: SupportScore) -> list[Span]:
    """Character ranges of the sentence with the support of the claim that carries them, in order."""
    out = [Span(c.claim.start, c.claim.end, round(c.support, 4)) for c in result.claims]
    return sorted(out, key=lambda s: (s.start, s.end))


def citations(result: SupportScore) -> list[str]:
    """Passage ids that support the sentence's claims (supported claims first, no repeats)."""
    ordered = sorted(result.claims, key=lambda c: c.support < result.threshold)
    ids = [i for c in ordered if c.support >= result.threshold for i in (c.passage_id, c.paired_with) if i]
    return list(dict.fromkeys(ids))
