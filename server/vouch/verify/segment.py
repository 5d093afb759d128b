"""Sentence segmentation tuned for customer letters.

``segment(text)`` returns ``Sentence`` objects with ids "s1", "s2", ... in order and exact ranges into
``text`` (``text[doc_start:doc_end] == sentence.text``, surrounding whitespace excluded).

It works in two layers. Layout first: a letter's lines carry structure that a sentence splitter does not see
(a salutation line, an address block, a signature, list items), so the text is cut into blocks by line:
blank lines end paragraphs, each list item is its own block (its marker is not part of the sentence), a line
that does not end a sentence and is followed by a line starting in lower case is a wrapped line and joins it,
and a run of short lines that looks like a postal address is one block. Then spaCy's parser splits each
block into sentences, and rules correct it where it errs on letter text: no boundary after an abbreviation
("Claim no. 123", "e.g.", "Mr.", "approx.", "ref. INV-9"), an initial ("Mr D. Brennan") or inside a number or
clause reference ("£1,000.50", "clause 4.2(b)"), no boundary where the text before it does not end a sentence,
a boundary the parser missed after ".", "!" or "?" followed by a capital, and one after a salutation run into
the first sentence on the same line ("Dear Ms Patel, Thank you ...").
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from vouch.verify.lexicon import literal_alternation, word_list
from vouch.verify.nlp import parse_many
from vouch.verify.types import Sentence

# Abbreviations that never end a sentence: titles and the Latin and drafting shorthands that always lead on.
ABBREVIATIONS = frozenset(
    word_list(
        """
        mr. mrs. ms. mx. dr. prof. rev. e.g. eg. i.e. ie. cf. vs. viz. n.b. nb. approx. apx. incl. excl. para.
        paras. cl. tel. ext. nos. refs. esp. resp.
        """
    )
)
# A salutation run into the first sentence on one line ("Dear Ms Patel, Thank you for ...", "Dear Mr. Corliss:
# Thank you ..."): the greeting ends at its comma or colon when a capitalised word follows. A title's period
# ("Mr.") is an abbreviation that never ends a sentence, so it does not end the greeting either.
_IN_GREETING = literal_alternation(ABBREVIATIONS)
_SALUTATION_RUN_ON = re.compile(
    r"(?:dear|hello|hi|good (?:morning|afternoon|evening)|to whom it may concern)\b"
    rf"(?:\b(?:{_IN_GREETING})|[^.!?,:\n]){{0,60}}[,:]\s+(?=(?-i:[A-Z]))",
    re.IGNORECASE,
)
# Abbreviations that usually lead on ("Claim no. 123", "ref. INV-9", "p. 5", "3 Oct. 2024") but are also words
# a sentence can end with ("the answer is no.", "in the sun."): the next word decides. A capitalised word
# without digits starts a new sentence; anything else ("HM-448120", "5", "and") continues this one.
ABBREVIATIONS_THAT_MAY_END = frozenset(
    word_list(
        """
        no. ref. st. fig. figs. inc. dept. est. min. max. yr. yrs. mo. mos. wk. wks. hr. hrs. a.m. p.m. am. pm. sec.
        secs. sch. art. arts. pt. pp. p. vol. ed. jan. feb. mar. apr. jun. jul. aug. sep. sept. oct. nov. dec. mon.
        tue. tues. wed. thu. thur. thurs. fri. sat. sun. etc. ps. p.s. co. ltd. plc. corp. u.k. u.s. gov. govt. jr.
        sr. v.
        """
    )
)

_LIST_MARKER = re.compile(
    r"^[ \t]*(?:[-*•‣◦▪●\u2013\u2014]|\(?\d{1,2}[.)]|\(?[a-zA-Z][.)]|\(?(?:i{1,3}|iv|v|vi{1,3}|ix|x)[.)])[ \t]+"
)
_SENTENCE_END = re.compile(r"[.!?\u2026][\"'\u201d\u2019)\]]*$")
# What follows a lettered part ("Coverage B.") that ends a sentence, never an initial's surname: a word that opens a
# sentence and names no one, or a sign-off.
_OPENS_AFTER_LETTER = re.compile(
    r"\s*(?:(?:we|i|you|your|our|it|this|these|that|there|the|they|he|she|please|if|any|all|no)\b"
    r"|(?:yours (?:sincerely|faithfully|truly)|(?:with )?(?:kind|kindest|best|warm|warmest) (?:regards|wishes)|"
    r"regards|sincerely|respectfully)(?:[,.!]|\s*$))",
    re.I,
)
_MISSED_BOUNDARY = re.compile(r"[.!?][\"'\u201d\u2019)\]]*\s+(?=[\"'\u201c\u2018(]?[A-Z])")
_POSTCODE = re.compile(r"\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b")
_ADDRESS_LINE_MAX = 60


@dataclass(frozen=True)
class _Block:
    """A stretch of the input to split into sentences; ``start``/``end`` index the input."""

    start: int
    end: int
    keep_whole: bool = False  # an address: one unit, never split


@dataclass(frozen=True)
class _Line:
    start: int  # the content's start (after any list marker)
    end: int  # the content's end (trailing whitespace excluded)
    text: str
    is_item: bool

    @property
    def blank(self) -> bool:
        return not self.text.strip()


def segment(text: str) -> list[Sentence]:
    """The sentences of ``text`` in order, with ids "s1", "s2", ... and exact character ranges."""
    spans: list[tuple[int, int]] = []
    blocks = list(_blocks(text))
    splittable = [block for block in blocks if not block.keep_whole]
    boundaries = _parser_boundaries(text, splittable)
    for block in blocks:
        if block.keep_whole:
            spans.append((block.start, block.end))
        else:
            spans.extend(_split_block(text, block, boundaries.get(block.start, [])))
    sentences: list[Sentence] = []
    for start, end in spans:
        start, end = _strip(text, start, end)
        if end > start:
            sentences.append(Sentence(id=f"s{len(sentences) + 1}", text=text[start:end], doc_start=start, doc_end=end))
    return sentences


def _strip(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


# ---------------------------------------------------------------------------------------------------------
# Layout: lines to blocks.


def _lines(text: str) -> Iterator[_Line]:
    position = 0
    for raw in text.splitlines(keepends=True):
        content = raw.rstrip("\r\n")
        marker = _LIST_MARKER.match(content)
        offset = marker.end() if marker else 0
        start = position + offset
        end = position + len(content.rstrip())
        yield _Line(start, max(start, end), text[start : max(start, end)], marker is not None)
        position += len(raw)


def _continues(previous: _Line, line: _Line) -> bool:
    """A wrapped line: the previous one stops mid-sentence and this one carries on in lower case."""
    if line.is_item or line.blank or previous.blank:
        return False
    ending = previous.text.rstrip()
    if not ending or _SENTENCE_END.search(ending) or ending.endswith(":"):
        return False
    return line.text.lstrip()[:1].islower()


def _is_address_line(line: _Line) -> bool:
    text = line.text.strip()
    return (
        bool(text)
        and not line.is_item
        and len(text) <= _ADDRESS_LINE_MAX
        and not _SENTENCE_END.search(text)
        and not text.endswith(":")
    )


def _blocks(text: str) -> Iterator[_Block]:
    lines = list(_lines(text))
    index = 0
    while index < len(lines):
        line = lines[index]
        if line.blank:
            index += 1
            continue
        address_end = _address_run_end(lines, index)
        if address_end > index:
            yield _Block(line.start, lines[address_end - 1].end, keep_whole=True)
            index = address_end
            continue
        end = line.end
        index += 1
        while index < len(lines) and _continues(lines[index - 1], lines[index]):
            end = lines[index].end
            index += 1
        yield _Block(line.start, end)


def _address_run_end(lines: list[_Line], index: int) -> int:
    """The end of a postal address starting at ``index`` (two or more short lines, one with a postcode), or
    ``index`` itself when there is none."""
    end = index
    while end < len(lines) and _is_address_line(lines[end]):
        end += 1
    run = lines[index:end]
    # A postcode is what tells an address from a signature ("John Smith / Claims Handler / Halden House").
    if len(run) >= 2 and any(_POSTCODE.search(line.text) for line in run):
        return end
    return index


# ---------------------------------------------------------------------------------------------------------
# Sentences within a block.


def _parser_boundaries(text: str, blocks: list[_Block]) -> dict[int, list[int]]:
    """Sentence starts the parser proposes in each block, as offsets into ``text``."""
    found: dict[int, list[int]] = {}
    block_texts = [text[block.start : block.end] for block in blocks]
    # The tagger and lemmatizer do not inform sentence boundaries; skipping them saves a third of the time.
    docs = parse_many(block_texts, disable=("tagger", "attribute_ruler", "lemmatizer"))
    for block, doc in zip(blocks, docs, strict=True):
        found[block.start] = [block.start + sentence.start_char for sentence in doc.sents][1:]
    return found


def _split_block(text: str, block: _Block, parser_starts: list[int]) -> list[tuple[int, int]]:
    starts = {start for start in parser_starts if _ends_sentence(text, block, start)}
    starts.update(_missed_boundaries(text, block))
    greeting = _SALUTATION_RUN_ON.match(text, block.start, block.end)
    if greeting is not None:
        starts.add(greeting.end())
    ordered = [block.start, *sorted(start for start in starts if block.start < start < block.end), block.end]
    return [(ordered[i], ordered[i + 1]) for i in range(len(ordered) - 1)]


def _last_word(text: str, block: _Block, boundary: int) -> str:
    before = text[block.start : boundary].rstrip()
    match = re.search(r"(\S+)$", before)
    return match.group(1) if match else ""


def _next_word(text: str, boundary: int, block: _Block) -> str:
    match = re.match(r"\s*(\S+)", text[boundary : block.end])
    return match.group(1) if match else ""


def _ends_sentence(text: str, block: _Block, boundary: int) -> bool:
    """Whether the text before ``boundary`` can end a sentence there."""
    word = _last_word(text, block, boundary)
    if not word or not _SENTENCE_END.search(word):
        return False
    bare = word.lower().rstrip("\"'\u201d\u2019)]")
    following = _next_word(text, boundary, block)
    if bare in ABBREVIATIONS_THAT_MAY_END:
        return following[:1].isupper() and not any(character.isdigit() for character in following)
    if bare in ABBREVIATIONS or re.search(r"(?:^|[(\[\"'])(?:[a-z]\.){2,}$", bare):
        return False
    if re.fullmatch(r"[A-Z]\.", word):
        # An initial ("Mr D. Brennan") is followed by a name; a lettered part ("under Coverage B.", "Section A.")
        # ending a sentence is followed by what opens one, or by the letter's sign-off.
        return bool(_OPENS_AFTER_LETTER.match(text, boundary, block.end))
    # "in 2.5 hours" split by the parser inside the number, or a sentence carrying on in lower case.
    inside_number = bare.endswith(".") and bare[:-1][-1:].isdigit() and following[:1].isdigit()
    return not (following[:1].islower() or inside_number)


def _missed_boundaries(text: str, block: _Block) -> list[int]:
    starts: list[int] = []
    for match in _MISSED_BOUNDARY.finditer(text, block.start, block.end):
        boundary = match.end()
        if _ends_sentence(text, block, boundary):
            starts.append(boundary)
    return starts
