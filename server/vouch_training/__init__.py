"""Training the support checker: data generation (domain pairs + licensed NLI sets), fine-tuning, calibration.

A package of its own, outside the runtime package ``vouch``: nothing here runs at serving time, and the server
never imports it; ``vouch train-checker`` drives it. Labels follow NLI: 0 entailment,
1 neutral (not stated), 2 contradiction; binary sets use 3, "not entailment" (neutral or contradiction).
"""

from __future__ import annotations

ENTAILMENT = 0
NEUTRAL = 1
CONTRADICTION = 2
NOT_ENTAILMENT = 3  # a training label only: binary sets; the model still has three outputs
LABELS = ("entailment", "neutral", "contradiction")
