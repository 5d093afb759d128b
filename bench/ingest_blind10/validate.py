"""Check answer_key.jsonl / questions.jsonl against documents/ (blind ingest corpus 10).

Run: python validate.py [--no-ocr]
"""
import email
import json
import os
import re
import subprocess
import sys
import tempfile
from collections import Counter

import pdfplumber
import pypdfium2 as pdfium

HERE = os.path.dirname(os.path.abspath(__file__))
FIELDS = ["id", "file", "page", "kind", "heading", "clause", "entry", "text", "table", "scanned", "ends_on_page"]
KINDS = {"paragraph", "definition", "clause", "table_row", "file_note_entry", "email_message"}
# multi-column PDFs: pdfplumber's full-page text interleaves columns, so also read vertical strips
COLUMNS = {"documents/quernstone-home-policy-booklet-QH26.pdf": 2}
problems = []


def bad(msg):
    problems.append(msg)


def norm(s):
    return re.sub(r"\s+", " ", s.replace("\u00ad", "")).strip()


def words(s):
    return re.findall(r"[a-z0-9]+", s.lower())


def pdf_pages(path, ncol):
    out = []
    pdf = pdfium.PdfDocument(path)
    pdm = [norm(pdf[i].get_textpage().get_text_range()) for i in range(len(pdf))]
    with pdfplumber.open(path) as pl:
        for i, pg in enumerate(pl.pages):
            views = {"pdfium": pdm[i], "plumber": norm(pg.extract_text() or "")}
            if ncol > 1:
                w = pg.width
                for c in range(ncol):
                    views[f"plumber_col{c}"] = norm(pg.crop((w * c / ncol, 0, w * (c + 1) / ncol, pg.height))
                                                    .extract_text() or "")
            out.append(views)
    return out


def docx_text(path):
    import docx
    d = docx.Document(path)
    parts = [p.text for p in d.paragraphs]
    for t in d.tables:
        for r in t.rows:
            parts.append(" ".join(c.text for c in r.cells if c.text))
    return norm("\n".join(parts))


def eml_text(path):
    with open(path, "rb") as fh:
        m = email.message_from_binary_file(fh)
    for part in m.walk():
        if part.get_content_type() == "text/plain":
            return norm(part.get_payload(decode=True).decode(part.get_content_charset() or "utf-8"))
    return ""


def ocr_words(png):
    got = set()
    for psm in ("3", "4", "6"):
        r = subprocess.run(["tesseract", png, "-", "--psm", psm], capture_output=True, text=True)
        got.update(words(r.stdout))
    return got


def split_ok(t, first, second):
    """t starts on page text `first` and finishes on page text `second`."""
    w = t.split(" ")
    return any(" ".join(w[:j]) in first and " ".join(w[j:]) in second and " ".join(w) not in first
               for j in range(1, len(w)))


def main():
    no_ocr = "--no-ocr" in sys.argv
    keys = []
    with open(os.path.join(HERE, "answer_key.jsonl"), encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            k = json.loads(line)
            if list(k) != FIELDS:
                bad(f"line {n}: field order {list(k)}")
            keys.append(k)
    ids = [k["id"] for k in keys]
    if ids != [f"K{i:03d}" for i in range(1, len(keys) + 1)]:
        bad("key ids not K001.. in order")
    files = sorted(set(k["file"] for k in keys))
    ondisk = sorted("documents/" + f for f in os.listdir(os.path.join(HERE, "documents")))
    if files != ondisk:
        bad(f"documents without passages or missing files: {set(files) ^ set(ondisk)}")

    views, flat = {}, {}
    for f in ondisk:
        p = os.path.join(HERE, f)
        if f.endswith(".pdf"):
            views[f] = pdf_pages(p, COLUMNS.get(f, 1))
            flat[f] = " ".join(v["pdfium"] for v in views[f])
        elif f.endswith(".docx"):
            flat[f] = docx_text(p)
        elif f.endswith(".txt"):
            with open(p, encoding="utf-8") as fh:
                flat[f] = norm(fh.read())
        elif f.endswith(".eml"):
            flat[f] = eml_text(p)
        else:
            flat[f] = ""
    corpus = "\n".join(flat.values())

    ocr_cache = {}
    for k in keys:
        kid, f, t = k["id"], k["file"], k["text"]
        if k["kind"] not in KINDS:
            bad(f"{kid}: kind {k['kind']}")
        if t != norm(t) or not t:
            bad(f"{kid}: text not normalised")
        if not isinstance(k["page"], int) or k["page"] < 1:
            bad(f"{kid}: page {k['page']}")
            continue
        if not f.endswith(".pdf") and k["page"] != 1:
            bad(f"{kid}: non-PDF page must be 1")
        eop = k["ends_on_page"]
        if eop is not None and (not f.endswith(".pdf") or k["scanned"] or eop != k["page"] + 1):
            bad(f"{kid}: ends_on_page {eop} not allowed here")
        if k["kind"] == "table_row":
            if not isinstance(k["table"], list) or " ".join(c for c in k["table"] if c) != t:
                bad(f"{kid}: table cells do not join to text")
        elif k["table"] is not None:
            bad(f"{kid}: table should be null")
        if k["kind"] == "file_note_entry" and (not k["entry"] or k["entry"] in t):
            bad(f"{kid}: entry label missing or inside text")
        if k["kind"] != "file_note_entry" and k["entry"] is not None:
            bad(f"{kid}: entry should be null")
        if k["kind"] == "clause":
            if not k["clause"]:
                bad(f"{kid}: clause label missing")
            elif t.startswith(k["clause"]):
                bad(f"{kid}: text starts with its label")
        elif k["clause"] is not None:
            bad(f"{kid}: clause should be null for {k['kind']}")
        if (k["heading"] is None) != (k["kind"] == "file_note_entry"):
            bad(f"{kid}: heading must be set, and null only for file-note entries")
        if k["scanned"]:
            if not f.endswith((".png", ".pdf")):
                bad(f"{kid}: scanned on non-image file")
            if f.endswith(".pdf") and any(v["pdfium"] or v["plumber"] for v in views[f]):
                bad(f"{kid}: scanned PDF has a text layer")
            if not no_ocr:
                if f not in ocr_cache:
                    img = os.path.join(HERE, f)
                    if f.endswith(".pdf"):
                        tmp = tempfile.NamedTemporaryFile(suffix=".png", delete=False).name
                        pdfium.PdfDocument(img)[k["page"] - 1].render(scale=200 / 72).to_pil().save(tmp)
                        img = tmp
                    ocr_cache[f] = ocr_words(img)
                w = words(t)
                share = sum(1 for x in w if x in ocr_cache[f]) / max(1, len(w))
                if share < 0.70:
                    bad(f"{kid}: OCR word share {share:.2f} < 0.70 ({t})")
            continue
        if f.endswith(".pdf"):
            pages = views[f]
            if not (1 <= k["page"] <= len(pages)) or (eop and eop > len(pages)):
                bad(f"{kid}: page {k['page']} out of range")
                continue
            v = pages[k["page"] - 1]
            if eop is None:
                if t not in v["pdfium"]:
                    bad(f"{kid}: not in pypdfium2 text of page {k['page']}: {t[:60]}")
                pl = [v[x] for x in v if x.startswith("plumber")]
                if not any(t in x for x in pl):
                    bad(f"{kid}: not in pdfplumber text of page {k['page']}: {t[:60]}")
                for i, ov in enumerate(pages, 1):
                    if i != k["page"] and t in ov["pdfium"]:
                        bad(f"{kid}: also found on page {i}")
            else:
                v2 = pages[eop - 1]
                if not split_ok(t, v["pdfium"], v2["pdfium"]):
                    bad(f"{kid}: not split over pages {k['page']}-{eop} in pypdfium2 text: {t[:60]}")
                pl1 = [v[x] for x in v if x.startswith("plumber")]
                pl2 = [v2[x] for x in v2 if x.startswith("plumber")]
                if not any(split_ok(t, a, b) for a in pl1 for b in pl2):
                    bad(f"{kid}: not split over pages {k['page']}-{eop} in pdfplumber text: {t[:60]}")
                n = flat[f].count(t)
                if n:
                    bad(f"{kid}: split passage found whole on one page")
                continue
        elif t not in flat[f]:
            bad(f"{kid}: not found in {f}: {t[:60]}")
        n = corpus.count(t)
        if n != 1:
            bad(f"{kid}: occurs {n} times in the corpus")

    texts = [(k["id"], k["text"]) for k in keys if not k["scanned"]]
    for a, ta in texts:
        for b, tb in texts:
            if a != b and ta in tb:
                bad(f"{a} text is inside {b}")

    qs = []
    with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as fh:
        for line in fh:
            q = json.loads(line)
            if list(q) != ["id", "question", "answer"]:
                bad(f"question field order {list(q)}")
            qs.append(q)
    if [q["id"] for q in qs] != [f"Q{i:03d}" for i in range(1, len(qs) + 1)]:
        bad("question ids not Q001.. in order")
    idset = set(ids)
    for q in qs:
        if q["answer"] not in idset:
            bad(f"{q['id']}: answer {q['answer']} missing")
    c = Counter(q["answer"] for q in qs)
    for a, n in c.items():
        if n > 1:
            bad(f"answer {a} used by {n} questions")
    c2 = Counter(q["question"].lower() for q in qs)
    for a, n in c2.items():
        if n > 1:
            bad(f"duplicate question {a}")
    insurers = Counter(f.split("/")[1].split("-")[0] for f in ondisk)
    scans = [f for f in ondisk if any(k["scanned"] for k in keys if k["file"] == f)]
    nscan = sum(1 for k in keys if k["scanned"])
    if (len(ondisk) < 16 or len(insurers) < 4 or len(keys) < 280 or len(qs) < 220 or len(scans) < 3
            or nscan < 35):
        bad(f"corpus too small: {len(ondisk)} docs, {len(insurers)} insurers, {len(scans)} scans, {nscan} "
            f"scanned rows, {len(keys)} passages, {len(qs)} questions")
    if not any(k["ends_on_page"] for k in keys):
        bad("no passage runs across a page break")

    kinds = Counter(k["kind"] + (" (scanned)" if k["scanned"] else "") for k in keys)
    print(f"{len(ondisk)} documents, {len(keys)} passages, {len(qs)} questions")
    print("passages:", dict(kinds))
    print("across a page break:", [(k["id"], k["file"], k["clause"], k["page"], k["ends_on_page"]) for k in keys
                                   if k["ends_on_page"]])
    ans = Counter(next(k["kind"] + (" (scanned)" if k["scanned"] else "") for k in keys if k["id"] == q["answer"])
                  for q in qs if q["answer"] in idset)
    print("questions by answer kind:", dict(ans))
    for p in problems:
        print("PROBLEM:", p)
    print(f"{len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
