"""Checks letters.jsonl against documents/ and prints the counts."""
import collections, json, os, sys
from extract import texts, norm

HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = {"id", "claim_ref", "instruction", "sentences"}
SKEYS = {"text", "label", "evidence", "kind", "correct_value"}
LABELS = {"not_a_claim", "supported", "unsupported"}
KINDS = {"value", "party", "period", "quantifier", "condition", "negation", "entity", "not_found", "superseded"}

def main():
    errs = []
    cache = {}
    def doc(f):
        if f not in cache:
            cache[f] = texts(os.path.join(HERE, f))
        return cache[f]
    claims = set(os.listdir(os.path.join(HERE, "documents", "claims")))
    lab = collections.Counter(); kinds = collections.Counter(); per = collections.Counter(); lob = collections.Counter()
    nsent = 0; ids = set(); nulls = 0
    for ln, line in enumerate(open(os.path.join(HERE, "letters.jsonl"), encoding="utf-8"), 1):
        try:
            L = json.loads(line)
        except Exception as e:
            errs.append(f"line {ln}: bad JSON {e}"); continue
        if set(L) != KEYS: errs.append(f"line {ln}: keys {sorted(L)}"); continue
        lid = L["id"]
        if lid in ids: errs.append(f"{lid}: duplicate id")
        ids.add(lid)
        if not isinstance(L["instruction"], str) or not L["instruction"]: errs.append(f"{lid}: instruction")
        ref = L["claim_ref"]
        if ref is None: nulls += 1
        elif ref not in claims: errs.append(f"{lid}: claim_ref {ref} has no folder")
        ss = L["sentences"]
        if not (4 <= len(ss) <= 8): errs.append(f"{lid}: {len(ss)} sentences")
        nun = 0
        for i, s in enumerate(ss):
            w = f"{lid} s{i}"
            nsent += 1
            if set(s) != SKEYS: errs.append(f"{w}: keys {sorted(s)}"); continue
            if not isinstance(s["text"], str) or not s["text"].strip(): errs.append(f"{w}: empty text")
            lb, k, ev, cv = s["label"], s["kind"], s["evidence"], s["correct_value"]
            if lb not in LABELS: errs.append(f"{w}: label {lb}"); continue
            lab[lb] += 1
            if not isinstance(ev, list): errs.append(f"{w}: evidence not a list"); continue
            if lb == "not_a_claim":
                if ev or k is not None or cv is not None: errs.append(f"{w}: not_a_claim with evidence/kind/cv")
            elif lb == "supported":
                if not ev or k is not None or cv is not None: errs.append(f"{w}: supported needs evidence, null kind/cv")
            else:
                nun += 1
                if k not in KINDS: errs.append(f"{w}: kind {k}")
                kinds[k] += 1
                if k == "not_found":
                    if ev or cv is not None: errs.append(f"{w}: not_found must have no evidence and null cv")
                elif not ev: errs.append(f"{w}: unsupported {k} without contradicting evidence")
                if cv is not None and (not isinstance(cv, str) or not cv.strip()): errs.append(f"{w}: bad correct_value")
            for e in ev:
                if set(e) != {"file", "quote"}: errs.append(f"{w}: evidence keys"); continue
                f, q = e["file"], e["quote"]
                if not f.startswith("documents/") or not os.path.isfile(os.path.join(HERE, f)):
                    errs.append(f"{w}: no file {f}"); continue
                if f.startswith("documents/claims/"):
                    if ref is None: errs.append(f"{w}: null claim_ref cites claim file {f}")
                    elif not f.startswith(f"documents/claims/{ref}/"): errs.append(f"{w}: cites another claim's file {f}")
                nq = norm(q)
                if not nq: errs.append(f"{w}: empty quote"); continue
                for t in doc(f):
                    if nq not in t:
                        errs.append(f"{w}: quote not found in {f}: {q[:70]!r}"); break
        per[nun] += 1
        pre = (ref or "")[:3]
        lob[pre] += 1
    if len(ids) < 32: errs.append(f"only {len(ids)} letters")
    for e in errs: print("ERROR", e)
    fact = lab["supported"] + lab["unsupported"]
    print(f"letters {len(ids)}  sentences {nsent}  claim_ref null {nulls}")
    for k in ("not_a_claim", "supported", "unsupported"): print(f"  {k}: {lab[k]}")
    print(f"  supported share of factual: {lab['supported']}/{fact} = {100*lab['supported']/max(fact,1):.0f}%")
    for k, v in kinds.most_common(): print(f"  kind {k}: {v}")
    for k in sorted(per): print(f"  letters with {k} unsupported: {per[k]}")
    print("  by claim prefix:", dict(lob))
    print("OK" if not errs else f"FAILED ({len(errs)} errors)")
    sys.exit(1 if errs else 0)

if __name__ == "__main__":
    main()
