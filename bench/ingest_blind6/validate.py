"""Validator for blind ingest corpus 6. Usage: python validate.py [--no-ocr]
Checks fields/order/kinds, ids, page rules, text on its stated PDF page(s) (pypdfium2 and pdfplumber; a passage with
ends_on_page must start on `page` and end on `ends_on_page`), text present in DOCX/TXT/EML, no key text inside another,
each text found exactly once in the corpus, cells join to the text, scans have no text layer, OCR word share >= 0.70 (tokens of tesseract --psm 3, 4 and 6 together),
questions (answers exist, not shared), corpus size (16 documents, >= 200 passages, >= 60 questions, >= 3 scans)."""
import os, re, sys, json, subprocess, collections, email, tempfile
import pypdfium2 as pdfium
import pdfplumber
import docx

HERE = os.path.dirname(os.path.abspath(__file__))
FIELDS = ["id", "file", "page", "kind", "heading", "clause", "entry", "text", "table", "scanned", "ends_on_page"]
KINDS = {"clause", "definition", "table_row", "file_note_entry", "paragraph", "email_message"}
problems = []


def P(msg):
    problems.append(msg)


def norm(s):
    return " ".join(s.replace("\u00a0", " ").replace("\ufffe", "").replace("\x02", "").split())


def pdf_pages(path):
    doc = pdfium.PdfDocument(path)
    a = [norm(doc[i].get_textpage().get_text_range()) for i in range(len(doc))]
    doc.close()
    with pdfplumber.open(path) as pl:
        b = [norm(p.extract_text() or "") for p in pl.pages]
    return a, b


def docx_text(path):
    d = docx.Document(path)
    parts = [p.text for p in d.paragraphs]
    for t in d.tables:
        for r in t.rows:
            parts.append(" ".join(c.text for c in r.cells))
    return norm(" ".join(parts))


def eml_text(path):
    m = email.message_from_bytes(open(path, "rb").read())
    for part in m.walk():
        if part.get_content_type() == "text/plain":
            return norm(part.get_payload(decode=True).decode(part.get_content_charset() or "utf-8"))
    return ""


def split_ok(text, a, b):
    w = text.split()
    for k in range(1, len(w)):
        if " ".join(w[:k]) in a and " ".join(w[k:]) in b and a.endswith(" ".join(w[:k])) is not None:
            if a.find(" ".join(w[:k])) >= 0:
                return True
    return False


def main():
    ocr = "--no-ocr" not in sys.argv
    keys = []
    for n, line in enumerate(open(os.path.join(HERE, "answer_key.jsonl"), encoding="utf-8"), 1):
        k = json.loads(line)
        if list(k.keys()) != FIELDS:
            P("K line %d: fields %s" % (n, list(k.keys())))
        if k["id"] != "K%03d" % n:
            P("K line %d: id %s" % (n, k["id"]))
        if k["kind"] not in KINDS:
            P("%s kind %s" % (k["id"], k["kind"]))
        if k["text"] != norm(k["text"]) or not k["text"]:
            P("%s text not normalised" % k["id"])
        keys.append(k)
    docs = sorted(os.listdir(os.path.join(HERE, "documents")))
    files = {k["file"] for k in keys}
    for f in docs:
        if "documents/" + f not in files:
            P("document without passages: " + f)
    texts = {}
    pages = {}
    for f in docs:
        path = os.path.join(HERE, "documents", f)
        if f.endswith(".pdf"):
            pages[f] = pdf_pages(path)
            texts[f] = " ".join(pages[f][0])
        elif f.endswith(".docx"):
            texts[f] = docx_text(path)
        elif f.endswith(".eml"):
            texts[f] = eml_text(path)
        elif f.endswith(".txt") or f.endswith(".md"):
            texts[f] = norm(open(path, encoding="utf-8", newline="").read())
        else:
            texts[f] = ""
    scans = sorted({k["file"] for k in keys if k["scanned"]})
    for k in keys:
        f = k["file"][len("documents/"):]
        if f not in texts:
            P("%s file missing %s" % (k["id"], f))
            continue
        if k["table"] is not None:
            if k["kind"] not in ("table_row", "definition"):
                P("%s table on kind %s" % (k["id"], k["kind"]))
            if " ".join(c for c in k["table"] if c) != k["text"]:
                P("%s cells do not join to text" % k["id"])
        elif k["kind"] == "table_row":
            P("%s table_row without cells" % k["id"])
        if k["kind"] == "file_note_entry" and not k["entry"]:
            P("%s entry missing" % k["id"])
        if k["kind"] != "file_note_entry" and k["entry"]:
            P("%s entry on non-note" % k["id"])
        if k["kind"] in ("table_row", "file_note_entry", "paragraph", "email_message") and k["clause"]:
            P("%s clause on %s" % (k["id"], k["kind"]))
        if not k["heading"]:
            P("%s heading empty" % k["id"])
        is_pdf = f.endswith(".pdf")
        if not is_pdf and (k["page"] != 1 or k["ends_on_page"] is not None):
            P("%s non-PDF page must be 1, ends_on_page null" % k["id"])
        if k["scanned"]:
            continue
        if is_pdf:
            for eng, pg in zip(("pdfium", "pdfplumber"), pages[f]):
                p = k["page"]
                if not 1 <= p <= len(pg):
                    P("%s page out of range" % k["id"])
                    break
                e = k["ends_on_page"]
                if e is None:
                    if k["text"] not in pg[p - 1]:
                        P("%s not on page %d (%s)" % (k["id"], p, eng))
                else:
                    if e != p + 1 or e > len(pg):
                        P("%s bad ends_on_page" % k["id"])
                    elif k["text"] in pg[p - 1] or not split_ok(k["text"], pg[p - 1], pg[e - 1]):
                        P("%s does not run from page %d to %d (%s)" % (k["id"], p, e, eng))
        else:
            t = texts[f]
            if k["entry"]:
                t = t.replace(k["entry"] + " ", "")
            if k["text"] not in t:
                P("%s text not found in %s" % (k["id"], f))
    # uniqueness: no key text inside another, and found only once in the corpus
    allt = [k["text"] for k in keys]
    for i, a in enumerate(allt):
        for j, b in enumerate(allt):
            if i != j and a in b:
                P("%s text inside %s" % (keys[i]["id"], keys[j]["id"]))
    for k in keys:
        if k["scanned"] or k["ends_on_page"]:
            continue
        n = 0
        for f, t in texts.items():
            if k["entry"] and "documents/" + f == k["file"]:
                t = t.replace(k["entry"] + " ", "")
            n += t.count(k["text"])
        if n != 1:
            P("%s found %d times in corpus" % (k["id"], n))
    # scans
    for s in scans:
        path = os.path.join(HERE, s)
        if s.endswith(".pdf"):
            if norm(" ".join(pages[os.path.basename(s)][0])):
                P("%s has a text layer" % s)
        if ocr:
            img = path
            tmp = None
            if s.endswith(".pdf"):
                doc = pdfium.PdfDocument(path)
                tmp = tempfile.mktemp(suffix=".png")
                doc[0].render(scale=200 / 72).to_pil().save(tmp)
                doc.close()
                img = tmp
            out = " ".join(subprocess.run(["tesseract", img, "-", "--psm", m], capture_output=True, text=True).stdout
                           for m in ("3", "4", "6"))  # union of the default, column and block page modes
            if tmp:
                os.remove(tmp)
            toks = collections.Counter(re.findall(r"[a-z0-9]+", out.lower()))
            for k in keys:
                if k["file"] != s:
                    continue
                w = re.findall(r"[a-z0-9]+", k["text"].lower())
                share = sum(1 for x in w if toks[x]) / max(1, len(w))
                if share < 0.70:
                    P("%s OCR word share %.2f" % (k["id"], share))
    # questions
    ids = {k["id"] for k in keys}
    qs = [json.loads(l) for l in open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8")]
    seen = set()
    for n, q in enumerate(qs, 1):
        if list(q.keys()) != ["id", "question", "answer"] or q["id"] != "Q%03d" % n:
            P("question line %d malformed" % n)
        if q["answer"] not in ids:
            P("%s answer missing" % q["id"])
        if q["answer"] in seen:
            P("%s answer shared" % q["id"])
        seen.add(q["answer"])
    if len(docs) != 16:
        P("%d documents, expected 16" % len(docs))
    if len(keys) < 200:
        P("only %d passages" % len(keys))
    if len(qs) < 60:
        P("only %d questions" % len(qs))
    if len(scans) < 3:
        P("only %d scans" % len(scans))
    kinds = collections.Counter(k["kind"] + (" (scan)" if k["scanned"] else "") for k in keys)
    qk = collections.Counter()
    kk = {k["id"]: k for k in keys}
    for q in qs:
        a = kk.get(q["answer"])
        if a:
            qk[a["kind"] + (" (scan)" if a["scanned"] else "")] += 1
    print("documents", len(docs), "passages", len(keys), "questions", len(qs), "scans", len(scans),
          "cross-page", sum(1 for k in keys if k["ends_on_page"]))
    print("passages by kind", dict(kinds))
    print("questions by kind", dict(qk))
    print("by file", dict(collections.Counter(k["file"][10:] for k in keys)))
    for p in problems:
        print("PROBLEM", p)
    print("%d problems" % len(problems))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
