"""The shapes by which a line is known to open a heading, a clause, a definition, a file-note entry or an
e-mail message: printed conventions, not fonts, so they hold on layouts nobody here designed.

Every pattern and word list is registered here once and has its tests in ``tests/ingest/test_shapes.py``
(each with a trap that must not match and a faithful twin that must). Parsers use them to decide where a
block starts; the structure stage uses them to name clauses and to keep each entry a passage of its own.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from importlib import resources

from vouch.verify.lexicon import literal_alternation

# Words that name a numbered unit of a wording when printed before its number: "General condition 11",
# "Coverage A", "Exclusion 3". The number after them is the clause a citation names. Longest first.
CLAUSE_WORDS: tuple[str, ...] = (
    "general condition",
    "general exclusion",
    "special condition",
    "policy condition",
    "claims condition",
    "condition",
    "exclusion",
    "extension",
    "endorsement",
    "coverage",
    "cover",
    "benefit",
    "schedule",
    "appendix",
    "annex",
    "article",
    "art.",
    "clause",
    "chapter",
    "section",
    "part",
    "rule",
    "item",
)
# Words that name a numbered unit of a procedure or instructions, printed before its number at the start of the
# unit's own paragraph: "Step 5 - Check the policy", "Stage 2: Validate", "Phase 3 - ...". Only as a paragraph's
# label (see LABELLED_PARAGRAPH): "step 5 of the guide" in prose is a reference.
PROCEDURE_WORDS: tuple[str, ...] = ("step", "stage", "phase", "task", "action")
# Of those, the ones whose plain number is the clause itself ("Section 4" is clause 4, as printed in
# cross-references "see 4.2"); the others keep their words ("General condition 11").
BARE_NUMBER_WORDS: frozenset[str] = frozenset({"section", "part", "clause", "article", "chapter"})
# Headings under which "Term: meaning" paragraphs are definitions, one passage each.
DEFINITION_HEADINGS: tuple[str, ...] = (
    "definition",
    "meaning of words",
    "meanings of words",
    "words with special meaning",
    "defined terms",
    "glossary",
    "interpretation",
    "what words mean",
    "important words",
    "key words",
    "defined words",
    "special meanings",
    "what we mean",
)

# A two-column table is a definitions list when its column labels say so: the first names the word, the second
# its meaning ("Word | Meaning", "Term | Definition", "Defined term | What it means"). Compared lower-cased.
DEFINITION_TERM_COLUMNS: frozenset[str] = frozenset(
    {"word", "words", "term", "terms", "defined term", "defined word", "expression", "phrase"}
)
DEFINITION_MEANING_COLUMNS: frozenset[str] = frozenset(
    {"meaning", "meanings", "definition", "definitions", "means", "what it means", "what this means"}
)

# A clause number printed at the start of its own paragraph: decimal ("4.2", "14.3.1") or a roman part number
# with a decimal item ("IV.2", "II.2": a wording in parts "PART IV - MONEY"), either with lettered sub-items
# ("4.2(b)", "II.2(a)"), or a lettered coverage with a decimal item ("A.3", "B.1": a US form's Coverage A items).
# A roman numeral or a letter needs its decimal: a bare "I", "V" or "A." opens sentences and initials.
CLAUSE_NUMBER = (
    r"(?:\d{1,3}(?:\.\d{1,3})+|[IVXL]{1,6}\.\d{1,3}(?:\.\d{1,3})*|[A-Z]\.\d{1,3}(?:\.\d{1,3})*)(?:\([a-z0-9]{1,4}\))*"
)
CLAUSE_START = re.compile(rf"^{CLAUSE_NUMBER}\s")

_WORDS = literal_alternation(CLAUSE_WORDS, any_space=True)
_NUMBER = r"(?:\d{1,3}(?:\.\d{1,3})*[A-Za-z]?|[IVXL]{1,6}|[A-Z])"
_DASH = r"[\u2013\u2014-]"
# "General condition 11 - Matching items", "SECTION I - PROPERTY COVERAGES", "Coverage A: Dwelling",
# "Section 4 Your car": label words, a number, a separator (dash, colon, full stop or wide space), a title.
TITLED_LABEL = re.compile(
    rf"^(?P<words>(?i:{_WORDS}))\s+(?P<num>{_NUMBER})(?:\s*{_DASH}\s*|\s*[:.]\s+|\s{{2,}}|\s+(?=[A-Z]))(?P<title>\S.*)$"
)
# A paragraph that opens with its unit's label and no title: label words, a number, a dash or colon, then the
# unit's own sentence ("Step 5 - Record the cause ...", "Condition 4: You must ...", "Step 3. Record the crime
# reference ..."). The label names the clause; a plain space after the number ("Section 4 applies") is prose.
_LABEL_WORDS = literal_alternation(CLAUSE_WORDS + PROCEDURE_WORDS, any_space=True)
LABELLED_PARAGRAPH = re.compile(
    rf"^(?P<words>(?i:{_LABEL_WORDS}))\s+(?P<num>\d{{1,3}}(?:\.\d{{1,3}})*[A-Za-z]?)"
    rf"(?:\s*{_DASH}\s*|\s*:\s+|\.\s+)(?=[A-Z(\"\u201c])"
)
# A list item's label typed at the start of its paragraph, not made by a word processor's numbering: "(a) ",
# "(ii) ", "3) ", "b. ", "2. ", a bullet. PDFs and text have no other kind; a DOCX writer often types them too
# ("(a) ask the club secretary ..." as an indented paragraph under "Step 3. ... If the club has none:").
TYPED_LIST_LABEL = re.compile(
    r"^(\(?[a-z]{1,3}\)|\([ivxl]{1,6}\)|\(?\d{1,3}\)|[a-z]\.|\d{1,2}\.(?!\d)|[\u2022\u25aa\u25e6\-\u2013*])\s"
)
# "11. Exclusions - drivers", "4.2 Escape of water - limits": a number, a title, a dash, a subtitle.
NUMBERED_TITLE = re.compile(
    rf"^(?P<num>\d{{1,3}}(?:\.\d{{1,3}})*)\.?\s+(?P<title>[A-Z][^.;:\d\u00a3$\u20ac]{{1,50}}?\s{_DASH}\s[^.;:\u00a3$\u20ac]{{1,60}})$"
)
# "B. Duties After Loss", "C. Loss Settlement": a capital letter, a stop, a title of a few capitalised words.
LETTERED_TITLE = re.compile(r"^(?P<num>[A-Z])\.\s+(?P<title>[A-Z][\w'\u2019-]*(?:\s+[\w'\u2019-]+){0,4})$")
# The end of a run-in heading: the title's own full stop, inside the first 90 characters of the paragraph.
_RUN_IN_END = re.compile(r"^(?P<head>.{3,90}?[^\s.])\.\s+(?P<rest>[A-Z\"\u201c(].*)$", re.DOTALL)
# "Excess: the first part of any claim ...", "\u201cExcess\u201d means ...", "Excess - the amount ...".
DEFINITION = re.compile(
    r"^(?:[\"\u201c\u2018'](?P<quoted>[^\"\u201d\u2019']{1,50})[\"\u201d\u2019']\s*(?:means|is|includes|:)"
    rf"|(?P<term>[A-Z][\w'\u2019/()-]*(?:\s+[\w'\u2019/()-]+){{0,5}}?)\s*(?::|\s{_DASH}\s))\s*(?P<meaning>\S.*)$",
    re.DOTALL,
)
# Words that label a file-note entry when printed before its number and a separator: "Entry 4 — 09 Oct
# 2026 — P. Naidoo", "Note 3 · 16 Oct 2026 11:15 · R. Amadi", "Log 2 | 10/16/2026 1:30 PM | M. Ochoa".
NOTE_WORDS: tuple[str, ...] = ("entry", "note", "log entry", "diary entry", "file note", "record", "memo", "log")
_NOTE_WORDS = literal_alternation(NOTE_WORDS, any_space=True)
_STAMP_SEPARATOR = r"[-\u2013\u2014:|\u00b7\u2022]"
# "[e4] 12/03/2025 ...", "[4] ...", "Entry 4 — ..." and date-stamped lines "12/03/2025 09:14 JS: ...". A
# labelled word needs its separator: "Note 3 of the schedule" is a reference, not an entry. A system's code
# for its notes, capitals, a slash and the note's number ("FN/5  03Nov26 0955 ..."), is a label when a space
# follows it: "GLM/26/88120" is a reference.
_DATE = r"(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}-\d{2}-\d{2}|\d{1,2}\s+[A-Z][a-z]{2,8}\s+\d{4})"
# A diary may print the day's name before the date ("Mon 09.11.26 08:41", "Tuesday, 10/11/2026"): part of the stamp.
WEEKDAY_NAMES: tuple[str, ...] = tuple(
    json.loads(resources.files("vouch.ingest").joinpath("data/weekdays.json").read_text(encoding="utf-8"))[
        "weekday_names"
    ]
)
_STAMP_DATE = rf"(?:(?i:{literal_alternation(WEEKDAY_NAMES)})\.?,?\s+)?{_DATE}"
# A note word's number, printed plain, with "No." or with "#": "Note 3", "Entry No. 4", "LOG #3", "NOTE 01".
_NOTE_NUMBER = r"(?:\s+(?:no\.?\s*)?|\s*#\s*)(?P<number>\d{1,4})"
# The number is followed by a separator or directly by the entry's date stamp ("NOTE 01  12/05/2026 07:42").
# A diary's own code for an entry, capitals and its number, or its number after "#", set before the entry's
# date stamp ("D01  05/10/26 09:14 KLM ...", "#04  Tue 10.11.26 16:12 ..."): without the date after it, "B4
# Assistance must ..." is a clause and "#3 of the list" a reference.
NOTE_LABEL = re.compile(
    rf"^(?:\[(?P<label>[A-Za-z]{{0,3}}-?\d{{1,4}})\]\s*|(?i:{_NOTE_WORDS}){_NOTE_NUMBER}"
    rf"(?:\s*{_STAMP_SEPARATOR}\s*|\s+(?={_STAMP_DATE}))|[A-Z]{{1,4}}/(?P<coded>\d{{1,4}})\s+"
    rf"|(?:[A-Z]{{1,3}}-?|#\s?)(?P<stamped>\d{{1,4}})\s+(?={_STAMP_DATE}))(?=\S)"
)
NOTE_DATED = re.compile(
    rf"^(?P<date>{_STAMP_DATE})"
    rf"(?:,?\s+\d{{1,2}}[:.]\d{{2}}(?:\s*[ap]m)?)?\s*(?:{_STAMP_SEPARATOR}\s*)?(?=\S)",
    re.IGNORECASE,
)
# An entry's label printed after the words that open its header line, at its end or between two of its fields:
# "06/19/2026 08:05 CDT  K. VANTERPOOL / DESK  LOG #3", "14/03/2025 | Entry 4 | J. Singh". A header line's
# fields are set apart by a wide space or a separator, so the label needs one on each side (or the line's end):
# "... asked about note 4" in the run of a sentence is a reference.
_FIELD_GAP = r"(?:\s{2,}|\s*[|\u00b7\u2022]\s*|\s+[\u2013\u2014-]{1,2}\s+)"
MIN_LABELLED_ENTRIES = 2  # "[e1]" twice makes a file note; one bracketed number alone may be a citation
# A line drawn with one mark repeated, nothing else: a rule between entries or under a title ("=====", "-----").
RULE_LINE = re.compile(r"^\s*([=_*~#-])\1{2,}\s*$")
_FIELD_MARKS = " |\u00b7\u2022\u2013\u2014-"
# A banner: words set inside a rule of one repeated mark, "---- Entry FN-6 ------", "==== NOTE 3 ====", "*** END OF
# NOTES ***". A log that opens each entry with one prints the entry's label in it.
BANNER_LINE = re.compile(r"^\s*(?P<mark>[=_*~#-])(?P=mark){2,}\s+(?P<inside>\S(?:.*?\S)?)\s+(?P=mark){3,}\s*$")
# The label inside an entry's banner: a note word and the entry's number, which a system may print with its own
# code for notes before it ("Entry FN-6", "NOTE 3", "Log entry #12", "Diary entry DE/4").
_BANNER_LABEL = re.compile(rf"^(?i:{_NOTE_WORDS})\s*(?:no\.?\s*|#\s*|[A-Z]{{1,4}}\s*[-/]?\s*)?(?P<number>\d{{1,4}})$")
PLACED_NOTE_LABEL = re.compile(
    rf"{_FIELD_GAP}(?P<printed>\[(?P<label>[A-Za-z]{{0,3}}-?\d{{1,4}})\]|(?i:{_NOTE_WORDS}){_NOTE_NUMBER})"
    rf"(?={_FIELD_GAP}|\s*$)"
)
# Where one e-mail of a thread starts: a separator line, or a header block beginning with From:.
MESSAGE_SEPARATOR = re.compile(
    r"^\s*(?:-{2,}\s*(?:original message|forwarded message)\s*-{2,}|_{8,}|-{8,})\s*$", re.IGNORECASE
)
MESSAGE_HEADER = re.compile(r"^\s*(?P<name>from|sent|date|to|cc|subject)\s*:\s*(?P<value>.*)$", re.IGNORECASE)
MESSAGE_ATTRIBUTION = re.compile(r"^\s*on\s.{4,120}\bwrote:\s*$", re.IGNORECASE)


@dataclass(frozen=True)
class Titled:
    clause: str | None  # the clause as printed ("11", "General condition 11"); None for unlisted words
    title: str


def titled_heading(text: str) -> Titled | None:
    """A heading line by its printed shape: label words + number + title, or a number + title - subtitle."""
    stripped = text.strip().rstrip(".").strip()
    if len(stripped) > 120:
        return None
    match = TITLED_LABEL.match(stripped)
    if match and not _sentence_like(match.group("title")):
        words = re.sub(r"\s+", " ", match.group("words"))
        num = match.group("num")
        if words.lower() in BARE_NUMBER_WORDS and num[0].isdigit():
            return Titled(num, match.group("title"))
        return Titled(f"{words[0].upper()}{words[1:].lower()} {num}", match.group("title"))
    match = NUMBERED_TITLE.match(stripped)
    if match and not _sentence_like(match.group("title")):
        return Titled(match.group("num"), match.group("title"))
    match = LETTERED_TITLE.match(stripped)
    if match and _title_case(match.group("title")):
        return Titled(match.group("num"), match.group("title"))
    return None


_MINOR_WORDS = frozenset({"a", "an", "and", "as", "at", "by", "for", "in", "of", "on", "or", "the", "to", "with"})


def _title_case(title: str) -> bool:
    """ "Duties After Loss", "Loss Settlement", "Deductible": every word but the small ones capitalised."""
    return all(w[:1].isupper() or w.lower() in _MINOR_WORDS for w in title.split())


def _sentence_like(title: str) -> bool:
    """A title is a few words; a clause's own sentence after its number is not a title."""
    words = title.split()
    return len(words) > 12 or bool(re.search(r"[.;]\s+\S", title))


def labelled_paragraph(text: str) -> str | None:
    """The clause a paragraph's opening label names: "Step 5 - Record ..." -> "Step 5", "Section 4: We ..." -> "4"."""
    match = LABELLED_PARAGRAPH.match(text.strip())
    if match is None:
        return None
    words = re.sub(r"\s+", " ", match.group("words"))
    num = match.group("num")
    if words.lower() in BARE_NUMBER_WORDS:
        return num
    return f"{words[0].upper()}{words[1:].lower()} {num}"


@dataclass(frozen=True)
class RunIn:
    heading: str  # "General condition 11 - Matching items"
    clause: str | None
    rest: str  # the text after it


def run_in_heading(text: str) -> RunIn | None:
    """A paragraph that opens with its own heading: "General condition 11 - Matching items. We will ..."."""
    match = _RUN_IN_END.match(text.strip())
    if match is None:
        return None
    titled = titled_heading(match.group("head"))
    if titled is None or titled.clause is None:
        return None
    return RunIn(match.group("head"), titled.clause, match.group("rest"))


def definition_term(text: str) -> str | None:
    """The term a definitions entry defines, if the paragraph has that shape."""
    match = DEFINITION.match(text.strip())
    if match is None:
        return None
    term = (match.group("quoted") or match.group("term") or "").strip()
    return term or None


def is_definitions_heading(heading: str) -> bool:
    lowered = heading.lower()
    return any(word in lowered for word in DEFINITION_HEADINGS)


def is_definitions_table(header: tuple[str, ...], caption: str | None) -> bool:
    """A two-column table of terms and their meanings: by its column labels, or, without labels, by a
    definitions caption above it ("Definitions", "Meaning of words")."""
    if len(header) == 2:
        term, meaning = (re.sub(r"\s+", " ", h).strip().lower() for h in header)
        return term in DEFINITION_TERM_COLUMNS and meaning in DEFINITION_MEANING_COLUMNS
    return not header and caption is not None and is_definitions_heading(caption)


def note_label(text: str) -> str | None:
    """A printed entry label, as an address part: "[e4]" -> "e4", "[4]" -> "e4", "Entry 4 —" -> "e4",
    "FN/4 " -> "e4"."""
    match = NOTE_LABEL.match(text.strip())
    if match is None:
        return None
    number = match.group("number") or match.group("coded") or match.group("stamped")
    if number is not None:
        return f"e{int(number)}"
    return _bracket_address(match.group("label"))


def _bracket_address(label: str) -> str:
    """A bracketed label as an address part: "[e4]" -> "e4", "[4]" and "[A-04]" (a system's own letters) -> "e4"."""
    lowered = label.lower()
    if re.fullmatch(r"e\d+", lowered):
        return lowered
    return f"e{int(re.sub(r'[^0-9]', '', lowered))}"


@dataclass(frozen=True)
class PlacedLabel:
    label: str  # the address part: "e3"
    printed: str  # as printed: "LOG #3"
    line: str  # the header line without it, its fields closed up: "06/19/2026 08:05 CDT  K. VANTERPOOL / DESK"


def placed_note_label(line: str) -> PlacedLabel | None:
    """An entry's label printed after the opening words of its header line (see PLACED_NOTE_LABEL). Only a
    header line counts: one that opens with the entry's date stamp and has no label of its own at the start.

    The convention for where a label is printed: a label that opens the header line is the entry's name and
    stays in its text as printed ("[e2] 05/03/2025 JS: ..."); a label after the header's first words is set in
    a field of its own ("... / DESK  LOG #3"), and left in the text it would read into the entry's first
    sentence ("DESK LOG #3 Loss reported by ..."), so it is taken out and kept as the entry's address."""
    stripped = line.strip()
    if NOTE_LABEL.match(stripped) is not None or NOTE_DATED.match(stripped) is None:
        return None
    found = [m for m in PLACED_NOTE_LABEL.finditer(stripped) if m.start() > 0]
    if len(found) != 1:  # two labels on one line: a reference list, not a header
        return None
    match = found[0]
    number = match.group("number")
    label = f"e{int(number)}" if number is not None else _bracket_address(match.group("label"))
    after = stripped[match.end() :].lstrip(_FIELD_MARKS)
    rest = f"{stripped[: match.start()]}  {after}".rstrip()
    return PlacedLabel(label, match.group("printed"), rest)


def banner_label(line: str) -> str | None:
    """The entry a banner line opens, as an address part: "---- Entry FN-6 ----" -> "e6"; None for a line that is
    no banner, or a banner with other words in it ("*** END OF NOTES ***")."""
    banner = BANNER_LINE.match(line)
    if banner is None:
        return None
    label = _BANNER_LABEL.match(banner.group("inside"))
    return f"e{int(label.group('number'))}" if label is not None else None


def lone_note_label(line: str) -> str | None:
    """The entry a line opens when it holds nothing but a note word and the entry's number ("NOTE 0001", "Entry
    4", "Log #12"), as an export prints each entry's label on a line of its own above its fields; None
    otherwise ("Note 3 of the schedule" is a reference)."""
    label = _BANNER_LABEL.match(line.strip())
    return f"e{int(label.group('number'))}" if label is not None else None


def without_record_stamp(text: str) -> str:
    """The text with a file-note entry's opening label and date stamp blanked out (same length, so places stay
    put): "[e8] 05/03/2026 16:00 AB - Customer phoned" keeps only "AB - Customer phoned". The stamp says when
    the note was written, not a value the note states about anything; text without one comes back as it is."""
    label = NOTE_LABEL.match(text)
    at = label.end() if label is not None else 0
    stamp = NOTE_DATED.match(text[at:])
    if stamp is None:
        return text
    end = at + stamp.end()
    return " " * end + text[end:]


def dated_entry(text: str) -> bool:
    """A line that opens with a date stamp (and optionally a time): a file-note entry of its own."""
    return NOTE_DATED.match(text.strip()) is not None
