"""Text analysis shared by both engines, the ranking guard and the snippet highlighter.

Both engines get the same content terms and the same normalised number/identifier terms from here, so a query
means the same thing whichever engine answers it, and the number guard in ``ranking.py`` compares exactly what
the lexical side matched on.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise

from vouch.ingest.shapes import CLAUSE_WORDS, TITLED_LABEL
from vouch.search.shorthand import SHORTHAND, expand
from vouch.verify.numbers import TENS, UNITS

# Lucene's English stop set plus question and pronoun words that handlers type ("what", "my", "we") but that
# carry no meaning in insurance text, where every passage says "we" and "you". Negation words ("not", "no")
# are dropped from the *lexical* query like in OpenSearch's english analyzer; polarity is handled by the guard.
STOPWORDS = frozenset(
    """
    a an and are as at be but by for if in into is it no not of on or such that the their then there these
    they this to was will with what when where which who whom whose why how does do did doing done can could
    would should shall may might must i me my mine we us our ours you your yours he she him her his hers its
    them am been being has have having any some all about after before again than too very so just also
    there's what's it's i'm don't doesn't isn't aren't won't can't tell please get got need want
    """.split()  # noqa: SIM905 (one readable block of words)
)

_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")

# Number words as verification reads them (one table in vouch.verify.numbers), plus "hundred" on its own.
_NUMBER_WORDS = {**UNITS, **TENS, "hundred": 100}
_NUMBER_WORD = re.compile(r"\b(" + "|".join(_NUMBER_WORDS) + r")\b", re.IGNORECASE)
# 1,000 | 1000 | 12.5 | 4.2 ; not the digits inside an identifier (handled below).
_NUMBER = re.compile(r"(?<![\w.,-])(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?![\w-])")
# Identifiers mix letters and digits: HM-CL-88214, CP-07, E7, 4.2(b), HM-LP-100-E7.
_IDENTIFIER = re.compile(r"(?<![\w-])(?=[\w().-]*[a-z])(?=[\w().-]*\d)[a-z0-9]+(?:[-.()/][a-z0-9]+\)?)*\)?", re.I)

# Cues that a passage denies, excludes or limits; and that a query asks about such a thing.
_NEGATION = re.compile(
    r"\b(not|no|never|nor|none|without|except|excluding|exclud\w*|exclusions?|cannot|can't|won't|don't|"
    r"doesn't|isn't|aren't|shan't|void|refus\w*|declin\w*|reject\w*|unless)\b",
    re.IGNORECASE,
)


def content_terms(text: str) -> tuple[str, ...]:
    """Lower-cased words minus stopwords, in order, without repeats; bare numbers go to ``exact_terms``."""
    seen: dict[str, None] = {}
    for word in _WORD.findall(text.lower().replace("\u2019", "'")):
        word = word.split("'")[0] if word.endswith(("'s", "'t")) else word
        if word in STOPWORDS or word.isdigit() or len(word) < 2:
            continue
        seen.setdefault(word, None)
    return tuple(seen)


def _number_token(whole: str, fraction: str | None) -> str:
    digits = whole.replace(",", "").lstrip("0") or "0"
    return f"n{digits}p{fraction}" if fraction else f"n{digits}"


@lru_cache(maxsize=8192)  # the same passages come back query after query; the regexes are the cost
def exact_terms(text: str) -> tuple[str, ...]:
    """Numbers, amounts, durations and identifiers as single normalised tokens.

    ``£1,000`` and ``1000`` both become ``n1000``; ``fourteen days`` gives ``n14``; ``HM-CL-88214`` becomes
    ``hmcl88214`` (letters and digits only, so SQLite FTS5's tokenizer keeps it whole). Prefixing numbers with
    ``n`` keeps a bare ``7`` apart from the identifier ``e7``.
    """
    found: dict[str, None] = {}
    for match in _IDENTIFIER.finditer(text):
        token = re.sub(r"[^a-z0-9]", "", match.group(0).lower())
        if token:
            found.setdefault(token, None)
    for match in _NUMBER.finditer(text):
        found.setdefault(_number_token(match.group(1), match.group(2)), None)
    for match in _NUMBER_WORD.finditer(text):
        found.setdefault(f"n{_NUMBER_WORDS[match.group(1).lower()]}", None)
    return tuple(found)


_NAME_PARTS = re.compile(r"[-_.\s]+")
MAX_NAME_PARTS = 4  # "BHI-CL-204417", "KM-HO-03-10": an identifier in a file name spans at most this many parts


@lru_cache(maxsize=4096)
def document_terms(document_id: str) -> tuple[str, ...]:
    """The identifiers a document's file name carries, as ``exact_terms`` writes them: "keystone-claim-diary-
    KP-31544.txt" gives "kp31544" (and longer runs of its parts that mix letters and digits: "diarykp31544").

    Every passage of the document carries them, for the index and for the number guard: a handler names the
    document ("on claim KP-31544", "under the HO-3") and the passage that answers rarely repeats its own file's
    reference. Bare numbers in a name (years, versions) are not identifiers and are left out."""
    stem = document_id.rsplit("/", 1)[-1]
    stem = stem.rsplit(".", 1)[0] if "." in stem else stem
    parts = [re.sub(r"[^a-z0-9]", "", p.lower()) for p in _NAME_PARTS.split(stem)]
    found: dict[str, None] = {}
    for start in range(len(parts)):
        for end in range(start + 1, min(len(parts), start + MAX_NAME_PARTS) + 1):
            run = parts[start:end]
            if not all(_code_part(p) for p in run):
                break
            token = "".join(run)
            if re.search(r"[a-z]", token) and re.search(r"\d", token):
                found.setdefault(token, None)
    return tuple(found)


def document_words(document_id: str, title: str | None, parties: Sequence[str] = ()) -> frozenset[str]:
    """The content words that name a document: its title's, its file name's ("keystone-claim-diary-
    KP-31544.txt" names it with "keystone", "claim", "diary") and those of the parties its header names
    (``DocumentInfo.parties``: "Named Insured: Tall Timber Excavating, LLC" names a declarations page for
    every passage on it, as a handler does: "Tall Timber policy term")."""
    stem = document_id.rsplit("/", 1)[-1]
    stem = stem.rsplit(".", 1)[0] if "." in stem else stem
    return frozenset(content_terms(f"{title or ''} {_NAME_PARTS.sub(' ', stem)} {' '.join(parties)}"))


def lexical_text(document_id: str, title: str | None, body: str, parties: Sequence[str] = ()) -> str:
    """What the lexical index reads for a passage: the words naming its document (title, file name, the
    parties its header names) that the passage does not already have, then the passage's own words.

    A handler names the document ("on the Keystone form", "in the travel policy", "the claim diary") as well
    as what they want from it. Every passage of the document carries those words at least once, so they
    select the document and leave the choice between its passages to the other words: the passage that
    answers no longer loses to a header block or an introduction that merely repeats the document's name.
    (Taking the words out of the passages that repeat them was measured too: it cost the sample questions a
    hit at rank 1 and two in the top 5, where titles are made of words that passages use for their subject.)"""
    missing = sorted(document_words(document_id, title, parties) - set(content_terms(body)))
    return f"{' '.join(missing)}\n{body}" if missing else body


def _code_part(part: str) -> bool:
    """A part of a reference as file names write them: digits, a short code ("KP", "FLM"), or both ("HO3");
    not a word of the name ("keystone", "wording")."""
    return bool(part) and (part.isdigit() or len(part) <= 4 or not part.isalpha())


# In a *passage*, plain negation is too weak a cue ("while the home cannot be lived in" grants cover): what counts
# is wording that excludes or denies cover, payment or a right.
_EXCLUSION = re.compile(
    r"\b(?:(?:not|never|no|nor)\s+(?:\w+\s+){0,3}?(?:pay|paid|payable|cover|covered|insured|include|included|"
    r"refund|refunded|accept|accepted|apply|applies|liable|responsible|entitled|due|valid|allowed|eligible)\b|"
    r"no\s+(?:cover|refund|claim|payment|liability)|but\s+not\b|"
    r"exclud\w*|exclusions?|except\b|excepted|void|refus\w*|declin\w*|reject\w*|"
    r"(?:won't|cannot|can't|doesn't|don't|isn't|aren't)\s+(?:\w+\s+){0,2}?(?:pay|cover|covered|insured|apply|include))",
    re.IGNORECASE,
)


def has_negation(text: str) -> bool:
    """A query that asks about something excluded, refused or not covered."""
    return _NEGATION.search(text) is not None


def has_exclusion(text: str) -> bool:
    """A passage whose wording excludes or denies cover, payment or a right."""
    return _EXCLUSION.search(text) is not None


@lru_cache(maxsize=65536)
def variants(word: str) -> frozenset[str]:
    """The word and its forms without a common suffix, for highlighting: "fences" and "fence" share "fence",
    "claimed" and "claims" share "claim". Two words match when their variants meet. Not used for indexing."""
    word = word.lower()
    out = {word}
    for suffix in ("ing", "ed", "es", "s", "ly"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            out.add(word[: -len(suffix)])
    return frozenset(out)


@dataclass(frozen=True)
class QueryAnalysis:
    """What a query means to the engines and the ranking guard; computed once per query."""

    text: str
    terms: tuple[str, ...]  # content words for BM25, the shorthand's expansions among them
    exact: tuple[str, ...]  # normalised numbers/identifiers for the exact field and the number guard
    negative: bool  # asks about an exclusion / something not covered
    expanded: str = ""  # the text with handler shorthand expanded (vouch.search.shorthand): what is embedded

    @property
    def meaning(self) -> str:
        """The words the query embedding and the phrase match read: the expanded text."""
        return self.expanded or self.text

    @property
    def empty(self) -> bool:
        return not self.terms and not self.exact


# A clause named by a word and a letter or roman numeral ("Coverage D", "Section II", "Part B") has no figure for
# ``exact_terms`` to index, and a single letter is no word for BM25 (OpenSearch's english analyzer even drops
# "a"). Such a reference is one exact token, "cl" + the word + the letter ("clcoveraged"), on both sides: on a
# passage from its clause and the titled headings above it, on a query from a clause word (or handler
# shorthand for one: "cov", "sec", "pt") followed by the letter.
_CLAUSE_WORD_SET = frozenset(w.rstrip(".") for w in CLAUSE_WORDS)
_LETTER = re.compile(r"^(?:[A-Za-z]|[IVX]{1,5}|[ivx]{1,5})$")
_REFERENCE = re.compile(r"[A-Za-z][A-Za-z/.]*|[A-Za-z0-9]+")
# A clause named by its word and letter alone ("Coverage D", "Section II"), longest word first.
_NAMED_CLAUSE = re.compile(
    rf"^(?P<words>(?i:{'|'.join(re.escape(w) for w in sorted(_CLAUSE_WORD_SET, key=len, reverse=True))}))"
    r"\s+(?P<num>[A-Za-z]|[IVX]{1,5})$"
)


def _clause_token(word: str, letter: str) -> str:
    return "cl" + re.sub(r"[^a-z]", "", word.lower()) + letter.lower()


def clause_terms(clause: str | None, headings: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The lettered clause references a passage answers to: its clause ("Coverage D") and the titled headings
    above it ("COVERAGE E - FARM PERSONAL PROPERTY", "Section II - Conditions"). "General condition B" also
    answers to "condition B"."""
    found: dict[str, None] = {}
    for text in (clause or "", *headings):
        match = TITLED_LABEL.match(text.strip()) or _NAMED_CLAUSE.match(text.strip())
        if match is None or not _LETTER.match(match.group("num")):
            continue
        words = match.group("words").split()
        found.setdefault(_clause_token("".join(words), match.group("num")), None)
        if len(words) > 1:
            found.setdefault(_clause_token(words[-1], match.group("num")), None)
    return tuple(found)


def query_clause_terms(text: str) -> tuple[str, ...]:
    """Lettered clause references in a query: "cov D limit" -> clcoveraged and clcoverd; "Section II" ->
    clsectionii. The letter must stand alone after the word, so "cover a claim" (lower-case "a") is none:
    a single lower-case letter counts only after shorthand or a capitalised word."""
    tokens = [m.group(0) for m in _REFERENCE.finditer(text)]
    found: dict[str, None] = {}
    for word, letter in pairwise(tokens):
        if not _LETTER.match(letter):
            continue
        key = word.lower()
        words = [key] if key in _CLAUSE_WORD_SET else []
        shorthand = key in SHORTHAND and key not in _CLAUSE_WORD_SET
        if shorthand:
            expansion = SHORTHAND[key]
            words = [w for w in expansion.split() if w in _CLAUSE_WORD_SET]
            if " ".join(expansion.split()[:2]) in _CLAUSE_WORD_SET:
                words.append(expansion.replace(" ", ""))
        if not words or (letter.islower() and len(letter) == 1 and not shorthand and not word[0].isupper()):
            continue
        for w in words:
            found.setdefault(_clause_token(w, letter), None)
    return tuple(found)


def analyse_query(text: str) -> QueryAnalysis:
    """Handler shorthand ("xs", "w/screen", "GIT") is read with its expansion beside it; numbers and identifiers
    come from the text as typed."""
    expanded = expand(text)
    return QueryAnalysis(
        text=text,
        terms=content_terms(expanded),
        exact=tuple(dict.fromkeys((*exact_terms(text), *query_clause_terms(text)))),
        negative=has_negation(expanded),
        expanded=expanded,
    )
