"""What a handler's instruction asks for: its parts, who the letter is to, and what kind of letter it is.

"Tell Mr Lacey whether his windscreen claim is covered and how long he has to appeal" is two questions to
one addressee. Each part is answered in its own paragraph or named as not found (``done.unanswered``), so a
part cannot silently drop out of a letter. The split is on the joins people use between requests (";", a new
sentence, "and" or a comma before a question word or a telling verb); a plain "and" inside a phrase ("wear and
tear", "the excess and the limit") does not split.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum

# Words that start a new request after "and" / ",": question words and the verbs a handler tells the drafter
# with. One list, used by the splitter and by the lead-in stripper.
_QUESTION_WORDS = "whether why what what's how when where which who if that"
_TELLING_VERBS = """tell explain explaining confirm confirming ask asking say saying remind let give set setting
include including mention state request requesting advise advising inform informing list listing send offer
offering decline declining acknowledge acknowledging apologise apologising thank"""
_STARTS = "|".join(sorted(set((_QUESTION_WORDS + " " + _TELLING_VERBS).split()), key=len, reverse=True))
# A question asked by inversion ("..., and will her premium go up", "and does the hydro need a new form"): an
# auxiliary verb, then its subject (a pronoun or a determiner). The subject is what makes it a question: "and
# will pay the rest" is one request's second verb.
_AUXILIARIES = "is are was were does do did can could will would has have should shall"
_SUBJECTS = "the it he she they we you i our his her their its this that there any my your a an"
_INVERTED = r"(?:" + "|".join(_AUXILIARIES.split()) + r")\s+(?:" + "|".join(_SUBJECTS.split()) + r")\b(?!['\u2019])"
_SPLIT = re.compile(
    r"\s*(?:;\s*|(?<=[.?!])\s+(?=[A-Z])|,?\s+and\s+(?:also\s+)?(?=(?:" + _STARTS + r")\b)"
    r"|,\s+(?=(?:" + _STARTS + r")\b)|,?\s+and\s+(?=(?:the|our|his|her|their|your|any|a|an)\s)"
    r"|(?:,\s+(?:and\s+)?|\s+and\s+|\s+/\s+)(?=" + _INVERTED + r")|\s+/\s+(?=(?:" + _STARTS + r")\b))",
    re.IGNORECASE,
)
TITLES = ("Mr", "Mrs", "Ms", "Miss", "Mx", "Dr", "Prof", "Sir", "Dame", "Lady", "Lord")
_NAME_WORD = r"[A-Z][a-zA-Z'\u2019-]+"
ADDRESSEE = re.compile(
    r"\b(?P<title>" + "|".join(TITLES) + r")\.?\s+(?P<name>" + _NAME_WORD + r"(?:\s+" + _NAME_WORD + r"){0,2})"
)
# The lead-in of a request: "Tell Ms Okafor", "Write to Mr Patel explaining", "Let him know".
_LEAD_IN = re.compile(
    r"^(?i:(?:please|pls|also)\s+)?(?:(?i:(?:draft|write)\s+(?:a\s+|the\s+)?(?:letter|reply|response|note)?\s*(?:to\s+)?)|"
    r"(?i:(?:tell|say|explain\s+to|inform|advise|remind|let|ask|write\s+to|reply\s+to|confirm\s+to)\s+))"
    r"(?:(?:" + "|".join(TITLES) + r")\.?\s+" + _NAME_WORD + r"(?:\s+" + _NAME_WORD + r")?(?:'s)?"
    r"|(?i:him|her|them|the\s+(?:customer|policyholder|insured|claimant|landlord|tenant)))?\s*(?i:know\s+)?"
    r"(?i:about\s+)?"
    # "write to the policyholder on AGH-CL-250117 - confirm ...": the claim it is about and the dash go too.
    r"(?:(?i:on|re|for)\s+[A-Z0-9][A-Za-z0-9/-]*\d[A-Za-z0-9/-]*\s*)?(?:[-\u2013:]\s*(?i:(?:confirm|say|tell\s+(?:him|her|them))\s+)?)?"
)


class LetterType(StrEnum):
    DECLINE = "decline"
    COMPLAINT_RESPONSE = "complaint_response"
    SETTLEMENT = "settlement"
    REQUEST_FOR_INFORMATION = "request_for_information"
    ACKNOWLEDGEMENT = "acknowledgement"
    GENERAL = "general"


# Words that say what kind of letter is asked for, strongest first.
_TYPE_WORDS: tuple[tuple[LetterType, re.Pattern[str]], ...] = (
    (LetterType.DECLINE, re.compile(r"\b(?:declin\w*|refus\w*|reject\w*|turn(?:ing|ed)? down|not covered)\b", re.I)),
    (LetterType.COMPLAINT_RESPONSE, re.compile(r"\bcomplain\w*\b", re.I)),
    (
        LetterType.REQUEST_FOR_INFORMATION,
        re.compile(r"\b(?:ask (?:him|her|them|for)|request(?:ing)? (?:the|a|an|further|more)|we need|send us)\b", re.I),
    ),
    (LetterType.SETTLEMENT, re.compile(r"\b(?:settle\w*|settlement|pay(?:ing|ment)?|paid|offer\w*|cheque)\b", re.I)),
    (LetterType.ACKNOWLEDGEMENT, re.compile(r"\b(?:acknowledg\w*|receipt of|received)\b", re.I)),
)


def letter_type_of(instruction: str, given: str | None = None) -> LetterType:
    if given:
        try:
            return LetterType(given.strip().lower().replace(" ", "_"))
        except ValueError:
            pass
    for letter_type, pattern in _TYPE_WORDS:
        if pattern.search(instruction):
            return letter_type
    return LetterType.GENERAL


@dataclass(frozen=True)
class Addressee:
    title: str  # "" when no document or instruction gives one: a title is never guessed
    name: str  # as written: "Owen Lacey" or "Lacey"

    @property
    def salutation(self) -> str:
        """'Dear Mr Lacey,': the title and the surname; with no title known, the name in full ('Dear Marisol
        Ortega,'), as a letter to someone whose title one does not know is addressed."""
        if not self.title:
            return f"Dear {self.name},"
        return f"Dear {self.title} {self.name.split()[-1]},"

    @property
    def full(self) -> str:
        return f"{self.title} {self.name}".strip()


def addressee_in(text: str) -> Addressee | None:
    match = ADDRESSEE.search(text)
    if match is None:
        return None
    name = re.sub(r"['\u2019]s$", "", match.group("name"))
    # "Mr Lacey Whether ..." cannot happen (a part starts lower case), but "Mr Lacey Claim" might: keep names.
    words = [w for w in name.split() if w.lower() not in _NOT_NAMES]
    if not words:
        return None
    return Addressee(match.group("title").rstrip("."), " ".join(words))


_NOT_NAMES = frozenset({"claim", "policy", "the", "and", "about", "that", "whether", "why", "how", "what"})

# A person named without a title, where an instruction puts who the letter is to: at its start ("Hannah Ferris
# emailed - ..."), or after "to" / a letter word ("ltr to Dwight Pruitt (policy q) - ..."). A given name and a
# surname, then anything but another capitalised word: "Fernway Finance Ltd" or "Customer Relations Team" is
# not a person, and a third capitalised word makes the run a name of something else.
_BARE_NAME = re.compile(
    r"(?:^|(?i:\bto|\bltr|\bletter|\breply|\bresponse|\bresp|\bdecline|\back|\bwrite)\s+)"
    r"(?P<name>[A-Z][a-z'\u2019-]+\s+[A-Z][a-z'\u2019-]+)(?:['\u2019]s)?(?=\s*(?:$|[^A-Za-z\s]|\s[a-z0-9]))"
)


def bare_name_in(text: str) -> Addressee | None:
    """A given name and surname without a title where the instruction names who the letter is to, as an
    addressee with no title; None when the words are not a person's name (a word the instruction language
    uses, such as "Tell", or a capitalised common noun)."""
    for match in _BARE_NAME.finditer(" ".join(text.split())):
        words = re.sub(r"['\u2019]s$", "", match.group("name")).split()
        if any(w.lower() in NOT_PERSON_WORDS for w in words):
            continue
        return Addressee("", " ".join(words))
    return None


# Capitalised words that start an instruction or name a thing, not a person ("Tell Ms ...", "Final response").
_NOT_PERSON = """please pls draft write letter ltr decline ack final settlement sett claim policy customer relations
financial ombudsman service team insurance company limited ltd llc inc plc co corp group"""
NOT_PERSON_WORDS = frozenset([*_QUESTION_WORDS.split(), *_TELLING_VERBS.split(), *_NOT_PERSON.split()])


def split_parts(instruction: str) -> list[str]:
    """The requests of an instruction, in order, each as the handler wrote it (lead-in kept for display)."""
    # "Mrs. Holloway": a title's full stop does not end the request.
    text = _TITLE_STOP.sub(r"\1 ", " ".join(instruction.split()).strip())
    # A comma list's "+ FOS" is its closing "and FOS".
    text = _LISTED_PLUS.sub(", and ", text)
    sentences = re.split(r"(?<=[.?!;])\s+", text)
    listed = [point for sentence in sentences for point in _heading_list(sentence.strip(" ,.;:"))]
    items = [item for point in listed for item in _serial_list(point)]
    pieces = [p.strip(" ,.;:") for item in items for plus in _plus_joined(item) for p in _SPLIT.split(plus)]
    # A request of one word is a part when it names a topic ("...; complaints", "FOS"); "why", "Reply" are not.
    return [p for p in pieces if len(p.split()) >= 2 or (p and (len(pieces) == 1 or _topic_word(p)))]


_LISTED_PLUS = re.compile(r",\s*\+\s+")
_PLUS = re.compile(r"\s+\+\s+")


def _plus_joined(item: str) -> list[str]:
    """A handler's "+" between requests splits them ("what we paid him + what went to the garage"); a side of one
    word is no request of its own and is joined to its neighbour as "and" ("recovery + hotel to him", "total +
    date")."""
    out: list[str] = []
    for piece in _PLUS.split(item):
        if out and (len(out[-1].split()) < 2 or len(piece.split()) < 2):
            out[-1] = f"{out[-1]} and {piece}"
        else:
            out.append(piece)
    return out


def _topic_word(word: str) -> bool:
    from vouch.draft.relevance import topic_words

    # A reference ("B2", "H3") names where, not what: it belongs to the request before it.
    return bool(topic_words(word)) and len(word.strip("()")) >= 3 and not re.search(r"\d", word)


_TITLE_STOP = re.compile(r"\b(" + "|".join(TITLES) + r")\.\s+(?=[A-Z])")
_SERIAL_SEPARATOR = re.compile(r",(?![^()]*\))\s+(?:and\s+)?", re.IGNORECASE)


def _serial_list(piece: str) -> list[str]:
    """A request listing several topics ("whether it is approved, the payment, and escape of water") is one part
    per topic. Only a list closed by ", and" whose later items are phrases of two words or more: "fire, smoke
    and soot damage" is one topic, and so is a list of single words."""
    if not re.search(r",(?![^()]*\))\s+and\s+", piece, re.IGNORECASE):
        return [piece]
    items = [item.strip() for item in _SERIAL_SEPARATOR.split(piece)]
    if len(items) < 3 or any(len(item.split()) < 2 for item in items[1:]):
        return [piece]
    return items


_HEADING_DASH = re.compile(r"\s[-\u2013]\s")
# A comma not inside brackets: "(w&t on the older tools, the xs)" is one point, and nor is a thousands comma
# ("capped at 2,500").
_OUTSIDE_BRACKETS = re.compile(r"(?<!\d),(?![^()]*\))|,(?!\d{3}\b)(?![^()]*\))")


def _heading_list(piece: str) -> list[str]:
    """A letter heading, a dash, then the letter's points as a comma list ("decline ltr Mrs Sandhu 01203 - JP is
    22 so not an authorised driver, own dmg not covered, complaints route"): a part per point, the heading kept
    with the first (it says what the letter is about). Only a list of three points or more; a reference ("B2")
    belongs to the point before it, and so does a single word after a single word ("fire, smoke, soot damage"
    stays one point); a topic word after a longer point ("window in full, total") is a point."""
    head, dash, rest = piece.partition(_dash(piece))
    if not dash:
        return [piece]
    points: list[str] = []
    for said in (i.strip() for i in _OUTSIDE_BRACKETS.split(rest)):
        item = re.sub(r"^and\s+", "", said, flags=re.IGNORECASE)
        # A one-word topic after a point of several words ("window in full, total") or closing the list ("and
        # FOS") is a point of its own; a reference ("B2") and a run of single words ("fire, smoke") are not.
        own = _topic_word(item) and (item != said or len(points[-1].split()) >= 2) if points else True
        if points and len(item.split()) < 2 and not own:
            points[-1] = f"{points[-1]}, {item}"
        elif item:
            points.append(item)
    if len(points) < 3:
        return [piece]
    return [f"{head}{dash}{points[0]}", *points[1:]]


def _dash(piece: str) -> str:
    match = _HEADING_DASH.search(piece)
    return match.group(0) if match else "\x00"


# What the handler says about the addressee before asking anything ("Mrs Adeyemi has an Ashgrove home policy and
# will be in hospital ...", "Ms Brannigan has an Ashgrove travel policy."): a person, a verb of what they have,
# are or do, and no request in it. It is the background the questions are asked against, not a question.
_SAID_OF_THEM = re.compile(
    r"^(?:(?:" + "|".join(TITLES) + r")\.?\s+" + _NAME_WORD + r"(?:\s+" + _NAME_WORD + r")?|(?i:he|she|they))"
    r"\s+(?i:has|have|had|is|was|are|were|runs|ran|lives|lived|owns|owned|holds|held|works|worked|will|rents|lets)\b"
)
# Who the addressee is, as an aside in a list of requests ("..., a Northwind businessowners policyholder, ..."):
# an indefinite noun phrase ending in the party they are.
_WHO_THEY_ARE = re.compile(
    r"^(?i:an?)\s+(?:[\w'\u2019&-]+\s+){0,4}(?i:policy ?holder|customer|client|insured|tenant|landlord|member|"
    r"prospect|broker|claimant)s?$"
)
# A request inside such a statement: a question word, a telling verb, or how the customer asks ("asks",
# "wants to know", "is wondering").
_REQUEST_IN = re.compile(
    r"\b(?:" + _STARTS + r"|asks?|asking|asked|wants?|wanting|wondering|wonders|needs to know|would like|queries)\b"
    r"|\?",
    re.IGNORECASE,
)


def is_background(piece: str) -> bool:
    """Whether a piece of the instruction tells the drafter about the addressee rather than asking for anything:
    a statement about them ("Ms Brannigan has an Ashgrove travel policy"), who they are ("a Northwind
    businessowners policyholder"), or the lead-in alone ("Explain to Mr Kimura", the requests listed after it).
    It is not a part of the letter: nothing answers it, and a paragraph for it is padding."""
    if _REQUEST_IN.search(_LEAD_IN.sub("", piece, count=1)) is not None:
        return False
    if _SAID_OF_THEM.match(piece) or _WHO_THEY_ARE.match(piece):
        return True
    stripped = _LEAD_IN.sub("", piece, count=1)
    # The lead-in alone ("Explain to Mr Kimura", its requests listed after it) or followed by an aside.
    return stripped != piece and (not stripped.strip() or stripped.lstrip().startswith(","))


def part_query(part: str) -> str:
    """What to search for a part: without the lead-in that only names who to tell. A letter's heading in front
    of a request ("Write to Ms Devereux with our settlement for her stolen bike - how much ...") stays: it says
    what the request is about; its references and the addressee's name are not topic words (``relevance``)."""
    stripped = _LEAD_IN.sub("", part, count=1).strip()
    return stripped or part
