"""Validate letters.jsonl against documents/ and print counts.

Checks: JSON keys; 4-8 sentences per letter; label/kind/evidence consistency; claim_ref folders exist;
claim-file evidence only from the letter's own claim folder (none for claim_ref null); every quote is an exact
substring of the extracted text (whitespace collapsed, NBSP -> space); PDFs checked with pypdfium2 AND pdfplumber.
"""
import collections
import json
import os
import sys

from extract import texts, norm

HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = {"id", "claim_ref", "instruction", "sentences"}
SKEYS = {"text", "label", "evidence", "kind", "correct_value"}
LABELS = {"not_a_claim", "supported", "unsupported"}
KINDS = {"value", "party", "period", "quantifier", "condition", "negation", "entity", "not_found", "superseded"}


def main():
    errors = []
    cache = {}
    letters = []
    with open(os.path.join(HERE, "letters.jsonl"), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                letters.append(json.loads(line))
            except Exception as e:
                errors.append(f"line {n}: bad JSON {e}")
    ids = set()
    for L in letters:
        lid = L.get("id")
        if set(L) != KEYS:
            errors.append(f"{lid}: keys {sorted(L)}")
            continue
        if lid in ids:
            errors.append(f"{lid}: duplicate id")
        ids.add(lid)
        ref = L["claim_ref"]
        if ref is not None and not os.path.isdir(os.path.join(HERE, "documents", "claims", ref)):
            errors.append(f"{lid}: no claim folder {ref}")
        if not (4 <= len(L["sentences"]) <= 8):
            errors.append(f"{lid}: {len(L['sentences'])} sentences")
        for i, s in enumerate(L["sentences"]):
            tag = f"{lid}.{i}"
            if set(s) != SKEYS:
                errors.append(f"{tag}: keys {sorted(s)}")
                continue
            lab, kind, ev, cv = s["label"], s["kind"], s["evidence"], s["correct_value"]
            if lab not in LABELS:
                errors.append(f"{tag}: label {lab}")
            if lab in ("not_a_claim", "supported"):
                if kind is not None or cv is not None:
                    errors.append(f"{tag}: {lab} with kind/correct_value")
            if lab == "not_a_claim" and ev:
                errors.append(f"{tag}: not_a_claim with evidence")
            if lab == "supported" and not ev:
                errors.append(f"{tag}: supported without evidence")
            if lab == "unsupported":
                if kind not in KINDS:
                    errors.append(f"{tag}: kind {kind}")
                if kind == "not_found" and (ev or cv is not None):
                    errors.append(f"{tag}: not_found with evidence or correct_value")
                if kind != "not_found" and not ev:
                    errors.append(f"{tag}: {kind} without evidence")
            if norm(s["text"]) != s["text"] or not s["text"]:
                errors.append(f"{tag}: text not normalised")
            for e in ev:
                if set(e) != {"file", "quote"}:
                    errors.append(f"{tag}: evidence keys {sorted(e)}")
                    continue
                fp = e["file"]
                if fp.startswith("documents/claims/"):
                    folder = fp.split("/")[2]
                    if ref is None:
                        errors.append(f"{tag}: claim_ref null cites claim file {fp}")
                    elif folder != ref:
                        errors.append(f"{tag}: cites other claim's file {fp}")
                full = os.path.join(HERE, fp)
                if not os.path.isfile(full):
                    errors.append(f"{tag}: missing file {fp}")
                    continue
                if fp not in cache:
                    cache[fp] = texts(full)
                q = norm(e["quote"])
                for j, t in enumerate(cache[fp]):
                    if q not in t:
                        errors.append(f"{tag}: quote not in {fp} (extractor {j}): {q!r}")
    # counts
    lab = collections.Counter()
    kinds = collections.Counter()
    per_letter = collections.Counter()
    nsent = 0
    for L in letters:
        u = 0
        for s in L["sentences"]:
            nsent += 1
            lab[s["label"]] += 1
            if s["label"] == "unsupported":
                kinds[s["kind"]] += 1
                u += 1
        per_letter[u] += 1
    print(f"letters: {len(letters)}  sentences: {nsent}")
    for k in ("not_a_claim", "supported", "unsupported"):
        print(f"  {k}: {lab[k]}")
    fact = lab["supported"] + lab["unsupported"]
    if fact:
        print(f"  supported share of factual: {100 * lab['supported'] / fact:.0f}% of {fact}")
    for k, v in kinds.most_common():
        print(f"  kind {k}: {v}")
    print("  letters by unsupported count:", dict(sorted(per_letter.items())))
    lines = collections.Counter()
    for L in letters:
        pre = (L["claim_ref"] or "")[:3]
        if not pre:
            pol = " ".join(L["instruction"].split())
            pre = "MCL" if "MCS-" in pol else "SLT" if "SLS-" in pol else "BRI" if "BRD-" in pol else "?"
        lines[pre] += 1
    print("  letters by insurer prefix:", dict(lines))
    if errors:
        print(f"\nFAILED: {len(errors)} problem(s)")
        for e in errors:
            print(" -", e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
