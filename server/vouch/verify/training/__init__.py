"""Training the support checker: data generation (domain pairs + licensed NLI sets), fine-tuning, calibration.

Nothing here runs at serving time; ``vouch train-checker`` drives it. Labels follow NLI: 0 entailment,
1 neutral (not stated), 2 contradiction.
"""

from __future__ import annotations

ENTAILMENT = 0
NEUTRAL = 1
CONTRADICTION = 2
LABELS = ("entailment", "neutral", "contradiction")
