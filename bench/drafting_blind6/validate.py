"""Checks blind drafting set 6 against its format rules and prints counts.
Usage: python validate.py            (check everything)
       python validate.py --dump FILE (print a document's normalised text)"""
import collections
import email
import email.policy
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

TYPES = {"acknowledgement", "complaint_response", "decline", "information", "lookup", "settlement"}
FIELDS = ["id", "claim_ref", "addressee", "letter_type", "instruction", "parts", "forbidden"]
INSURER_PREFIX = {"T": "tillingford", "R": "rookhollow", "Q": "quaymarsh"}


def norm(t):
    return re.sub(r"\s+", " ", t).strip()


_cache = {}


def texts(rel):
    """list of normalised texts a quote must be found in (all of them)."""
    if rel in _cache:
        return _cache[rel]
    path = os.path.join(HERE, rel)
    if rel.endswith(".pdf"):
        import pypdfium2
        import pdfplumber
        pdf = pypdfium2.PdfDocument(path)
        a = []
        for i in range(len(pdf)):
            tp = pdf[i].get_textpage()
            a.append(tp.get_text_range())
        pdf.close()
        with pdfplumber.open(path) as p:
            b = [pg.extract_text() or "" for pg in p.pages]
        res = [norm("\n".join(a)), norm("\n".join(b))]
    elif rel.endswith(".docx"):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        res = [norm("\n".join(parts))]
    elif rel.endswith(".eml"):
        with open(path, "rb") as f:
            msg = email.message_from_binary_file(f, policy=email.policy.default)
        hdr = "\n".join("%s: %s" % (k, v) for k, v in msg.items())
        body = msg.get_body(preferencelist=("plain",)).get_content()
        res = [norm(hdr + "\n" + body)]
    else:
        with open(path, encoding="utf-8") as f:
            res = [norm(f.read())]
    _cache[rel] = res
    return res


def folder_text(ref):
    d = os.path.join(HERE, "documents", "claims", ref)
    out = []
    for name in sorted(os.listdir(d)):
        out += texts("documents/claims/%s/%s" % (ref, name))
    return " ".join(out).lower()


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--dump":
        rel = os.path.relpath(os.path.abspath(sys.argv[2]), HERE)
        for t in texts(rel):
            print(t)
            print("-" * 40)
        return
    import instructions as I
    meta = I.meta()
    cust_strings = set(s.lower() for v in I.CUSTOMERS.values() for s in v)
    claim_strings = set(s.lower() for v in I.CLAIM_FACTS.values() for s in v)
    errors = []
    items = []
    with open(os.path.join(HERE, "instructions.jsonl"), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                items.append(json.loads(line))
            except Exception as e:  # noqa
                errors.append("line %d: bad JSON %s" % (n, e))
    ids = [it.get("id") for it in items]
    if len(ids) != len(set(ids)):
        errors.append("duplicate ids")
    claims_dir = os.path.join(HERE, "documents", "claims")
    claim_folders = set(os.listdir(claims_dir))
    shorthand_pairs = 0
    shorthand_items = 0
    n_quotes = 0
    for it in items:
        iid = it.get("id")
        for fld in FIELDS:
            if fld not in it:
                errors.append("%s: missing %s" % (iid, fld))
        lt = it["letter_type"]
        if lt not in TYPES:
            errors.append("%s: bad letter_type" % iid)
        if lt == "lookup":
            if it["addressee"] is not None or it["claim_ref"] is not None:
                errors.append("%s: lookup must have null addressee and claim_ref" % iid)
        elif not it["addressee"]:
            errors.append("%s: letter without addressee" % iid)
        ref = it["claim_ref"]
        if ref is not None and ref not in claim_folders:
            errors.append("%s: no folder for %s" % (iid, ref))
        ins = INSURER_PREFIX[meta[iid]["insurer"]]
        own_text = " ".join([it["addressee"] or ""] + [p["part"] for p in it["parts"]]).lower()
        pair_here = 0
        for p in it["parts"]:
            if p["answerable"] and not p["evidence"]:
                errors.append("%s: answerable part without evidence" % iid)
            if not p["answerable"] and p["evidence"]:
                errors.append("%s: unanswerable part with evidence" % iid)
            for ev in p["evidence"]:
                n_quotes += 1
                fpath = ev["file"]
                if not os.path.exists(os.path.join(HERE, fpath)):
                    errors.append("%s: missing file %s" % (iid, fpath))
                    continue
                if fpath.startswith("documents/claims/"):
                    cref = fpath.split("/")[2]
                    if cref != ref:
                        errors.append("%s: evidence from another claim folder %s" % (iid, cref))
                    if I.CLAIM_CUSTOMER[cref] and ins != {"TTC": "tillingford", "RHC": "rookhollow", "QCP": "quaymarsh"}[cref[:3]]:
                        errors.append("%s: evidence from another insurer's claim" % iid)
                else:
                    base = os.path.basename(fpath)
                    if not base.startswith(ins):
                        errors.append("%s: evidence from another insurer's document %s" % (iid, base))
                q = norm(ev["quote"])
                for k, t in enumerate(texts(fpath)):
                    if q not in t:
                        errors.append("%s: quote not found (%s extractor %d): %s" % (iid, fpath, k, q[:80]))
                ql = q.lower()
                for s in it["forbidden"]:
                    if s.lower() in ql:
                        pair_here += 1
        if pair_here:
            shorthand_pairs += pair_here
            shorthand_items += 1
        fold = folder_text(ref) if ref else ""
        for s in it["forbidden"]:
            sl = s.lower()
            if sl in own_text:
                errors.append("%s: forbidden %r in own addressee/parts" % (iid, s))
            if ref and (sl in cust_strings or sl in claim_strings) and sl in fold:
                errors.append("%s: forbidden customer/claim string %r occurs in own claim folder" % (iid, s))
        if ref:
            want = meta[iid]["customer"]
            if I.CLAIM_CUSTOMER[ref] != want:
                errors.append("%s: customer mismatch" % iid)
    # every claim string belongs to exactly one claim folder
    for ref, strs in I.CLAIM_FACTS.items():
        for s in strs:
            for other in I.CLAIM_FACTS:
                if other != ref and s.lower() in folder_text(other):
                    errors.append("claim string %r of %s occurs in folder %s" % (s, ref, other))
    for k, strs in I.CUSTOMERS.items():
        for s in strs:
            for other, c in I.CLAIM_CUSTOMER.items():
                if c != k and s.lower() in folder_text(other):
                    errors.append("customer string %r of %s occurs in folder %s" % (s, k, other))

    # counts
    parts = [p for it in items for p in it["parts"]]
    na = [p for p in parts if not p["answerable"]]
    print("instructions", len(items))
    wc = [it for it in items if it["claim_ref"]]
    print("with a claim_ref", len(wc), "(%d different claims)" % len(set(it["claim_ref"] for it in wc)))
    print("claim_ref null: policy-terms letters", sum(1 for it in items if not it["claim_ref"] and it["letter_type"] != "lookup"))
    print("claim_ref null: lookups", sum(1 for it in items if it["letter_type"] == "lookup"))
    print("parts", len(parts), "answerable", len(parts) - len(na), "not answerable", len(na),
          "(%.1f%%)" % (100.0 * len(na) / len(parts)))
    print("evidence quotes", n_quotes)
    allans = sum(1 for it in items if len(it["parts"]) >= 2 and all(p["answerable"] for p in it["parts"]))
    mixed = sum(1 for it in items if any(p["answerable"] for p in it["parts"]) and any(not p["answerable"] for p in it["parts"]))
    none_ = [it for it in items if not any(p["answerable"] for p in it["parts"])]
    print("2+ parts all answerable", allans, "| mixing", mixed, "| nothing answerable", len(none_),
          "(%s)" % ", ".join("%s %s" % (it["id"], it["letter_type"]) for it in none_))
    print("forbidden strings inside own evidence quotes: %d pairs in %d instructions" % (shorthand_pairs, shorthand_items))
    by = collections.OrderedDict()
    for t in sorted(TYPES):
        its = [it for it in items if it["letter_type"] == t]
        ps = [p for it in its for p in it["parts"]]
        by[t] = (len(its), len(ps), sum(1 for p in ps if not p["answerable"]))
        print("  %-20s instructions %2d parts %2d not answerable %d" % ((t,) + by[t]))
    pc = collections.Counter(len(it["parts"]) for it in items)
    print("parts per instruction", dict(sorted(pc.items())))
    ic = collections.Counter(INSURER_PREFIX[meta[it["id"]]["insurer"]] for it in items)
    icc = collections.Counter(INSURER_PREFIX[meta[it["id"]]["insurer"]] for it in items if it["claim_ref"])
    print("by insurer", {k: "%d (%d on claims)" % (ic[k], icc[k]) for k in sorted(ic)})
    docs = []
    for root, _, files in os.walk(os.path.join(HERE, "documents")):
        docs += files
    print("document files", len(docs), "claim folders", len(claim_folders))
    if errors:
        print("\nERRORS (%d):" % len(errors))
        for e in errors:
            print(" -", e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
