#!/usr/bin/env python
"""Checks letters.jsonl against documents/ (sixth blind letter set) and prints the counts."""
import collections
import json
import os
import sys

from extract import norm, texts

HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = {"id", "claim_ref", "instruction", "sentences"}
SKEYS = {"text", "label", "evidence", "kind", "correct_value"}
LABELS = {"not_a_claim", "supported", "unsupported"}
KINDS = {"value", "party", "period", "quantifier", "condition", "negation", "entity", "not_found", "superseded"}
CLAIMS = os.path.join(HERE, "documents", "claims")


def main():
    errs = []
    cache = {}
    labels = collections.Counter()
    kinds = collections.Counter()
    per_letter = collections.Counter()
    by_line = collections.Counter()
    n_sent = 0
    ids = set()
    lines = open(os.path.join(HERE, "letters.jsonl"), encoding="utf-8").read().splitlines()
    for ln, line in enumerate(lines, 1):
        try:
            o = json.loads(line)
        except Exception as e:
            errs.append("line %d: bad JSON %s" % (ln, e)); continue
        if set(o) != KEYS:
            errs.append("line %d: keys %s" % (ln, sorted(o))); continue
        lid = o["id"]
        if lid in ids:
            errs.append("%s: duplicate id" % lid)
        ids.add(lid)
        if not isinstance(o["instruction"], str) or not o["instruction"].strip():
            errs.append("%s: empty instruction" % lid)
        ref = o["claim_ref"]
        if ref is not None and not os.path.isdir(os.path.join(CLAIMS, ref)):
            errs.append("%s: no claim folder %s" % (lid, ref))
        sents = o["sentences"]
        if not (4 <= len(sents) <= 8):
            errs.append("%s: %d sentences" % (lid, len(sents)))
        nu = 0
        for j, s in enumerate(sents):
            n_sent += 1
            tag = "%s s%d" % (lid, j)
            if set(s) != SKEYS:
                errs.append("%s: keys %s" % (tag, sorted(s))); continue
            if not isinstance(s["text"], str) or not s["text"].strip():
                errs.append("%s: empty text" % tag)
            lab, kind, ev, cv = s["label"], s["kind"], s["evidence"], s["correct_value"]
            if lab not in LABELS:
                errs.append("%s: label %r" % (tag, lab)); continue
            labels[lab] += 1
            if not isinstance(ev, list):
                errs.append("%s: evidence not a list" % tag); continue
            if lab == "not_a_claim":
                if ev or kind is not None or cv is not None:
                    errs.append("%s: not_a_claim with evidence/kind/correct_value" % tag)
            elif lab == "supported":
                if not ev or kind is not None or cv is not None:
                    errs.append("%s: supported needs evidence and null kind/correct_value" % tag)
            else:
                nu += 1
                if kind not in KINDS:
                    errs.append("%s: kind %r" % (tag, kind))
                kinds[kind] += 1
                if kind == "not_found":
                    if ev or cv is not None:
                        errs.append("%s: not_found must have [] evidence and null correct_value" % tag)
                elif not ev:
                    errs.append("%s: %s needs contradicting evidence" % (tag, kind))
                if cv is not None and (not isinstance(cv, str) or not cv.strip()):
                    errs.append("%s: bad correct_value" % tag)
            for e in ev:
                if set(e) != {"file", "quote"}:
                    errs.append("%s: evidence keys %s" % (tag, sorted(e))); continue
                f, q = e["file"], e["quote"]
                if not f.startswith("documents/"):
                    errs.append("%s: file outside documents/: %s" % (tag, f)); continue
                if f.startswith("documents/claims/"):
                    owner = f.split("/")[2]
                    if ref is None:
                        errs.append("%s: claim file cited by a letter with claim_ref null" % tag)
                    elif owner != ref:
                        errs.append("%s: claim file from another claim %s" % (tag, f))
                p = os.path.join(HERE, f)
                if not os.path.isfile(p):
                    errs.append("%s: missing file %s" % (tag, f)); continue
                if f not in cache:
                    cache[f] = texts(p)
                nq = norm(q)
                if not nq:
                    errs.append("%s: empty quote" % tag)
                for t in cache[f]:
                    if nq not in t:
                        errs.append("%s: quote not found in %s: %r" % (tag, f, q)); break
        per_letter[nu] += 1
        pre = (ref or "").split("-")[0]
        if ref is None:
            ins = o["instruction"]
            pre = "SVF" if "SVS-" in ins else "ORH" if "ORS-" in ins else "BFM" if "BFD-" in ins else "?"
        by_line[pre] += 1
    for e in errs:
        print("ERROR", e)
    fact = labels["supported"] + labels["unsupported"]
    print("letters", len(lines), "sentences", n_sent)
    for k in ("not_a_claim", "supported", "unsupported"):
        print("  %-12s %d" % (k, labels[k]))
    print("supported share of factual: %.0f%% of %d" % (100.0 * labels["supported"] / max(fact, 1), fact))
    for k, v in kinds.most_common():
        print("  kind %-11s %d" % (k, v))
    print("letters by unsupported count:", dict(sorted(per_letter.items())))
    print("letters by line:", dict(by_line))
    if errs:
        print("FAILED: %d errors" % len(errs)); sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
