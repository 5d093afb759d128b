#!/usr/bin/env python
"""Checks letters.jsonl against documents/ and prints the counts used in README.md."""
import collections
import json
import os
import sys

import extract

HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = {"id", "claim_ref", "instruction", "sentences"}
SKEYS = {"text", "label", "evidence", "kind", "correct_value"}
LABELS = {"not_a_claim", "supported", "unsupported"}
KINDS = {"value", "party", "period", "quantifier", "condition", "negation", "entity", "not_found", "superseded"}


def main():
    errors = []
    cache = {}

    def texts(rel):
        if rel not in cache:
            path = os.path.join(HERE, rel)
            cache[rel] = extract.texts(path) if os.path.isfile(path) else None
        return cache[rel]

    letters = []
    with open(os.path.join(HERE, "letters.jsonl"), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                letters.append(json.loads(line))
            except ValueError as ex:
                errors.append("line %d: bad JSON (%s)" % (n, ex))
    ids = set()
    for L in letters:
        lid = L.get("id")
        if set(L) != KEYS:
            errors.append("%s: keys %s" % (lid, sorted(L)))
            continue
        if lid in ids:
            errors.append("%s: duplicate id" % lid)
        ids.add(lid)
        claim = L["claim_ref"]
        if claim is not None and not os.path.isdir(os.path.join(HERE, "documents", "claims", claim)):
            errors.append("%s: no claim folder for %s" % (lid, claim))
        if not 4 <= len(L["sentences"]) <= 8:
            errors.append("%s: %d sentences" % (lid, len(L["sentences"])))
        for i, s in enumerate(L["sentences"]):
            where = "%s s%d" % (lid, i + 1)
            if set(s) != SKEYS:
                errors.append("%s: keys %s" % (where, sorted(s)))
                continue
            lab, kind, ev, cv = s["label"], s["kind"], s["evidence"], s["correct_value"]
            if lab not in LABELS:
                errors.append("%s: label %r" % (where, lab))
            if lab == "not_a_claim" and (ev or kind is not None or cv is not None):
                errors.append("%s: not_a_claim with evidence/kind/correct_value" % where)
            if lab == "supported" and (not ev or kind is not None or cv is not None):
                errors.append("%s: supported needs evidence and null kind/correct_value" % where)
            if lab == "unsupported":
                if kind not in KINDS:
                    errors.append("%s: kind %r" % (where, kind))
                elif kind == "not_found" and (ev or cv is not None):
                    errors.append("%s: not_found must have no evidence and null correct_value" % where)
                elif kind != "not_found" and not ev:
                    errors.append("%s: %s needs contradicting evidence" % (where, kind))
            for q in ev:
                if set(q) != {"file", "quote"}:
                    errors.append("%s: evidence keys %s" % (where, sorted(q)))
                    continue
                rel = q["file"]
                if rel.startswith("documents/claims/"):
                    folder = rel.split("/")[2]
                    if folder != claim:
                        errors.append("%s: claim evidence from %s, letter claim %s" % (where, folder, claim))
                tx = texts(rel)
                if tx is None:
                    errors.append("%s: missing file %s" % (where, rel))
                    continue
                quote = extract.norm(q["quote"])
                for j, t in enumerate(tx):
                    if quote not in t:
                        errors.append("%s: quote not found in %s (extractor %d): %r" % (where, rel, j, quote))
    # counts
    labels = collections.Counter()
    kinds = collections.Counter()
    per_letter = collections.Counter()
    nsent = 0
    for L in letters:
        bad = 0
        for s in L["sentences"]:
            nsent += 1
            labels[s["label"]] += 1
            if s["label"] == "unsupported":
                kinds[s["kind"]] += 1
                bad += 1
        per_letter[min(bad, 2)] += 1
    print("letters: %d, sentences: %d" % (len(letters), nsent))
    for k in ("not_a_claim", "supported", "unsupported"):
        print("  %-12s %d" % (k, labels[k]))
    fact = labels["supported"] + labels["unsupported"]
    if fact:
        print("supported share of factual sentences: %.0f%% of %d" % (100.0 * labels["supported"] / fact, fact))
    for k, v in kinds.most_common():
        print("  kind %-11s %d" % (k, v))
    print("letters with 0 errors: %d, 1 error: %d, 2+ errors: %d" % (per_letter[0], per_letter[1], per_letter[2]))
    nfiles = sum(len(fs) for _, _, fs in os.walk(os.path.join(HERE, "documents")))
    print("document files: %d" % nfiles)
    if errors:
        print("\n%d ERROR(S):" % len(errors))
        for x in errors:
            print("  " + x)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
