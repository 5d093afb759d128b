"""Check letters.jsonl against documents/ and print the counts (tenth blind set; same rules as the ninth)."""
import collections
import json
import os
import sys

from extract import norm, texts

HERE = os.path.dirname(os.path.abspath(__file__))
LETTER_KEYS = {"id", "claim_ref", "instruction", "sentences"}
SENT_KEYS = {"text", "label", "evidence", "kind", "correct_value"}
LABELS = {"not_a_claim", "supported", "unsupported"}
KINDS = {"value", "negation", "condition", "period", "entity", "party", "superseded", "quantifier", "not_found"}


def main():
    problems = []
    cache = {}

    def get(path):
        if path not in cache:
            cache[path] = texts(os.path.join(HERE, path))
        return cache[path]

    letters = []
    with open(os.path.join(HERE, "letters.jsonl"), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                letters.append(json.loads(line))
            except ValueError as e:
                problems.append(f"line {n}: bad JSON {e}")
    ids = [L.get("id") for L in letters]
    if len(set(ids)) != len(ids):
        problems.append("duplicate letter ids")
    labels = collections.Counter()
    kinds = collections.Counter()
    per_letter = collections.Counter()
    nulls = 0
    nsent = 0
    for L in letters:
        lid = L.get("id")
        if set(L) != LETTER_KEYS:
            problems.append(f"{lid}: keys {sorted(L)}")
            continue
        ref = L["claim_ref"]
        if ref is None:
            nulls += 1
        elif not os.path.isdir(os.path.join(HERE, "documents", "claims", ref)):
            problems.append(f"{lid}: no claim folder {ref}")
        ss = L["sentences"]
        if not 4 <= len(ss) <= 8:
            problems.append(f"{lid}: {len(ss)} sentences")
        nu = 0
        for i, s in enumerate(ss):
            where = f"{lid}.{i}"
            nsent += 1
            if set(s) != SENT_KEYS:
                problems.append(f"{where}: keys {sorted(s)}")
                continue
            lab, kind, ev, cv = s["label"], s["kind"], s["evidence"], s["correct_value"]
            if lab not in LABELS:
                problems.append(f"{where}: label {lab}")
            labels[lab] += 1
            if lab == "not_a_claim" and (ev or kind or cv):
                problems.append(f"{where}: not_a_claim with evidence/kind/correct_value")
            if lab == "supported" and (not ev or kind or cv):
                problems.append(f"{where}: supported needs evidence, null kind and correct_value")
            if lab == "unsupported":
                nu += 1
                kinds[kind] += 1
                if kind not in KINDS:
                    problems.append(f"{where}: kind {kind}")
                if kind == "not_found" and (ev or cv is not None):
                    problems.append(f"{where}: not_found must have no evidence and null correct_value")
                if kind != "not_found" and not ev:
                    problems.append(f"{where}: unsupported {kind} without contradicting evidence")
            for e in ev:
                if set(e) != {"file", "quote"}:
                    problems.append(f"{where}: evidence keys {sorted(e)}")
                    continue
                path = e["file"]
                if not os.path.isfile(os.path.join(HERE, path)):
                    problems.append(f"{where}: missing file {path}")
                    continue
                if path.startswith("documents/claims/"):
                    folder = path.split("/")[2]
                    if ref is None or folder != ref:
                        problems.append(f"{where}: claim evidence from {folder} in letter with claim_ref {ref}")
                q = norm(e["quote"])
                for k, t in enumerate(get(path)):
                    if q not in t:
                        problems.append(f"{where}: quote not in {path} (extraction {k}): {q[:70]}")
        per_letter[nu] += 1
    for p in problems:
        print("PROBLEM", p)
    fact = labels["supported"] + labels["unsupported"]
    print(f"{len(letters)} letters, {nsent} sentences, {nulls} with claim_ref null")
    for k in ["not_a_claim", "supported", "unsupported"]:
        print(f"  {k}: {labels[k]}")
    print(f"  supported share of factual: {labels['supported']}/{fact} = {100 * labels['supported'] / max(fact, 1):.0f}%")
    for k, v in kinds.most_common():
        print(f"  kind {k}: {v}")
    print("  letters by unsupported count:", dict(sorted(per_letter.items())))
    print(f"{len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
