"""The values that flow through verification. Character ranges are into the sentence's own text unless a
name says otherwise (``doc_start``/``doc_end`` are into the whole drafted text)."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


class Support(StrEnum):
    ENTAILED = "entailed"
    PARTIAL = "partial"
    NONE = "none"
    UNVERIFIED = "unverified"  # the checker was slow, down or rate-limited: never rendered as clean
    NOT_A_CLAIM = "not_a_claim"


@dataclass(frozen=True)
class Sentence:
    id: str  # stable: the same text at the same place gets the same id ("s1", "s2", ... by order)
    text: str
    doc_start: int
    doc_end: int
    is_claim: bool = True
    reason: str | None = None  # why it is not a claim ("salutation", "sign-off", "offer of help", ...)


class Modality(StrEnum):
    NONE = "none"
    MAY = "may"  # permission/possibility: may, can, might, could
    MUST = "must"  # obligation: must, shall, have to, is required to
    WILL = "will"  # commitment/future: will, would
    AIM = "aim"  # hedged intent: aim to, try to, endeavour to, usually, normally


@dataclass(frozen=True)
class Claim:
    """One clause-level statement of a sentence, with what must survive decomposition."""

    text: str  # a readable rendering of the claim, keeping its negation, quantifier, modality, condition
    start: int  # character range in the sentence that carries this claim
    end: int
    negated: bool = False
    modality: Modality = Modality.NONE
    quantifiers: tuple[str, ...] = ()  # "all", "any", "only", "at least 3", "no more than £500", ...
    condition: str | None = None  # the if/unless/provided-that clause attached to it, verbatim
    condition_kind: str | None = None  # "if" | "unless" | "provided" | "when" | ...


class Verdict(StrEnum):
    """What a check concludes about the part of a claim it read."""

    CONTRADICTS = "contradicts"  # the passages say otherwise
    UNSUPPORTED = "unsupported"  # the passages do not say this
    HOLDS = "holds"  # a value check found the claim's value (stated, worked out, or within a limit)


@dataclass(frozen=True)
class Finding:
    """What one registered check (``vouch.verify.checks``) found about a claim: a value gate (amounts, dates,
    periods, identifiers), a polarity or table-row gate, or a structural conflict check."""

    kind: str  # the name of the check that found it: "money", "negation", "condition_reversed", ...
    verdict: Verdict
    start: int  # range in the sentence of what the finding is about
    end: int
    explanation: str
    claim_value: str = ""  # the sentence's value a value check read
    # What the passage gives instead (a contradiction), or how the claim's value follows from it; None: the
    # passages hold nothing to compare with.
    passage_value: str | None = None
    # The claim's value was worked out from the passage's (a sum, a percentage, a date plus a period) or lies
    # within a limit it sets; ``passage_value`` then says how, in words a reader (and the model) can follow.
    derived: bool = False

    @property
    def ok(self) -> bool:
        return self.verdict is Verdict.HOLDS

    @property
    def contradiction(self) -> bool:
        return self.verdict is Verdict.CONTRADICTS


# The value gates' name for the same type, kept for the modules that read gate results.
GateFinding = Finding


@dataclass(frozen=True)
class GateResult:
    findings: tuple[GateFinding, ...] = ()

    @property
    def cap(self) -> float:
        """The most support the model may give: a failed gate caps it whatever the model says."""
        return 0.0 if any(not f.ok for f in self.findings) else 1.0


@dataclass(frozen=True)
class ClaimScore:
    claim: Claim
    support: float  # calibrated [0, 1]
    passage_id: str | None  # the best-supporting passage
    model_score: float | None
    gates: GateResult = field(default_factory=GateResult)
    # A typed finding says the passages say otherwise: a gate found another value (or polarity) for the
    # claim's slot in the passage it is about, or the conflict checks found a contradiction.
    contradicted: bool = False
    # Supported by two passages together (``vouch.verify.pairs``): the claim's values are bound in this one, its
    # other words read from ``passage_id``; both are its citations.
    paired_with: str | None = None


@dataclass(frozen=True)
class SupportScore:
    """The verdict on one sentence."""

    sentence: Sentence
    label: Support
    score: float
    claims: tuple[ClaimScore, ...] = ()
    threshold: float = 0.8


@dataclass(frozen=True)
class RewriteMeasure:
    """How much of the original a rewrite keeps: what ``vouch.policy.accept_rewrite`` judges."""

    topic_kept: float  # share of the original's content words still in the rewrite
    new_words: int  # content words of the rewrite the original did not have
    claims_kept: bool  # every claim the original had supported is still there, word for word
    is_claim: bool  # the original is a factual claim (a non-claim is never rewritten)
