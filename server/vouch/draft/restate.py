"""File-note entries in the customer's voice, or left out.

A claim diary is written by staff about the customer ("[e4] 27/01/2025 11:30 Household claims handler: Spoke to
Mr Patel. He confirmed the cable lock ..."). Its facts may answer a letter's part, but its words are not a
letter's: the entry's header (marker, time stamp, author) goes, staff shorthand is said in full from one
lexicon (``data/shorthand.json``: "LA" -> "loss adjuster"; "TL" marks a staff-only sentence, left out), the
policyholder in the third person becomes "you" (only where the person meant is the addressee: a pronoun whose
nearest person is someone else stays, and its sentence is left out), what staff did becomes "we" ("Team leader
approved ..." -> "We approved ..."), and a day-first date reads "27 January 2025". A contact-log line ("Spoke
to ...", "Chased ...") says nothing a customer needs and is left out.

``restate`` only rewrites. Whether the rewrite may be used is the checker's call, made by the drafter against
the entry it came from (``letter.pick``): a restated sentence the checker would remove is never drafted.
"""

from __future__ import annotations

import itertools
import json
import re
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from vouch.draft.instruction import Addressee
from vouch.verify.lexicon import literal_alternation
from vouch.verify.values import MONTH_NAMES


@dataclass(frozen=True)
class Shorthand:
    expand: dict[str, str]
    staff_only: tuple[str, ...]
    staff_only_patterns: tuple[re.Pattern[str], ...]
    policyholder: tuple[str, ...]
    policyholder_label_abbreviations: tuple[str, ...]
    staff_subjects: tuple[str, ...]
    other_people: tuple[str, ...]
    contact_log: tuple[str, ...]
    reported_speech: tuple[str, ...]
    we_did: dict[str, str]


@cache
def shorthand() -> Shorthand:
    data: dict[str, Any] = json.loads(
        resources.files("vouch.draft").joinpath("data/shorthand.json").read_text(encoding="utf-8")
    )
    return Shorthand(
        expand=dict(data["expand"]),
        staff_only=tuple(data["staff_only"]),
        staff_only_patterns=tuple(re.compile(p) for p in data.get("staff_only_patterns", [])),
        policyholder=tuple(data["policyholder"]),
        policyholder_label_abbreviations=tuple(data["policyholder_label_abbreviations"]),
        staff_subjects=tuple(data["staff_subjects"]),
        other_people=tuple(data["other_people"]),
        contact_log=tuple(data["contact_log"]),
        reported_speech=tuple(data["reported_speech"]),
        we_did=dict(data["we_did"]),
    )


def written_as(short: str) -> re.Pattern[str]:
    """Where a shorthand of the lexicon is written, whole (``is_written_as`` says whether a match is it)."""
    return _written_as(short)


@cache
def _written_as(short: str) -> re.Pattern[str]:
    body = re.escape(short)
    if _ACRONYM.match(short):
        body = f"(?i:{body})"
    return re.compile(r"(?<![\w'-])" + body + r"(?![\w'-])")


_ACRONYM = re.compile(r"^[A-Z]{2,6}$")


def _expanded(text: str, short: str, full: str) -> str:
    return written_as(short).sub(lambda m: full if is_written_as(m.group(0), short) else m.group(0), text)


def is_written_as(token: str, short: str) -> bool:
    """ "LoR" is the lexicon's "LOR": an acronym is the same written with two capitals or more in any case (a
    note-taker's "LoR", "EoW"); "lor" or "Lor" is a word, and any other shorthand is matched as written."""
    if token == short:
        return True
    return _ACRONYM.match(short) is not None and sum(c.isupper() for c in token) >= 2


# -- the entry's header -----------------------------------------------------------------------------------------

_ROLE_WORDS = (
    r"(?:handler|adjuster|assessor|manager|officer|team|lead|leader|desk|investigator|engineer|surveyor|agent|"
    r"adviser|advisor|clerk|supervisor|underwriter)"
)
# A diary's date: numeric ("09/10/26", "2026-10-03", "05.10.26") or with the month's short name ("04-Nov-26",
# "06 Nov 26", "6 November 2026").
_MONTH = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]{0,6}"
_DATE = r"(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}-\d{2}-\d{2}|\d{1,2}[ -]" + _MONTH + r"\.?[ -]\d{2}(?:\d{2})?(?!\d))"
# "10:02", "08:15 AM", "9:05 AM MT", "@ 17:48", and a diary's four-digit clock after a date ("09/10/26 0840").
_TIME = (
    r"(?:(?:@\s*)?\d{1,2}[:.]\d{2}(?:\s?[AaPp]\.?[Mm]\.?)?(?:\s+(?:[A-Z][SD]?T|UTC|GMT|BST)\b)?"
    r"|(?<=\d\s)[0-2]\d[0-5]\d\b)"
)
# The author of an entry: a role ("Household claims handler"), or a person ("C. Eyre", "M. Delgado, Adjuster:").
_BY_ROLE = r"(?:[A-Za-z.'\u2019-]+\s+){0,4}" + _ROLE_WORDS + r"\b(?:\s*\([^)]{1,40}\))?\s*[:\u2013|-]\s*"
_BY_PERSON = (
    r"[A-Z]\.\s?[A-Z][a-z'\u2019-]+,?(?:\s+(?:[A-Z][a-z]+\s+)?(?i:"
    + _ROLE_WORDS
    + r")\s*[:\u2013|-])?\s*[:\u2013|-]?\s+"
)
# A diary's author as initials after its time stamp ("09/10/26 0840 JMW - ...").
_BY_INITIALS = r"[A-Z]{2,4}\s*[:\u2013|-]\s+"
# A diary's author in round brackets after its time stamp ("Thu 26 Nov 2026 10:20 (S. Okafor) PH e-mail ...").
_BY_BRACKETED = r"\((?:[A-Z]\.\s?)?[A-Z][\w.'\u2019-]*(?:\s+[A-Z][\w'\u2019-]*){0,2}\)\s*[:\u2013|-]?\s*"
_AUTHOR = r"(?:" + _BY_ROLE + r"|" + _BY_PERSON + r"|" + _BY_INITIALS + r"|" + _BY_BRACKETED + r")"
# A diary's weekday before its date ("Thu 15/10/2026"), and its author inside the stamp's brackets
# ("[Thu 15/10/2026 09:40 | HS]").
_WEEKDAY = r"(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]{0,6}\.?,?\s+)?"
_BRACKETED_AUTHOR = r"(?:\s*[|\u00b7\u2013-]\s*[^\]\n]{1,30}?)?"
_BRACKETED = r"\[\s*" + _WEEKDAY + _DATE + r"(?:\s+" + _TIME + r")?" + _BRACKETED_AUTHOR + r"\s*\]"
# The time stamp, bare or in brackets ("[21/10/2026 10:02] K.Brannigan: ...").
_STAMP = r"(?:" + _BRACKETED + r"|(?:" + _WEEKDAY + _DATE + r"\s*)?(?:" + _TIME + r"\s*)?)"
ENTRY_HEADER = re.compile(
    r"^\s*(?:[*\u2022-]\s*)?(?:\[e\d+\]\s*)?" + _STAMP + r"\s*(?:[|\u2013-]\s*)?(?:" + _AUTHOR + r")?"
)
_HAS_MARKER = re.compile(
    r"^\s*(?:[*\u2022-]\s*)?(?:\[e\d+\]|\[\s*" + _WEEKDAY + _DATE + r"|" + _WEEKDAY + _DATE + r"\s+" + _TIME + ")"
)
# Where an entry starts inside a passage that holds several: its time stamp, bracketed or followed by a clock
# (a weekday before it is the stamp's: "Thu 26 Nov 2026 10:20").
_ENTRY_START = re.compile(
    r"(?<!\S)(?=\[\s*"
    + _WEEKDAY
    + _DATE
    + r"[\s\]]|"
    + _WEEKDAY
    + _DATE
    + r"\s+"
    + _TIME
    + r")(?<!(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)\s)"
)


# A diary entry's stamp anywhere in a text: a bracketed date and time, or a date, a clock and an author.
_ENTRY_STAMP = re.compile(
    r"\[\s*"
    + _WEEKDAY
    + _DATE
    + r"\s+"
    + _TIME
    + _BRACKETED_AUTHOR
    + r"\s*\]|(?<!\S)"
    + _DATE
    + r"\s+"
    + _TIME
    + r"\s*(?:[|\u2013-]\s*)?"
    + _AUTHOR
)


def has_entry_stamp(text: str) -> bool:
    """Whether a text holds a claim diary's entries ("[22/10/2026 14:40] K.Brannigan: ...")."""
    return _ENTRY_STAMP.search(text) is not None


def split_entries(text: str) -> list[str]:
    """A passage holding several diary entries, one string per entry (with its header)."""
    # A date inside a bracketed stamp ("[Thu 15/10/2026 09:40 | HS]") starts nothing: its bracket does.
    inside = [(m.start() + 1, m.end()) for m in re.finditer(_BRACKETED, text)]
    starts = [m.start() for m in _ENTRY_START.finditer(text) if not any(a <= m.start() < b for a, b in inside)]
    cuts = [0, *(at for at in starts if at > 0), len(text)]
    pieces = [text[a:b].strip() for a, b in itertools.pairwise(cuts)]
    return [p for p in pieces if p]


def strip_entry_header(text: str) -> str:
    """ "[e4] 27/01/2025 11:30 Household claims handler: Spoke to ..." -> "Spoke to ..."; text with no entry
    marker or time stamp is returned as it is."""
    if not _HAS_MARKER.match(text):
        return text
    return ENTRY_HEADER.sub("", text, count=1)


# -- dates -----------------------------------------------------------------------------------------------------

_NUMERIC_DATE = re.compile(r"\b(?P<a>\d{1,2})/(?P<b>\d{1,2})/(?P<y>\d{4})\b")


def day_first(text: str) -> bool:
    """Whether the numeric dates of a text are shown to read day first: one has a first field over 12
    ("18/01/2025") and none a second field over 12 (a US file's "02/20/2025"). Unproven, dates stay as written."""
    dates = list(_NUMERIC_DATE.finditer(text))
    return any(int(m.group("a")) > 12 for m in dates) and all(int(m.group("b")) <= 12 for m in dates)


def spelled_dates(text: str) -> str:
    """ "17/01/2025" -> "17 January 2025" (day-first dates only)."""

    def spell(match: re.Match[str]) -> str:
        day, month = int(match.group("a")), int(match.group("b"))
        if not (1 <= day <= 31 and 1 <= month <= 12):
            return match.group(0)
        return f"{day} {MONTH_NAMES[month - 1].capitalize()} {match.group('y')}"

    return _NUMERIC_DATE.sub(spell, text)


# -- who is meant ------------------------------------------------------------------------------------------------

_TITLED = re.compile(r"\b(?:Mr|Mrs|Ms|Miss|Mx|Dr)\.?\s+[A-Z][\w'\u2019-]*(?:\s+[A-Z][\w'\u2019-]+)?")
# A bare name as a person: after a word that takes a person ("Spoke to Kavya"), or before a verb ("Conor holds").
_BARE_PERSON = re.compile(
    r"(?:\b(?:to|from|with|by|asked|told|called|and)\s+(?P<a>[A-Z][a-z]{2,})\b(?!\s+[A-Z]))"
    r"|(?:(?:^|[.;]\s+|\s)(?P<b>[A-Z][a-z]{2,})\s+(?:is|was|has|had|holds|left|went|says|said|reports|confirmed|"
    r"asked|told|drove|was driving|passed|lives|consents|agreed)\b)"
    r"|(?:(?P<c>[A-Z][a-z]{2,})\s+\(\d{1,3}\))"
)
_PRONOUN = re.compile(r"\b(?:he|she|him|his|her|hers|himself|herself)\b", re.IGNORECASE)
_NOT_NAMES = frozenset(m.capitalize() for m in MONTH_NAMES) | {
    "The",
    "This",
    "That",
    "There",
    "Then",
    "Claim",
    "Policy",
    "Our",
    "We",
    "You",
    "Your",
    "Insured",
    "Customer",
    "Policyholder",
    "Claimant",
}


@dataclass(frozen=True)
class _Mention:
    at: int
    addressee: bool


def _is_addressee(name: str, addressee: Addressee | None) -> bool:
    if addressee is None:
        return False
    words = [re.sub(r"['\u2019]s$", "", w).rstrip(".") for w in name.split()]
    surname = addressee.name.split()[-1]
    if len(words) >= 2 and words[0].lower() == addressee.title.lower().rstrip("."):
        rest = words[1:]
        # "Mrs W": the addressee's initial stands for her.
        return rest[-1] == surname or (len(rest[-1]) == 1 and surname.startswith(rest[-1]))
    return bool(words) and words[-1] in addressee.name.split()


def _mentions(text: str, addressee: Addressee | None) -> list[_Mention]:
    ph = shorthand()
    titled = list(_TITLED.finditer(text))
    out = [_Mention(m.start(), _is_addressee(m.group(0), addressee)) for m in titled]
    policyholder = re.compile(r"\b(?:the |The )?(?:" + literal_alternation(ph.policyholder) + r"|PH)\b")
    out += [_Mention(m.start(), True) for m in policyholder.finditer(text) if _stands_for_a_person(text, m)]
    others = re.compile(
        r"\b(?:his|her|their|the|a|an)\s+(?:" + literal_alternation(ph.other_people) + r")\b", re.IGNORECASE
    )
    out += [_Mention(m.start(), False) for m in others.finditer(text)]
    for m in _BARE_PERSON.finditer(text):
        group = "a" if m.group("a") else ("b" if m.group("b") else "c")
        name, start = m.group(group), m.start(group)
        if name not in _NOT_NAMES and not any(t.start() <= start < t.end() for t in titled):
            out.append(_Mention(start, _is_addressee(name, addressee)))
    return sorted(out, key=lambda x: x.at)


def _stands_for_a_person(text: str, match: re.Match[str]) -> bool:
    """ "the insured", "Told insured ...", "to customer": the person; "lead insured" is a modifier."""
    before = text[: match.start()].split()
    said = match.group(0)
    return said.lower().startswith("the ") or not before or before[-1].lower() in _TAKES_A_PERSON or said == "PH"


def _nearest_is_addressee(mentions: list[_Mention], at: int) -> bool:
    before = [m for m in mentions if m.at < at]
    return bool(before) and before[-1].addressee


# -- the rewrite -----------------------------------------------------------------------------------------------

_AGREE = re.compile(r"\b([Yy]ou|[Ww]e) ((?:also|still|now|then|only|never|always) )?(is|was|has|does|[a-z]+[^s\W]s)\b")
_IRREGULAR = {"is": "are", "was": "were", "has": "have", "does": "do"}
# "Schedule checked - ...", "Renewal checked on the document store": what staff looked at, not a fact to tell.
_STAFF_CHECK = re.compile(
    r"^(?:[A-Z][\w&-]*)(?:\s+(?:and\s+)?[\w&-]+){0,3}\s+(?:checked|reviewed|logged|noted|saved|updated)\b"
)
_TAKES_A_PERSON = frozenset(["to", "by", "from", "with", "for", "asked", "told", "and"])
_PROCEDURE_REF = re.compile(r"\s*\((?:[A-Z]{2,6}-\d+[^)]{0,12})\)")
# An internal payment or reason code after the fact ("£75 offered ..., coded EG3"): the fact is the customer's,
# the code is not.
_STAFF_CODE = re.compile(r",?\s*\b(?:coded|code|reason code)\s+[A-Z]{1,4}-?\d{1,4}\b")
_FOLLOWS_OBJECT = frozenset(
    [
        "to",
        "and",
        "or",
        "that",
        "the",
        "a",
        "an",
        "on",
        "in",
        "at",
        "by",
        "for",
        "with",
        "from",
        "about",
        "if",
        "when",
        "we",
        "it",
        "of",
        "this",
        "these",
        "once",
        "so",
        "but",
        "as",
    ]
)


def _agree(match: re.Match[str]) -> str:
    """ "you says" -> "you say", "you also claims" -> "you also claim": the verb that followed a third person."""
    pronoun, adverb, verb = match.group(1), match.group(2) or "", match.group(3)
    if verb in _IRREGULAR:
        return f"{pronoun} {adverb}{_IRREGULAR[verb]}"
    if verb.endswith("ss"):
        return match.group(0)
    return f"{pronoun} {adverb}{verb[:-2] if verb.endswith(('shes', 'ches', 'xes')) else verb[:-1]}"


def _second_person(text: str, mentions: list[_Mention], offset: int, addressee: Addressee | None) -> str | None:
    """The addressee's names and the pronouns that point at them as "you"/"your"; None when a pronoun points
    at someone else (the sentence is about another person)."""
    ph = shorthand()
    out: list[str] = []
    last = 0
    spans: list[tuple[int, int, str]] = []
    for m in _TITLED.finditer(text):
        if _is_addressee(m.group(0), addressee):
            spans.append((m.start(), m.end(), "your" if m.group(0).endswith(("'s", "\u2019s")) else "you"))
    # A bare "insured" is the person only where a person stands ("the insured", "to insured", first word), not
    # as a modifier ("lead insured").
    names = r"\b(?:the |The )?(?:" + literal_alternation(ph.policyholder) + r"|PH)\b"
    for m in re.finditer(names, text):
        if _stands_for_a_person(text, m):
            spans.append((m.start(), m.end(), "you"))
    for m in _PRONOUN.finditer(text):
        if not _nearest_is_addressee(mentions, offset + m.start()):
            return None
        word = m.group(0).lower()
        if word in {"his", "hers"}:
            said = "your" if word == "his" else "yours"
        elif word in {"himself", "herself"}:
            said = "yourself"
        elif word == "her":
            following = re.match(r"\s+([A-Za-z'-]+)", text[m.end() :])
            said = "your" if following and following.group(1).lower() not in _FOLLOWS_OBJECT else "you"
        else:
            said = "you"
        spans.append((m.start(), m.end(), said))
    for start, end, said in sorted(spans):
        if start < last:
            continue
        # A possessive name ("Mr Patel's bike") is "your bike".
        if text[end : end + 2] in {"'s", "\u2019s"}:
            said, end = "your", end + 2
        out.append(text[last:start])
        out.append(said)
        last = end
    out.append(text[last:])
    return "".join(out)


def restate(sentence: str, entry: str, addressee: Addressee | None, dates: str | None = None) -> str | None:
    """One sentence of a file-note entry in the customer's voice, or None when it is not theirs to read.
    ``entry`` is the whole entry the sentence came from (who a pronoun points at); ``dates`` the text that shows
    how its dates are written (the entry with its header; default ``entry``)."""
    ph = shorthand()
    text = " ".join(sentence.split())
    staff_only = re.compile(r"(?<![\w-])(?:" + literal_alternation(ph.staff_only) + r")(?![\w-])")
    if staff_only.search(text) or any(p.search(text) for p in ph.staff_only_patterns):
        return None
    first = text.split(" ", 1)[0].rstrip(".,:;")
    if first in ph.contact_log or _STAFF_CHECK.match(text):
        return None
    if text[:40] not in " ".join(entry.split()):
        entry = text  # not from this entry after all: the sentence is its own context
    entry = " ".join(entry.split())
    mentions = _mentions(entry, addressee)
    offset = max(0, entry.find(text[:40]))
    object_words = r"(?:him|her|them|the customer|the insured|the policyholder|customer|insured|PH|you)"
    told = re.match(
        r"^(?:" + literal_alternation(ph.reported_speech) + r")\s+" + object_words + r"\s+(?:that\s+)?(?P<rest>.+)$",
        text,
    )
    if told is not None:
        rest = told.group("rest")
        # "Told insured to photograph ..." is what we asked; "Told her we will ..." is what we say.
        text = f"We asked you {rest}" if rest.startswith("to ") else rest[0].upper() + rest[1:]
    did = re.match(
        r"^(?P<verb>" + literal_alternation(list(ph.we_did)) + r")\s+(?:" + object_words + r"\s+)?(?P<rest>.+)$", text
    )
    if did is not None:
        text = f"{ph.we_did[did.group('verb')]} {did.group('rest')}"
    subject = re.match(
        r"^(?:The\s+|the\s+)?(?:" + literal_alternation(ph.staff_subjects) + r")\s+(?P<verb>[a-z]+ed)\b", text, re.I
    )
    if subject is not None:
        text = f"We {subject.group('verb')}{text[subject.end() :]}"
    received = re.match(r"^(?P<thing>[A-Za-z][\w -]{2,40}?)\s+received\b(?P<rest>.*)$", text)
    if received is not None and not received.group("thing").lower().startswith(("we ", "you ")):
        thing = received.group("thing")
        thing = thing if _TITLED.match(thing) else thing[0].lower() + thing[1:]
        text = f"We received the {thing}{received.group('rest')}"
    for short, full in ph.expand.items():
        text = _expanded(text, short, full)
    second = _second_person(text, mentions, offset, addressee)
    if second is None:
        return None
    text = _AGREE.sub(_agree, second)
    text = _STAFF_CODE.sub("", _PROCEDURE_REF.sub("", text))
    if day_first(dates if dates is not None else entry):
        text = spelled_dates(text)
    text = text.strip()
    if not text:
        return None
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?" else text + "."
