"""Validate blind ingest corpus 7. Usage: python validate.py [--no-ocr]"""
import json, os, re, sys, zipfile, email, subprocess, collections
import pypdfium2 as pdfium, pdfplumber, docx
H = os.path.dirname(os.path.abspath(__file__)); P = []
FIELDS = ["id", "file", "page", "kind", "heading", "clause", "entry", "text", "table", "scanned", "ends_on_page"]
KINDS = {"clause", "definition", "table_row", "file_note_entry", "paragraph", "email_message"}
n = lambda s: re.sub(r"\s+", " ", s).strip()
key = [json.loads(l) for l in open(os.path.join(H, "answer_key.jsonl"))]
qs = [json.loads(l) for l in open(os.path.join(H, "questions.jsonl"))]
docs = sorted(os.listdir(os.path.join(H, "documents")))
pages, whole = {}, {}
for f in docs:
    p = os.path.join(H, "documents", f)
    if f.endswith(".pdf"):
        pd = pdfium.PdfDocument(p); a = [n(pg.get_textpage().get_text_range()) for pg in pd]
        with pdfplumber.open(p) as pl: b = [n(pg.extract_text() or "") for pg in pl.pages]
        pages[f] = (a, b); whole[f] = " ".join(a)
    elif f.endswith(".docx"):
        d = docx.Document(p); t = [x.text for x in d.paragraphs] + [" ".join(c.text for c in r.cells) for tb in d.tables for r in tb.rows]
        whole[f] = n(" ".join(t))
    elif f.endswith(".txt"):
        t = open(p, newline="").read(); t = re.sub(r"(NOTE \d\d|LOG #\d+)", " ", t); whole[f] = n(t)
    elif f.endswith(".eml"):
        m = email.message_from_bytes(open(p, "rb").read()); whole[f] = n(m.get_payload(decode=True).decode("utf-8"))
    else: whole[f] = ""
ids = set()
for i, k in enumerate(key, 1):
    if list(k) != FIELDS: P.append("fields " + k["id"])
    if k["id"] != "K%03d" % i: P.append("id " + k["id"])
    ids.add(k["id"]); f = k["file"].split("/", 1)[1]
    if f not in docs: P.append("file " + k["id"]); continue
    if k["kind"] not in KINDS: P.append("kind " + k["id"])
    if k["ends_on_page"] is not None: P.append("ends_on_page " + k["id"])
    if not f.endswith(".pdf") and k["page"] != 1: P.append("page " + k["id"])
    if k["table"] is not None and n(" ".join(c for c in k["table"] if c)) != k["text"]: P.append("cells " + k["id"])
    if k["kind"] == "table_row" and k["table"] is None: P.append("table missing " + k["id"])
    if k["scanned"]: continue
    t = n(k["text"])
    if f.endswith(".pdf"):
        a, b = pages[f]
        if t not in a[k["page"] - 1]: P.append("pdfium page " + k["id"])
        if t not in b[k["page"] - 1]: P.append("pdfplumber page " + k["id"])
    elif t not in whole[f]: P.append("text missing " + k["id"])
    if k["kind"] == "file_note_entry" and not k["entry"]: P.append("entry " + k["id"])
corpus = " || ".join(whole.values())
texts = [n(k["text"]) for k in key if not k["scanned"]]
for k in key:
    t = n(k["text"])
    if not k["scanned"] and corpus.count(t) != 1: P.append("not once in corpus %s (%d)" % (k["id"], corpus.count(t)))
    for o in key:
        if o is not k and t in n(o["text"]): P.append("inside %s in %s" % (k["id"], o["id"]))
for f in docs:
    if f.startswith("scan-") and f.endswith(".pdf") and whole[f].strip(): P.append("text layer " + f)
if "--no-ocr" not in sys.argv:
    import tempfile
    from PIL import Image
    for f in docs:
        if not f.startswith("scan-"): continue
        p = os.path.join(H, "documents", f)
        if f.endswith(".pdf"):
            pd = pdfium.PdfDocument(p); img = pd[0].render(scale=2).to_pil(); p = tempfile.mktemp(suffix=".png"); img.save(p)
        toks = collections.Counter()
        for psm in ("3", "4", "6"):
            out = subprocess.run(["tesseract", p, "-", "--psm", psm], capture_output=True, text=True).stdout
            toks.update(set(w.lower().strip(".,:;") for w in out.split()))
        for k in key:
            if k["file"].endswith(f):
                ws = [w.lower().strip(".,:;") for w in k["text"].split()]
                share = sum(1 for w in ws if w in toks) / len(ws)
                if share < 0.70: P.append("OCR %s %.2f" % (k["id"], share))
qa = [q["answer"] for q in qs]
for i, q in enumerate(qs, 1):
    if list(q) != ["id", "question", "answer"] or q["id"] != "Q%03d" % i: P.append("question " + q["id"])
    if q["answer"] not in ids: P.append("answer missing " + q["id"])
if len(set(qa)) != len(qa): P.append("shared answers")
scans = [f for f in docs if f.startswith("scan-")]
if len(docs) != 16 or len(key) < 230 or len(qs) < 130 or len(scans) < 4 or sum(k["scanned"] for k in key) < 28: P.append("corpus size")
c = collections.Counter(k["kind"] + ("/scan" if k["scanned"] else "") for k in key)
ca = collections.Counter(key[int(a[1:]) - 1]["kind"] + ("/scan" if key[int(a[1:]) - 1]["scanned"] else "") for a in qa)
print("documents", len(docs), "passages", len(key), "questions", len(qs), "scanned rows", sum(k["scanned"] for k in key))
print("passages by kind", dict(c)); print("questions by answer kind", dict(ca))
print("by file", dict(collections.Counter(k["file"] for k in key)))
for p_ in P: print("PROBLEM", p_)
print(len(P), "problems")
