"""bench/checker_errors: every error of the checker on labelled files, with the layer that produced it.

    .venv/bin/python bench/checker_errors.py FILE.jsonl [FILE.jsonl ...] [--json OUT] [--all]

For each case (dev.jsonl format) the sentence is scored once as ``vouch eval`` scores it (threshold 0.8), and for
each of its claims the scorer's layers are read again: the registered conflict checks and superseded values
(``checks.find_conflicts``, ``checks.superseded_values``), the value and claim gates of the passage the claim was
scored against and of the passages together, the structure checks (a dropped condition, a hardened modality), the
model's calibrated support and the support stack's.

A false alarm (gold entailed, flagged) names the layer that put each low claim under the threshold:

* ``conflict:<kind>`` a registered conflict check;
* ``gate:<kind>`` a value or claim gate of the passage (and of the passages together);
* ``structure:<kind>`` a structure check;
* ``model`` / ``stack`` the model's calibrated support (no stack read it) or the stack's reading of it.

A miss (gold unsupported, passed) lists the claims with what each layer said, for a person to class by cause.
``--all`` prints every case, not only the errors. ``--json`` writes the per-claim record.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "server"))

from vouch.verify.checks import superseded_values  # noqa: E402
from vouch.verify.cli import _verifier  # noqa: E402
from vouch.verify.evaluate import read_cases  # noqa: E402
from vouch.verify.pipeline import as_read  # noqa: E402
from vouch.verify.score import DEFAULT_THRESHOLD, aggregate, structure_findings  # noqa: E402
from vouch.verify.types import Sentence, Support  # noqa: E402


def _layer(record: dict[str, Any], threshold: float) -> str:
    if record["support"] >= threshold:
        return "passed"
    if record["conflicts"]:
        return "conflict:" + ",".join(f["kind"] for f in record["conflicts"])
    if record["gates_failed"]:
        return "gate:" + ",".join(sorted({f["kind"] for f in record["gates_failed"]}))
    if record["structure"]:
        return "structure:" + ",".join(f["kind"] for f in record["structure"])
    if record["stack"] is not None:
        return "stack"
    return "model"


def _finding(f: Any) -> dict[str, Any]:
    return {
        "kind": f.kind,
        "verdict": f.verdict.value,
        "explanation": f.explanation,
        "claim_value": f.claim_value,
        "passage_value": f.passage_value,
    }


def diagnose(path: Path, model: str | None, threshold: float) -> list[dict[str, Any]]:
    verifier = _verifier(model, threshold)
    scorer = verifier.scorer
    out: list[dict[str, Any]] = []
    for case in read_cases(path, gold=True):
        is_claim, reason = verifier.classify(case.sentence)
        sentence = Sentence("s1", case.sentence, 0, len(case.sentence), is_claim=is_claim, reason=reason)
        row: dict[str, Any] = {"id": case.id, "gold": case.label, "tags": list(case.tags), "claims": []}
        if not is_claim:
            row.update(label=Support.NOT_A_CLAIM.value, score=1.0)
            out.append(row)
            continue
        passages = as_read(case.passages)
        texts = [p.text for p in passages]
        claims = scorer.claims_of(case.sentence)
        verdicts = scorer.score_claims(case.sentence, claims, passages)
        result = aggregate(sentence, verdicts, threshold)
        row.update(label=result.label.value, score=round(result.score, 4))
        for claim, verdict in zip(claims, verdicts, strict=True):
            cs = verdict.score
            best = next((i for i, p in enumerate(passages) if p.id == cs.passage_id), None)
            conflicts = list(scorer.find_conflicts(claim, case.sentence, texts)) if scorer.find_conflicts else []
            conflicts += superseded_values(claim, case.sentence, texts)
            gate = scorer.check_claim(claim, case.sentence, texts[best]) if best is not None else None
            failed = [f for f in (gate.findings if gate else ()) if not f.ok]
            together = scorer.check_claims_against(claim, case.sentence, texts) if scorer.check_claims_against else None
            if failed and together is not None and together.cap >= 1.0 and len(texts) > 1:
                failed = []  # the passages together hold the value: the gate does not cap
            structure = (
                structure_findings(claim, texts[best], scorer.decompose, case.sentence) if best is not None else []
            )
            stack = None
            if verdict.open_to_stack and scorer.stack is not None:
                stack = round(cs.support, 4)
            record = {
                "claim": claim.text,
                "support": round(cs.support, 4),
                "model": round(cs.model_score, 4) if cs.model_score is not None else None,
                "stack": stack,
                "passage": cs.passage_id,
                "contradicted": verdict.contradicted,
                "reason": verdict.reason,
                "conflicts": [_finding(f) for f in conflicts],
                "gates_failed": [_finding(f) for f in failed],
                "gates_held": [_finding(f) for f in (together.findings if together else ()) if f.ok],
                "structure": [_finding(f) for f in structure],
            }
            record["layer"] = _layer(record, threshold)
            row["claims"].append(record)
        out.append(row)
    return out


def _error(row: dict[str, Any]) -> str | None:
    flagged = row["label"] in ("partial", "none")
    if row["gold"] == "entailed" and flagged:
        return "false alarm"
    if row["gold"] != "entailed" and not flagged:
        return "miss"
    return None


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("files", nargs="+", type=Path)
    ap.add_argument("--model", default=None)
    ap.add_argument("--threshold", type=float, default=DEFAULT_THRESHOLD)
    ap.add_argument("--json", type=Path, default=None)
    ap.add_argument("--all", action="store_true")
    args = ap.parse_args()
    everything: dict[str, Any] = {}
    for path in args.files:
        rows = diagnose(path, args.model, args.threshold)
        everything[str(path)] = rows
        layers: dict[str, int] = {}
        for row in rows:
            error = _error(row)
            if error is None and not args.all:
                continue
            head = f"{row['id']} gold {row['gold']} -> {row['label']} {row['score']}"
            print(f"\n== {head} [{error or 'ok'}] {row['tags']}")
            for c in row["claims"]:
                print(f"  [{c['layer']}] sup {c['support']} model {c['model']} stack {c['stack']} | {c['claim']}")
                for f in c["conflicts"] + c["gates_failed"] + c["structure"]:
                    print(f"      {f['kind']} {f['verdict']}: {f['explanation']}")
                for f in c["gates_held"]:
                    print(f"      held {f['kind']}: {f['claim_value']} <- {f['passage_value']}")
            if error == "false alarm":
                low = sorted({c["layer"] for c in row["claims"] if c["layer"] != "passed"})
                key = " + ".join(low) or "?"
                layers[key] = layers.get(key, 0) + 1
        print(f"\n{path}: false alarms by layer: {json.dumps(layers, sort_keys=True)}")
    if args.json:
        args.json.write_text(json.dumps(everything, indent=1, ensure_ascii=False))


if __name__ == "__main__":
    main()
