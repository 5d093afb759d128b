"""Validates letters.jsonl against documents/ and prints counts.  Exit status 1 on any problem."""
from __future__ import annotations

import collections
import json
import sys
from pathlib import Path

from extract import norm, texts

ROOT = Path(__file__).resolve().parent
LABELS = {"not_a_claim", "supported", "unsupported"}
KINDS = {"value", "party", "period", "quantifier", "condition", "negation", "entity", "not_found", "superseded"}


def main() -> int:
    errors: list[str] = []
    cache: dict[str, list[str]] = {}
    labels = collections.Counter()
    kinds = collections.Counter()
    lines = (ROOT / "letters.jsonl").read_text(encoding="utf-8").splitlines()
    ids = set()
    letters_by_errors = collections.Counter()
    for n, line in enumerate(lines, 1):
        try:
            L = json.loads(line)
        except json.JSONDecodeError as e:
            errors.append(f"line {n}: invalid JSON: {e}")
            continue
        lid = L.get("id")
        if set(L) != {"id", "claim_ref", "instruction", "sentences"}:
            errors.append(f"{lid}: wrong keys {sorted(L)}")
        if lid in ids:
            errors.append(f"{lid}: duplicate id")
        ids.add(lid)
        ref = L["claim_ref"]
        if ref is not None and not (ROOT / "documents" / "claims" / ref).is_dir():
            errors.append(f"{lid}: claim_ref {ref} has no folder")
        sents = L["sentences"]
        if not 4 <= len(sents) <= 8:
            errors.append(f"{lid}: {len(sents)} sentences")
        n_bad = 0
        for i, s in enumerate(sents):
            tag = f"{lid}[{i}]"
            if set(s) != {"text", "label", "evidence", "kind", "correct_value"}:
                errors.append(f"{tag}: wrong keys")
            lab, kind, ev = s["label"], s["kind"], s["evidence"]
            if lab not in LABELS:
                errors.append(f"{tag}: bad label {lab}")
            labels[lab] += 1
            if s["text"] != s["text"].strip() or "  " in s["text"]:
                errors.append(f"{tag}: stray whitespace")
            if lab == "not_a_claim":
                if ev or kind or s["correct_value"]:
                    errors.append(f"{tag}: not_a_claim with evidence/kind")
            elif lab == "supported":
                if not ev or kind is not None or s["correct_value"] is not None:
                    errors.append(f"{tag}: supported needs evidence and no kind")
            else:
                n_bad += 1
                if kind not in KINDS:
                    errors.append(f"{tag}: bad kind {kind}")
                kinds[kind] += 1
                if kind == "not_found" and ev:
                    errors.append(f"{tag}: not_found with evidence")
                if kind != "not_found" and not ev:
                    errors.append(f"{tag}: contradiction without evidence")
            for e in ev:
                f = e["file"]
                p = ROOT / f
                if not p.is_file():
                    errors.append(f"{tag}: missing file {f}")
                    continue
                if "/claims/" in f and f.split("/")[2] != ref:
                    errors.append(f"{tag}: evidence from another claim's file {f}")
                if f not in cache:
                    cache[f] = texts(p)
                q = norm(e["quote"])
                for k, t in enumerate(cache[f]):
                    if q not in t:
                        errors.append(f"{tag}: quote not in {f} (extractor {k}): {q!r}")
        letters_by_errors[min(n_bad, 2)] += 1
    n_fact = labels["supported"] + labels["unsupported"]
    print(f"letters: {len(lines)}; sentences: {sum(labels.values())}")
    print("labels:", dict(labels), f"supported share of factual: {labels['supported'] / n_fact:.0%}")
    print("unsupported by kind:", dict(sorted(kinds.items())))
    print("letters with 0 / 1 / 2+ unsupported:", letters_by_errors[0], letters_by_errors[1], letters_by_errors[2])
    docs = [p for p in (ROOT / "documents").rglob("*") if p.is_file()]
    print("documents:", len(docs))
    for e in errors:
        print("ERROR", e)
    print("OK" if not errors else f"{len(errors)} problems")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
