"""Checks instructions.jsonl against documents/ and prints counts.
python validate.py            -> problems + counts
python validate.py --dump FILE -> normalised text of a document"""
import json, os, re, sys, email
from collections import Counter
from email import policy as email_policy

HERE = os.path.dirname(os.path.abspath(__file__))
LETTER_TYPES = {"acknowledgement", "decline", "settlement", "information", "complaint_response", "lookup"}


def norm(s):
    return re.sub(r"\s+", " ", s.replace("\u00a0", " ")).strip()


_cache = {}


def texts(rel):
    """list of normalised texts; a quote must be in every one of them"""
    if rel in _cache:
        return _cache[rel]
    path = os.path.join(HERE, rel)
    if rel.endswith(".pdf"):
        import pypdfium2, pdfplumber
        pdf = pypdfium2.PdfDocument(path)
        a = " ".join(pdf[i].get_textpage().get_text_range() for i in range(len(pdf)))
        pdf.close()
        with pdfplumber.open(path) as p:
            b = " ".join((pg.extract_text() or "") for pg in p.pages)
        out = [norm(a), norm(b)]
    elif rel.endswith(".docx"):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        out = [norm(" ".join(parts))]
    elif rel.endswith(".eml"):
        with open(path, "rb") as f:
            m = email.message_from_binary_file(f, policy=email_policy.default)
        hdrs = " ".join(f"{k}: {v}" for k, v in m.items())
        body = m.get_body(preferencelist=("plain",)).get_content()
        out = [norm(hdrs + " " + body)]
    else:
        with open(path, encoding="utf-8") as f:
            out = [norm(f.read())]
    _cache[rel] = out
    return out


def folder_text(folder):
    out = []
    for name in sorted(os.listdir(folder)):
        out.extend(texts(os.path.relpath(os.path.join(folder, name), HERE)))
    return " ".join(out).lower()


def main():
    if len(sys.argv) > 2 and sys.argv[1] == "--dump":
        for t in texts(sys.argv[2]):
            print(t); print("=" * 40)
        return
    sys.path.insert(0, HERE)
    from instructions import CUSTOMERS, CLAIM_FACTS, CLAIM_OWNER, STAFF, SHORTHAND, INSURER_OF_FILE
    from claims_content import CLAIMS
    problems = []
    items = [json.loads(l) for l in open(os.path.join(HERE, "instructions.jsonl"), encoding="utf-8")]
    ids = [it["id"] for it in items]
    if len(ids) != len(set(ids)):
        problems.append("duplicate ids")
    claims_dir = os.path.join(HERE, "documents", "claims")
    ftext = {ref: folder_text(os.path.join(claims_dir, ref)) for ref in os.listdir(claims_dir)}
    # customer / claim strings in other folders
    for ref, txt in ftext.items():
        own_cust = CLAIM_OWNER[ref]
        for cust, strs in CUSTOMERS.items():
            if cust == own_cust:
                continue
            for s in strs:
                if s.lower() in txt:
                    problems.append(f"customer string {s!r} ({cust}) in folder {ref}")
        for ref2, strs in CLAIM_FACTS.items():
            if ref2 == ref:
                continue
            for s in strs:
                if s.lower() in txt:
                    problems.append(f"claim string {s!r} ({ref2}) in folder {ref}")
    for ref, strs in CLAIM_FACTS.items():
        for s in strs:
            if s.lower() not in ftext[ref]:
                problems.append(f"claim string {s!r} not found in own folder {ref}")
    n_forb_in_ev = 0; items_forb_in_ev = set()
    for it in items:
        iid = it["id"]
        for k in ("id", "claim_ref", "addressee", "letter_type", "instruction", "parts", "forbidden"):
            if k not in it:
                problems.append(f"{iid}: missing {k}")
        lt = it["letter_type"]
        if lt not in LETTER_TYPES:
            problems.append(f"{iid}: bad letter_type {lt}")
        if lt == "lookup":
            if it["addressee"] is not None or it["claim_ref"] is not None:
                problems.append(f"{iid}: lookup must have null addressee and claim_ref")
        else:
            if not it["addressee"]:
                problems.append(f"{iid}: letter without addressee")
        ref = it["claim_ref"]
        if ref is not None and not os.path.isdir(os.path.join(claims_dir, ref)):
            problems.append(f"{iid}: no folder for {ref}")
        own_text = " ".join([it["addressee"] or ""] + [p["part"] for p in it["parts"]]).lower()
        if lt == "lookup":
            own_text += " " + it["instruction"].lower()
        for f in it["forbidden"]:
            if f.lower() in own_text:
                problems.append(f"{iid}: forbidden {f!r} used in own addressee/parts")
            if ref is not None and ref in ftext:
                is_cc = any(f in v for k, v in CUSTOMERS.items() if k != CLAIM_OWNER[ref]) or \
                        any(f in v for k, v in CLAIM_FACTS.items() if k != ref)
                if is_cc and f.lower() in ftext[ref]:
                    problems.append(f"{iid}: forbidden customer/claim string {f!r} in own folder")
        insurers = set()
        for p in it["parts"]:
            if p["answerable"] != bool(p["evidence"]):
                problems.append(f"{iid}: evidence iff answerable broken in part {p['part'][:40]!r}")
            for ev in p["evidence"]:
                fpath = ev["file"]
                if not os.path.isfile(os.path.join(HERE, fpath)):
                    problems.append(f"{iid}: missing file {fpath}"); continue
                if "/claims/" in fpath:
                    cref = fpath.split("/claims/")[1].split("/")[0]
                    if cref != ref:
                        problems.append(f"{iid}: evidence from another claim folder {fpath}")
                    insurers.add(CLAIMS[cref]["insurer"])
                else:
                    insurers.add(INSURER_OF_FILE[fpath])
                q = norm(ev["quote"])
                for t in texts(fpath):
                    if q not in t:
                        problems.append(f"{iid}: quote not found in {fpath}: {q[:70]!r}")
                        break
                for f in it["forbidden"]:
                    if f.lower() in q.lower():
                        n_forb_in_ev += 1; items_forb_in_ev.add(iid)
        if len(insurers) > 1:
            problems.append(f"{iid}: evidence from more than one insurer {insurers}")
        if ref is not None and insurers and CLAIMS[ref]["insurer"] not in insurers:
            problems.append(f"{iid}: evidence insurer differs from claim insurer")
    for p in problems:
        print("PROBLEM:", p)
    print(f"{len(problems)} problems")
    # counts
    parts = [p for it in items for p in it["parts"]]
    na = [p for p in parts if not p["answerable"]]
    print(f"instructions {len(items)}; with claim_ref {sum(1 for i in items if i['claim_ref'])} "
          f"({len({i['claim_ref'] for i in items if i['claim_ref']})} claims); "
          f"null-claim letters {sum(1 for i in items if not i['claim_ref'] and i['letter_type']!='lookup')}; "
          f"lookups {sum(1 for i in items if i['letter_type']=='lookup')}")
    print(f"parts {len(parts)}; answerable {len(parts)-len(na)}; not answerable {len(na)} ({100*len(na)/len(parts):.1f}%); "
          f"evidence quotes {sum(len(p['evidence']) for p in parts)}")
    allans = sum(1 for i in items if len(i["parts"]) > 1 and all(p["answerable"] for p in i["parts"]))
    mixed = sum(1 for i in items if any(p["answerable"] for p in i["parts"]) and any(not p["answerable"] for p in i["parts"]))
    none_ = [i["id"] for i in items if not any(p["answerable"] for p in i["parts"])]
    print(f"2+ parts all answerable {allans}; mixed {mixed}; nothing answerable {len(none_)} {none_}")
    print(f"forbidden strings inside own evidence quotes: {n_forb_in_ev} pairs in {len(items_forb_in_ev)} instructions")
    bt = {}
    for i in items:
        r = bt.setdefault(i["letter_type"], [0, 0, 0])
        r[0] += 1; r[1] += len(i["parts"]); r[2] += sum(1 for p in i["parts"] if not p["answerable"])
    for k in sorted(bt):
        print(f"  {k}: {bt[k][0]} / {bt[k][1]} / {bt[k][2]}")
    print("parts per instruction:", dict(sorted(Counter(len(i["parts"]) for i in items).items())))
    from instructions import INSURER_OF_ITEM, build as _b; _b()
    print("by insurer:", dict(Counter(INSURER_OF_ITEM[i["id"]] for i in items)))
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
