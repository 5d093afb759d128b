"""Generate blind ingest corpus 10 (documents/, answer_key.jsonl, questions.jsonl).

Deterministic: reportlab invariant=1, fixed DOCX core properties and zip times, seeded scan noise.
Run: python generate.py
"""
import json
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402
from common import DOCS, HERE, KEYS  # noqa: E402

MODULES = [m for m in ("gen_quernstone", "gen_glenmarrow", "gen_brindlecroft", "gen_redtail")
           if os.path.exists(os.path.join(HERE, m + ".py"))]


def main():
    if os.path.isdir(DOCS):
        shutil.rmtree(DOCS)
    os.makedirs(DOCS)
    for m in MODULES:
        __import__(m).build()
    fields = ["id", "file", "page", "kind", "heading", "clause", "entry", "text", "table", "scanned", "ends_on_page"]
    qs = []
    with open(os.path.join(HERE, "answer_key.jsonl"), "w", encoding="utf-8") as fh:
        for i, k in enumerate(KEYS, start=1):
            k["id"] = f"K{i:03d}"
            fh.write(json.dumps({f: k[f] for f in fields}, ensure_ascii=False) + "\n")
            if k["_q"]:
                qs.append((k["_q"], k["id"]))
    with open(os.path.join(HERE, "questions.jsonl"), "w", encoding="utf-8") as fh:
        for i, (q, a) in enumerate(qs, start=1):
            fh.write(json.dumps({"id": f"Q{i:03d}", "question": q, "answer": a}, ensure_ascii=False) + "\n")
    print(f"{len(os.listdir(DOCS))} documents, {len(KEYS)} passages, {len(qs)} questions")


if __name__ == "__main__":
    main()
