"""Validate the answer key and questions of blind ingest corpus 5 against the documents.

Run:  .venv/bin/python validate.py            (needs tesseract on PATH for the scanned rows)
      .venv/bin/python validate.py --no-ocr   (skips the OCR word-share check of the scanned rows)
Checks as the second/third/fourth corpora' validator, plus: every PDF passage is also found on its page in pdfplumber's text,
and the corpus has its stated size (16 documents, at least 200 passages, at least 60 questions, 4 scans).
"""
import os, re, json, sys, subprocess, tempfile, email, collections
from email import policy
import pypdfium2 as pdfium
import pdfplumber
import docx

HERE = os.path.dirname(os.path.abspath(__file__))
norm = lambda s: re.sub(r'\s+', ' ', s).strip()
problems = []
def bad(msg):
    problems.append(msg); print('PROBLEM:', msg)

keys = [json.loads(l) for l in open(os.path.join(HERE, 'answer_key.jsonl'), encoding='utf-8')]
qs = [json.loads(l) for l in open(os.path.join(HERE, 'questions.jsonl'), encoding='utf-8')]
FIELDS = ['id', 'file', 'page', 'kind', 'heading', 'clause', 'entry', 'text', 'table', 'scanned', 'ends_on_page']
KINDS = {'clause', 'definition', 'table_row', 'file_note_entry', 'paragraph', 'email_message'}

# ---------------------------------------------------------------- text of every file
pages = {}      # pdf file -> list of raw page texts
texts = {}      # file -> normalised whole text (text files only)
image_only = set()
plumb = {}      # pdf file -> pdfplumber page texts
for name in sorted(os.listdir(os.path.join(HERE, 'documents'))):
    f = 'documents/' + name; p = os.path.join(HERE, f)
    if name.endswith('.pdf'):
        d = pdfium.PdfDocument(p)
        pt = [d[i].get_textpage().get_text_bounded() for i in range(len(d))]
        if not ''.join(pt).strip():
            image_only.add(f); continue
        pages[f] = pt
        texts[f] = norm(' '.join(pt))
        with pdfplumber.open(p) as pl:
            plumb[f] = [norm(pg.extract_text() or '') for pg in pl.pages]
    elif name.endswith('.docx'):
        d = docx.Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts.append(' '.join(c.text for c in r.cells))
        texts[f] = norm('\n'.join(parts))
    elif name.endswith('.eml'):
        m = email.message_from_bytes(open(p, 'rb').read(), policy=policy.default)
        texts[f] = norm(m.get_body(('plain',)).get_content())
    elif name.endswith(('.txt', '.md')):
        texts[f] = norm(open(p, encoding='utf-8').read())
    elif name.endswith('.png'):
        image_only.add(f)

def strip_hf(f):
    """Page texts with running header/footer lines removed (lines whose digit-free form is on every page)."""
    pt = pages[f]
    if len(pt) < 2:
        return [norm(t) for t in pt]
    split = [[l.strip() for l in re.split(r'\r\n|\n|\r', t) if l.strip()] for t in pt]
    sig = lambda l: re.sub(r'\d+', '#', l)
    common = set.intersection(*[set(sig(l) for l in ls) for ls in split])
    return [norm(' '.join(l for l in ls if sig(l) not in common)) for ls in split]

# PDFs with the running headers/footers removed (used for passages that cross a page break)
stripped = dict(texts)
for f in pages:
    stripped[f] = norm(' '.join(strip_hf(f)))

# ---------------------------------------------------------------- per-key checks
ids = set()
for k in keys:
    if list(k.keys()) != FIELDS:
        bad('%s fields %s' % (k.get('id'), list(k.keys())))
    if k['id'] in ids:
        bad('duplicate id ' + k['id'])
    ids.add(k['id'])
    if k['kind'] not in KINDS:
        bad('%s kind %s' % (k['id'], k['kind']))
    if not os.path.exists(os.path.join(HERE, k['file'])):
        bad('%s missing file' % k['id']); continue
    if k['table'] is not None and ' '.join(c for c in k['table'] if c) != k['text']:
        bad('%s table cells do not join to text' % k['id'])
    if k['kind'] == 'table_row' and k['table'] is None:
        bad('%s table_row without cells' % k['id'])
    if k['text'] != norm(k['text']):
        bad('%s text not whitespace-normalised' % k['id'])
    if k['scanned']:
        if k['file'] not in image_only:
            bad('%s scanned but file has a text layer' % k['id'])
        continue
    t = k['text']
    n = sum(v.count(t) for v in (stripped if k['ends_on_page'] else texts).values())
    if n != 1:
        bad('%s occurs %d times in corpus' % (k['id'], n))
    if t not in (stripped if k['ends_on_page'] else texts).get(k['file'], ''):
        bad('%s not in its file' % k['id'])
    if k['file'] in pages:
        pt = [norm(x) for x in pages[k['file']]]
        p = k['page']
        if not 1 <= p <= len(pt):
            bad('%s page out of range' % k['id']); continue
        if k['ends_on_page'] is None:
            if t not in pt[p - 1]:
                bad('%s not on page %d' % (k['id'], p))
            if t not in plumb[k['file']][p - 1]:
                bad('%s not on page %d in pdfplumber text' % (k['id'], p))
        else:
            e = k['ends_on_page']
            sh = strip_hf(k['file'])
            joined = norm(' '.join(sh[p - 1:e]))
            if t not in joined:
                bad('%s not complete across pages %d-%d once header/footer removed' % (k['id'], p, e))
            if t in pt[p - 1] or t in pt[e - 1]:
                bad('%s said to cross a page break but sits on one page' % k['id'])
            cuts = [i for i in range(1, len(t)) if t[i] == ' ']
            if e != p + 1 or not any(t[:i] in sh[p - 1] and t[i + 1:] in sh[e - 1] and sh[p - 1].endswith(t[:i])
                                     and sh[e - 1].startswith(t[i + 1:]) for i in cuts):
                bad('%s does not start on %d and end on %d' % (k['id'], p, e))
    else:
        if k['page'] != 1 or k['ends_on_page'] is not None:
            bad('%s page must be 1 for non-PDF files' % k['id'])

# no key text inside another
tx = [(k['id'], k['text']) for k in keys]
for a, ta in tx:
    for b, tb in tx:
        if a != b and ta in tb:
            bad('%s text is contained in %s' % (a, b))

# questions
answers = collections.Counter()
for q in qs:
    if set(q) != {'id', 'question', 'answer'}:
        bad('%s fields' % q.get('id'))
    if q['answer'] not in ids:
        bad('%s answer %s unknown' % (q['id'], q['answer']))
    answers[q['answer']] += 1
for a, n in answers.items():
    if n > 1:
        bad('%s is the answer to %d questions' % (a, n))

# ---------------------------------------------------------------- scans: OCR word share
tok = lambda s: [w for w in (re.sub(r'^[^\w£$]+|[^\w]+$', '', x).lower() for x in s.split()) if w]
ocr = {}
NO_OCR = '--no-ocr' in sys.argv
with tempfile.TemporaryDirectory() as td:
    for f in ([] if NO_OCR else sorted(image_only)):
        p = os.path.join(HERE, f)
        if f.endswith('.pdf'):
            img = pdfium.PdfDocument(p)[0].render(scale=200 / 72).to_pil()
            p = os.path.join(td, 'page.png'); img.save(p)
        out = subprocess.run(['tesseract', p, '-', '--psm', '6'], capture_output=True, text=True).stdout
        ocr[f] = set(tok(out))
scores = []
for k in keys:
    if k['scanned'] and not NO_OCR:
        words = tok(k['text'])
        share = sum(w in ocr[k['file']] for w in words) / len(words)
        scores.append(share)
        print('%s %.2f  %s' % (k['id'], share, k['text']))
        if share < 0.7:
            bad('%s OCR word share %.2f' % (k['id'], share))

ndocs = len(os.listdir(os.path.join(HERE, 'documents')))
if ndocs != 16 or len(keys) < 200 or len(qs) < 60 or len(image_only) != 4:
    bad('corpus size: %d documents, %d passages, %d questions, %d scans' % (ndocs, len(keys), len(qs), len(image_only)))
c = collections.Counter((k['kind'], k['scanned']) for k in keys)
print('\nkeys %d, questions %d, documents %d' % (len(keys), len(qs), len(os.listdir(os.path.join(HERE, 'documents')))))
for (kind, sc), n in sorted(c.items()):
    print('  %-16s %-8s %d' % (kind, 'scanned' if sc else '', n))
print('  crossing a page break: %d' % sum(1 for k in keys if k['ends_on_page']))
if scores:
    print('  scanned rows: min OCR share %.2f, mean %.2f' % (min(scores), sum(scores) / len(scores)))
print('%d problems' % len(problems))
sys.exit(1 if problems else 0)
