"""The support stack: one learned reading of everything the scorer knows about a claim.

The cross-encoder's calibration is fitted on generated pairs; on letters written by other people it ranks
faithful and unsupported sentences little better than chance (blind batches A-C: AUC 0.61-0.65), while
what the gates confirmed and how much of the claim one passage sentence carries say more together than
any one of them. It reads nothing of a sentence's shape (how many claims it was cut into, how long a claim
is): the labelled files hold many one-claim traps, and a stack that read shape pulled faithful one-claim
restatements of a table row below the cut. The stack is a logistic reading of those
signals fitted on hand-labelled letter sentences (``vouch fit-support-stack``, in ``vouch_training.stack``);
its cut is mapped to the support threshold (0.8) the way the calibration's anchor is.

It only re-reads a claim the gates and structure checks left open: a failed gate, a dropped condition or
a contradiction keeps the claim at zero whatever the stack says. Nor does it lift a claim the model reads
as plainly unsupported (calibrated support below ``floor``): the lexical-overlap traps ("the least we will
pay is £5,000" against "the most") have every word and figure in the passage, which is what the stack's
coverage signals reward, and only the model's reading tells them apart.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from vouch.verify.entail import NLIProbs
from vouch.verify.types import GateFinding

DEFAULT_THRESHOLD = 0.8

FEATURES = (
    "logit_entailment",
    "logit_contradiction",
    "logit_neutral",
    "coverage",  # of the claim by the window the model read
    "aligned",  # of the claim by the one passage sentence (or row) that carries most of it
    "covered_by_passage",  # of the claim by the whole passage that carries most of it
    "figures_confirmed",  # values the gates found stated or worked out
    "figures_worked_out",
    "support",  # the calibrated model support, before the stack
)


def _logit(p: float) -> float:
    p = min(max(p, 1e-6), 1 - 1e-6)
    return math.log(p / (1 - p))


@dataclass(frozen=True)
class ClaimSignals:
    """What the stack reads of one claim, against the passage the model found most supportive."""

    probs: NLIProbs
    coverage: float
    aligned: float
    covered_by_passage: float
    findings: tuple[GateFinding, ...]
    support: float

    def vector(self) -> list[float]:
        support = min(max(self.support, 1e-4), 1 - 1e-4)
        return [
            _logit(self.probs.entailment),
            _logit(self.probs.contradiction),
            _logit(self.probs.neutral),
            self.coverage,
            self.aligned,
            self.covered_by_passage,
            float(sum(1 for f in self.findings if f.ok)),
            float(sum(1 for f in self.findings if f.ok and f.derived)),
            _logit(support),
        ]


class SupportStackError(ValueError):
    """A support stack in the model's metadata that cannot be read; the message says what is wrong."""


@dataclass(frozen=True)
class SupportStack:
    """support = remap(sigmoid(w . standardised(signals) + b)); ``cut`` (the raw value tuning chose) -> 0.8."""

    weights: tuple[float, ...]
    bias: float
    mean: tuple[float, ...]
    scale: tuple[float, ...]
    cut: float
    floor: float = 0.0

    @classmethod
    def from_mapping(cls, data: Mapping[str, Any] | None) -> SupportStack | None:
        if not data:
            return None
        names = tuple(data.get("features", ()))
        if names != FEATURES:
            raise SupportStackError(f"support stack reads {list(names)}, this scorer computes {list(FEATURES)}")
        weights, mean, scale = (tuple(float(x) for x in data.get(key, ())) for key in ("weights", "mean", "scale"))
        if not len(weights) == len(mean) == len(scale) == len(FEATURES):
            raise SupportStackError(f"support stack needs {len(FEATURES)} weights, means and scales")
        if any(s <= 0 for s in scale):
            raise SupportStackError("support stack scales must be positive")
        cut = float(data.get("cut", 0.5))
        if not 0.0 < cut < 1.0:
            raise SupportStackError(f"support stack cut must be between 0 and 1, got {cut}")
        floor = float(data.get("floor", 0.0))
        if not 0.0 <= floor < 1.0:
            raise SupportStackError(f"support stack floor must be in [0, 1), got {floor}")
        return cls(weights, float(data.get("bias", 0.0)), mean, scale, cut, floor)

    def to_mapping(self) -> dict[str, Any]:
        return {
            "features": list(FEATURES),
            "weights": list(self.weights),
            "bias": self.bias,
            "mean": list(self.mean),
            "scale": list(self.scale),
            "cut": self.cut,
            "floor": self.floor,
        }

    def raw(self, vector: Sequence[float]) -> float:
        z = self.bias + sum(
            w * (x - m) / s for w, x, m, s in zip(self.weights, vector, self.mean, self.scale, strict=True)
        )
        return 1.0 / (1.0 + math.exp(-max(min(z, 40.0), -40.0)))

    def remap(self, p: float) -> float:
        t, a = DEFAULT_THRESHOLD, self.cut
        return t * p / a if p <= a else t + (1.0 - t) * (p - a) / (1.0 - a)

    def unremap(self, support: float) -> float:
        """The inverse of ``remap``: a calibrated support put on the raw scale the cut is chosen on."""
        t, a = DEFAULT_THRESHOLD, self.cut
        return support * a / t if support <= t else a + (support - t) * (1.0 - a) / (1.0 - t)

    def reads(self, signals: ClaimSignals) -> bool:
        """Whether the stack re-reads this claim (else the calibrated support stands)."""
        return signals.support >= self.floor

    def support(self, signals: ClaimSignals) -> float:
        return self.remap(self.raw(signals.vector())) if self.reads(signals) else signals.support
