"""Checks instructions.jsonl against documents/ (format rules of the drafting-set README) and prints counts."""
import os, sys, json, re, email, collections
from email import policy as emailpolicy
import pypdfium2, pdfplumber, docx
HERE = os.path.dirname(os.path.abspath(__file__))
TYPES = {"acknowledgement", "complaint_response", "decline", "information", "lookup", "settlement"}
def norm(s): return re.sub(r"\s+", " ", s).strip()
_cache = {}
def texts(rel):
    if rel in _cache: return _cache[rel]
    p = os.path.join(HERE, rel)
    if rel.endswith(".pdf"):
        pd = pypdfium2.PdfDocument(p)
        a = " ".join(pd[i].get_textpage().get_text_range() for i in range(len(pd)))
        with pdfplumber.open(p) as pl: b = " ".join((pg.extract_text() or "") for pg in pl.pages)
        r = [norm(a), norm(b)]
    elif rel.endswith(".docx"):
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs] + [c.text for t in d.tables for row in t.rows for c in row.cells]
        r = [norm("\n".join(parts))]
    elif rel.endswith(".eml"):
        m = email.message_from_bytes(open(p, "rb").read(), policy=emailpolicy.default)
        hdr = "\n".join("%s: %s" % (k, v) for k, v in m.items())
        body = m.get_body(preferencelist=("plain",)).get_content()
        r = [norm(hdr + "\n" + body)]
    else:
        r = [norm(open(p, encoding="utf-8").read())]
    _cache[rel] = r; return r
def insurer(rel):
    if "/claims/" in rel: return {"W": "wendmoor", "C": "cobbleford", "T": "tamarack"}[rel.split("/claims/")[1][0]]
    return os.path.basename(rel).split("-")[0]
def folder_text(ref):
    d = os.path.join("documents", "claims", ref)
    return " ".join(t for f in sorted(os.listdir(os.path.join(HERE, d))) for t in texts(d + "/" + f)).lower()

def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--dump":
        for t in texts(sys.argv[2]): print(t, "\n-----")
        return
    sys.path.insert(0, HERE); import instructions as L
    errs = []; rows = []
    for ln, line in enumerate(open(os.path.join(HERE, "instructions.jsonl"), encoding="utf-8"), 1):
        try: rows.append(json.loads(line))
        except Exception as e: errs.append("line %d not JSON: %s" % (ln, e))
    ids = set(); claims_dir = os.path.join(HERE, "documents", "claims")
    folders = {r: folder_text(r) for r in os.listdir(claims_dir)}
    owner = L.CLAIM_OWNER
    for r in rows:
        for k in ("id", "claim_ref", "addressee", "letter_type", "instruction", "parts", "forbidden"):
            if k not in r: errs.append("%s missing %s" % (r.get("id"), k))
        i = r["id"]
        if i in ids: errs.append("dup id " + i)
        ids.add(i)
        if r["letter_type"] not in TYPES: errs.append(i + " bad type")
        if r["letter_type"] == "lookup" and (r["addressee"] is not None or r["claim_ref"] is not None): errs.append(i + " lookup with addressee/claim")
        if r["letter_type"] != "lookup" and not r["addressee"]: errs.append(i + " letter without addressee")
        if r["claim_ref"] and r["claim_ref"] not in folders: errs.append(i + " no folder")
        ins = set()
        for p in r["parts"]:
            if p["answerable"] != bool(p["evidence"]): errs.append(i + " evidence/answerable mismatch")
            for ev in p["evidence"]:
                f = ev["file"]; ins.add(insurer(f))
                if "/claims/" in f and f.split("/")[2] != r["claim_ref"]: errs.append(i + " evidence from other claim " + f)
                if not os.path.exists(os.path.join(HERE, f)): errs.append(i + " missing file " + f); continue
                q = norm(ev["quote"])
                for t in texts(f):
                    if q not in t: errs.append("%s quote not in %s: %s" % (i, f, q[:70]))
        if len(ins) > 1: errs.append(i + " evidence from several insurers " + str(ins))
        own_txt = " ".join([r["addressee"] or ""] + [p["part"] for p in r["parts"]]).lower()
        if r["letter_type"] == "lookup": own_txt += " " + r["instruction"].lower()
        cust_claim = set(s for v in L.CUSTOMERS.values() for s in v) | set(s for v in L.FACTS.values() for s in v)
        for s in r["forbidden"]:
            if s.lower() in own_txt: errs.append("%s forbidden %r in own addressee/parts" % (i, s))
            if r["claim_ref"] and s in cust_claim and s.lower() in folders[r["claim_ref"]]:
                errs.append("%s forbidden %r occurs in own claim folder" % (i, s))
    for ref, facts in L.FACTS.items():
        for s in facts:
            for other, t in folders.items():
                if other != ref and s.lower() in t: errs.append("claim fact %r of %s occurs in %s" % (s, ref, other))
    for c, strs in L.CUSTOMERS.items():
        for s in strs:
            for other, t in folders.items():
                if owner[other] != c and s.lower() in t: errs.append("customer string %r of %s in %s" % (s, c, other))
    # counts
    parts = [p for r in rows for p in r["parts"]]
    na = [p for p in parts if not p["answerable"]]
    pairs = 0; pair_items = set()
    for r in rows:
        ev = " ".join(norm(e["quote"]).lower() for p in r["parts"] for e in p["evidence"])
        for s in r["forbidden"]:
            if s.lower() in ev: pairs += 1; pair_items.add(r["id"])
    print("instructions", len(rows))
    print("with claim_ref", sum(1 for r in rows if r["claim_ref"]), "(%d claims)" % len(set(r["claim_ref"] for r in rows if r["claim_ref"])))
    print("policy-terms letters", sum(1 for r in rows if not r["claim_ref"] and r["letter_type"] != "lookup"))
    print("lookups", sum(1 for r in rows if r["letter_type"] == "lookup"))
    print("parts", len(parts), "answerable", len(parts) - len(na), "not answerable", len(na))
    print("evidence quotes", sum(len(p["evidence"]) for p in parts))
    print("2+ parts all answerable", sum(1 for r in rows if len(r["parts"]) > 1 and all(p["answerable"] for p in r["parts"])))
    print("mixed", sum(1 for r in rows if any(p["answerable"] for p in r["parts"]) and any(not p["answerable"] for p in r["parts"])))
    print("nothing answerable", [r["id"] for r in rows if not any(p["answerable"] for p in r["parts"])])
    print("forbidden-in-own-evidence pairs", pairs, "in", len(pair_items), "instructions")
    bt = collections.defaultdict(lambda: [0, 0, 0])
    for r in rows:
        b = bt[r["letter_type"]]; b[0] += 1; b[1] += len(r["parts"]); b[2] += sum(1 for p in r["parts"] if not p["answerable"])
    for k in sorted(bt): print("  %-20s %d / %d / %d" % (k, *bt[k]))
    print("parts per instruction", dict(sorted(collections.Counter(len(r["parts"]) for r in rows).items())))
    ins = collections.Counter()
    for r in rows:
        f = next((e["file"] for p in r["parts"] for e in p["evidence"]), None)
        ins[insurer(f) if f else ("wendmoor" if "MCG" in r["instruction"] or "wend" in r["instruction"].lower() else "tamarack")] += 1
    print("by insurer", dict(ins))
    print("documents", sum(len(fs) for _, _, fs in os.walk(os.path.join(HERE, "documents"))))
    if errs:
        print("\nERRORS (%d):" % len(errs)); [print(" ", e) for e in errs]; sys.exit(1)
    print("OK")
main()
