"""Validate blind drafting set 5: labels against documents. Prints counts; exit 1 on any error.

python validate.py            # check everything
python validate.py --dump F   # print a document's normalised text (PDF: pypdfium2 block, then pdfplumber block)
"""
import json, os, re, sys, email
from collections import Counter, defaultdict
from email import policy

HERE = os.path.dirname(os.path.abspath(__file__))
TYPES = {"acknowledgement", "complaint_response", "decline", "information", "lookup", "settlement"}
FIELDS = ["id", "claim_ref", "addressee", "letter_type", "instruction", "parts", "forbidden"]
INSURERS = {"KMC-": "Kestrelmoor", "ISC-": "Inkwell", "ICC-": "Ironweed"}
FILE_INSURER = {"kestrelmoor": "Kestrelmoor", "inkwell": "Inkwell", "ironweed": "Ironweed"}


def norm(s):
    return re.sub(r"\s+", " ", s).strip()


_cache = {}


def texts(rel):
    """List of normalised texts of a file (two for a PDF); every one must contain a quote."""
    if rel in _cache:
        return _cache[rel]
    p = os.path.join(HERE, rel)
    if rel.endswith(".pdf"):
        import pypdfium2 as pdfium
        import pdfplumber
        doc = pdfium.PdfDocument(p)
        a = []
        for i in range(len(doc)):
            tp = doc[i].get_textpage()
            a.append(tp.get_text_range())
            tp.close()
        doc.close()
        with pdfplumber.open(p) as pdf:
            b = [pg.extract_text() or "" for pg in pdf.pages]
        out = [norm("\n".join(a)), norm("\n".join(b))]
    elif rel.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for cell in row.cells:
                    parts.append(cell.text)
        out = [norm("\n".join(parts))]
    elif rel.endswith(".eml"):
        with open(p, "rb") as f:
            msg = email.message_from_binary_file(f, policy=policy.default)
        hdr = "\n".join(f"{k}: {v}" for k, v in msg.items())
        body = msg.get_body(preferencelist=("plain",))
        out = [norm(hdr + "\n" + (body.get_content() if body else ""))]
    else:
        with open(p, encoding="utf-8") as f:
            out = [norm(f.read())]
    _cache[rel] = out
    return out


def main():
    if len(sys.argv) > 2 and sys.argv[1] == "--dump":
        for t in texts(sys.argv[2]):
            print(t)
            print("-" * 60)
        return 0
    sys.path.insert(0, HERE)
    from instructions import CLAIM_FACTS, CUSTOMERS, STAFF, SHORTHAND
    errors = []
    items = []
    with open(os.path.join(HERE, "instructions.jsonl"), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                items.append(json.loads(line))
            except Exception as e:
                errors.append(f"line {n}: bad JSON {e}")
    ids = Counter(it.get("id") for it in items)
    for k, v in ids.items():
        if v > 1:
            errors.append(f"duplicate id {k}")
    claims_dir = os.path.join(HERE, "documents", "claims")
    claim_folders = set(os.listdir(claims_dir))
    claim_text = {ref: " ".join(t for fn in sorted(os.listdir(os.path.join(claims_dir, ref)))
                                for t in texts(f"documents/claims/{ref}/{fn}")).lower() for ref in claim_folders}
    n_quotes = 0
    forb_in_ev = []
    for it in items:
        iid = it.get("id")
        for fld in FIELDS:
            if fld not in it:
                errors.append(f"{iid}: missing field {fld}")
        lt = it.get("letter_type")
        if lt not in TYPES:
            errors.append(f"{iid}: bad letter_type {lt}")
        if lt == "lookup":
            if it.get("addressee") is not None or it.get("claim_ref") is not None:
                errors.append(f"{iid}: lookup must have null addressee and claim_ref")
        elif not it.get("addressee"):
            errors.append(f"{iid}: letter without addressee")
        cref = it.get("claim_ref")
        if cref is not None and cref not in claim_folders:
            errors.append(f"{iid}: no folder for claim_ref {cref}")
        if not it.get("parts"):
            errors.append(f"{iid}: no parts")
        forb = it.get("forbidden", [])
        if not isinstance(forb, list) or not all(isinstance(s, str) and s for s in forb):
            errors.append(f"{iid}: forbidden must be a list of non-empty strings")
        own_parts = " ".join(p.get("part", "") for p in it.get("parts", [])).lower()
        for s in forb:
            if it.get("addressee") and s.lower() in it["addressee"].lower():
                errors.append(f"{iid}: forbidden {s!r} in own addressee")
            if s.lower() in own_parts:
                errors.append(f"{iid}: forbidden {s!r} in own part text")
        # other claims' facts / other customers' strings must not be in the item's own claim folder
        if cref:
            own_fact_strings = set(x.lower() for x in STAFF + SHORTHAND)
            for s in forb:
                if s.lower() in own_fact_strings:
                    continue
                if s.lower() in claim_text[cref]:
                    errors.append(f"{iid}: forbidden {s!r} occurs in its own claim folder {cref}")
        for p in it.get("parts", []):
            ev = p.get("evidence", [])
            if "answerable" not in p or not isinstance(p["answerable"], bool):
                errors.append(f"{iid}: part without boolean answerable")
                continue
            if p["answerable"] and not ev:
                errors.append(f"{iid}: answerable part without evidence: {p['part'][:50]}")
            if not p["answerable"] and ev:
                errors.append(f"{iid}: unanswerable part with evidence")
            for e in ev:
                n_quotes += 1
                fpath = e["file"]
                if not os.path.exists(os.path.join(HERE, fpath)):
                    errors.append(f"{iid}: missing file {fpath}")
                    continue
                m = re.match(r"documents/claims/([^/]+)/", fpath)
                if m and m.group(1) != cref:
                    errors.append(f"{iid}: evidence from another claim's folder {fpath}")
                qn = norm(e["quote"])
                for k, t in enumerate(texts(fpath)):
                    if qn not in t:
                        which = ["pypdfium2", "pdfplumber"][k] if fpath.endswith(".pdf") else "text"
                        errors.append(f"{iid}: quote not in {fpath} ({which}): {qn[:90]!r}")
                for s in forb:
                    if s.lower() in qn.lower():
                        forb_in_ev.append((iid, s))
    # evidence files of the right insurer
    for it in items:
        cref = it.get("claim_ref")
        if not cref:
            continue
        ins = next(v for k, v in INSURERS.items() if cref.startswith(k))
        for p in it["parts"]:
            for e in p["evidence"]:
                base = os.path.basename(e["file"])
                for k, v in FILE_INSURER.items():
                    if base.startswith(k) and v != ins:
                        errors.append(f"{it['id']}: evidence from another insurer's document {e['file']}")

    if errors:
        print("ERRORS:")
        for e in errors:
            print("  " + e)
        print(f"{len(errors)} errors")
        return 1

    # ---- counts
    parts = [p for it in items for p in it["parts"]]
    ans = [p for p in parts if p["answerable"]]
    lookups = [it for it in items if it["letter_type"] == "lookup"]
    policy_letters = [it for it in items if it["claim_ref"] is None and it["letter_type"] != "lookup"]
    with_claim = [it for it in items if it["claim_ref"]]
    print("| | count |\n|---|---|")
    print(f"| instructions | {len(items)} |")
    print(f"| with a claim_ref | {len(with_claim)} ({len(set(it['claim_ref'] for it in with_claim))} different claims) |")
    print(f"| claim_ref null: policy-terms letters | {len(policy_letters)} |")
    print(f"| claim_ref null: lookups | {len(lookups)} |")
    print(f"| parts | {len(parts)} |")
    print(f"| answerable parts | {len(ans)} |")
    print(f"| not answerable parts | {len(parts) - len(ans)} ({100 * (len(parts) - len(ans)) / len(parts):.1f}%) |")
    print(f"| evidence quotes | {n_quotes} |")
    allans = sum(1 for it in items if len(it["parts"]) >= 2 and all(p["answerable"] for p in it["parts"]))
    mixed = sum(1 for it in items if any(p["answerable"] for p in it["parts"]) and not all(p["answerable"] for p in it["parts"]))
    none_ = [it for it in items if not any(p["answerable"] for p in it["parts"])]
    print(f"| instructions with 2+ parts, all answerable | {allans} |")
    print(f"| instructions mixing answerable and not answerable parts | {mixed} |")
    print(f"| instructions with nothing answerable | {len(none_)} ({sum(1 for i in none_ if i['letter_type'] != 'lookup')} letter, {sum(1 for i in none_ if i['letter_type'] == 'lookup')} lookup) |")
    print(f"| forbidden strings inside the item's own evidence quotes (shorthand to restate) | {len(forb_in_ev)} pairs in {len(set(i for i, _ in forb_in_ev))} instructions |")
    print("\n| letter_type | instructions | parts | not answerable |\n|---|---|---|---|")
    by = defaultdict(lambda: [0, 0, 0])
    for it in items:
        b = by[it["letter_type"]]
        b[0] += 1
        b[1] += len(it["parts"])
        b[2] += sum(1 for p in it["parts"] if not p["answerable"])
    for k in sorted(by):
        print(f"| {k} | {by[k][0]} | {by[k][1]} | {by[k][2]} |")
    pc = Counter(len(it["parts"]) for it in items)
    print("\nParts per instruction: " + "; ".join(f"{k} part{'s' if k > 1 else ''}: {pc[k]}" for k in sorted(pc)) + ".")
    ins_count = defaultdict(lambda: [0, 0])
    for it in items:
        files = [e["file"] for p in it["parts"] for e in p["evidence"]]
        name = None
        if it["claim_ref"]:
            name = next(v for k, v in INSURERS.items() if it["claim_ref"].startswith(k))
        else:
            for f in files:
                for k, v in FILE_INSURER.items():
                    if os.path.basename(f).startswith(k):
                        name = v
            if name is None:
                low = it["instruction"].lower()
                name = "Inkwell" if "inkwell" in low or "iw " in low else ("Ironweed" if "ironweed" in low else "Kestrelmoor")
        ins_count[name][0] += 1
        ins_count[name][1] += 1 if it["claim_ref"] else 0
    print("By insurer (instructions): " + ", ".join(f"{k} {v[0]} ({v[1]} on claims)" for k, v in sorted(ins_count.items())) + ".")
    print("\nOK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
