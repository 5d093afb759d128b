"""Check answer_key.jsonl and questions.jsonl against documents/ (run after generate.py).

Text documents: every key text must occur exactly once in the whole corpus text (whitespace
normalised), on its stated page (PDF, via pypdfium2), or starting on `page` and ending on
`ends_on_page` when it crosses a page break (running header/footer lines removed).
Scanned documents: prints the tesseract --psm 6 word recall for each key row (approximate).
"""

from __future__ import annotations

import email
import json
import os
import re
import subprocess
import sys
import tempfile

import docx
import pypdfium2 as pdfium

HERE = os.path.dirname(os.path.abspath(__file__))
FURNITURE = [  # running headers/footers (regex, matched per extracted line)
    r"^Brackenridge Home Insurance Home Insurance Policy Wording$", r"^BHI-HW-0325 Page \d+ of \d+$",
    r"^KM HO 03 10 24 Page \d+ of \d+$", r"^© Keystone Mutual Insurance Company, 2024\..*$",
    r"^FENWICK & LOWE Private Car Policy \| FLM/PC/7$", r"^– \d+ –$",
    r"^Saltmarsh Travel Insurance – policy wording STI-PW-2025-02$", r"^\d+/\d+$",
    r"^Ardent Commercial Insurance plc\. Registered.*$", r"^Sheet \d+ of \d+$",
]


def norm(s):
    return re.sub(r"\s+", " ", s).strip()


def pdf_pages(path):
    pdf = pdfium.PdfDocument(path)
    pages = []
    for i in range(len(pdf)):
        tp = pdf[i].get_textpage()
        raw = tp.get_text_bounded()
        lines = [norm(x) for x in raw.replace("\r", "\n").split("\n")]
        keep = [x for x in lines if x and not any(re.match(p, x) for p in FURNITURE)]
        pages.append(norm(" ".join(keep)))
    return pages


def docx_text(path):
    d = docx.Document(path)
    parts = [p.text for p in d.paragraphs]
    for t in d.tables:
        for r in t.rows:
            parts.extend(c.text for c in r.cells)
    return norm(" ".join(parts))


def eml_text(path):
    with open(path, "rb") as f:
        m = email.message_from_binary_file(f)
    return norm(m.get_payload(decode=True).decode("utf-8"))


def ocr(path):
    if path.endswith(".pdf"):
        pdf = pdfium.PdfDocument(path)
        assert not norm(pdf[0].get_textpage().get_text_bounded()), "scan PDF has a text layer"
        img = pdf[0].render(scale=250 / 72).to_pil().convert("L")
        tmp = tempfile.NamedTemporaryFile(suffix=".png", delete=False)
        img.save(tmp.name)
        path = tmp.name
    out = subprocess.run(["tesseract", path, "-", "--psm", "6"], capture_output=True, text=True).stdout
    return out


def main():
    keys = [json.loads(x) for x in open(os.path.join(HERE, "answer_key.jsonl"), encoding="utf-8")]
    qs = [json.loads(x) for x in open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8")]
    files = sorted({k["file"] for k in keys} | {"documents/" + f for f in os.listdir(os.path.join(HERE, "documents"))})
    corpus, pages, ocrs = {}, {}, {}
    for f in files:
        p = os.path.join(HERE, f)
        if "/scan-" in f:
            ocrs[f] = ocr(p)
        elif f.endswith(".pdf"):
            pages[f] = pdf_pages(p)
            corpus[f] = " ".join(pages[f])
        elif f.endswith(".docx"):
            corpus[f] = docx_text(p)
        elif f.endswith(".eml"):
            corpus[f] = eml_text(p)
        else:
            corpus[f] = norm(open(p, encoding="utf-8").read())
    bad = 0
    ids = set()
    for k in keys:
        ids.add(k["id"])
        t = k["text"]
        if k["scanned"]:
            words = re.findall(r"[\w£.,/-]+", t)
            o = ocrs[k["file"]]
            hit = sum(1 for w in words if w in o)
            rate = hit / len(words)
            print(f"{k['id']} scan recall {rate:.2f}  {t}")
            if rate < 0.8:
                bad += 1
                print("   LOW OCR RECALL")
            continue
        n = sum(c.count(t) for c in corpus.values())
        if n != 1:
            bad += 1
            print(f"{k['id']} occurs {n} times in corpus: {t[:70]}")
            continue
        if t not in corpus[k["file"]]:
            bad += 1
            print(f"{k['id']} not in its file")
            continue
        if k["file"].endswith(".pdf"):
            pg = pages[k["file"]]
            s, e = k["page"], k["ends_on_page"]
            if e is None:
                if t not in pg[s - 1]:
                    bad += 1
                    print(f"{k['id']} not on page {s}")
            else:
                joined = " ".join(pg[s - 1:e])
                if t not in joined or t in pg[s - 1] or t[:30] not in pg[s - 1] or t[-12:] not in pg[e - 1]:
                    bad += 1
                    print(f"{k['id']} page-break check failed {s}-{e}")
        elif k["page"] != 1 or k["ends_on_page"] is not None:
            bad += 1
            print(f"{k['id']} non-PDF page must be 1")
        if k["table"]:
            if norm(" ".join(k["table"]["cells"].values())) != t:
                bad += 1
                print(f"{k['id']} table cells do not join to text")
    # non-overlap: no key text contained in another key text
    texts = [k["text"] for k in keys]
    for i, a in enumerate(texts):
        for j, b in enumerate(texts):
            if i != j and a in b:
                bad += 1
                print(f"overlap {keys[i]['id']} in {keys[j]['id']}")
    qids = set()
    for q in qs:
        if q["answer"] not in ids:
            bad += 1
            print(f"{q['id']} answer {q['answer']} unknown")
        if q["id"] in qids:
            bad += 1
        qids.add(q["id"])
    print(f"{len(keys)} keys, {len(qs)} questions, {bad} problems")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
