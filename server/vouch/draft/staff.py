"""Wording only staff write: kept out of a customer letter, never pasted.

A claim file and a staff procedure are written in staff's words: shorthand ("xs", "o/s", "CE/VE"), the names of
internal units ("Theft Validation Unit", "Room Check Team"), internal codes for forms, checks and referrals
("SRD-2", "MC-THF-2") and procedure notions ("rider flag on file", "payment queue"). The file-note restatement
(``draft.restate``) says the shorthand it knows in full; whatever staff wording is left in a sentence means the
sentence is still staff's, and it is left out of the letter. The word lists are data (``data/staff.json``).

A code is judged by the letter's own documents, not by its shape: "IE-2" printed on the customer's schedule or
endorsement is theirs to be told; a code only staff material prints is internal.
"""

from __future__ import annotations

import json
import re
from collections.abc import Collection, Iterable
from dataclasses import dataclass
from functools import cache
from importlib import resources

from vouch.passages import Passage
from vouch.verify.lexicon import literal_alternation


@dataclass(frozen=True)
class StaffLexicon:
    shorthand: re.Pattern[str]
    phrases: re.Pattern[str]
    unit: re.Pattern[str]
    customer_units: tuple[str, ...]
    staff_documents: re.Pattern[str]


@cache
def lexicon() -> StaffLexicon:
    data = json.loads(resources.files("vouch.draft").joinpath("data/staff.json").read_text(encoding="utf-8"))
    return StaffLexicon(
        # Whole tokens: not inside a word, a reference or a path ("PH" in "PH7 2AB" is a postcode's).
        shorthand=re.compile(r"(?<![\w/&'-])(?:" + literal_alternation(data["shorthand"]) + r")(?![\w/&-]|'[a-z])"),
        phrases=re.compile(r"\b(?:" + literal_alternation(data["phrases"]) + r")\b", re.IGNORECASE),
        unit=re.compile(
            r"\b(?P<name>(?:[A-Z][a-z]+\s+){1,3})(?:"
            + literal_alternation(data["unit_words"])
            + r")\b(?!\s+[A-Z][a-z])"
        ),
        customer_units=tuple(data["customer_units"]),
        staff_documents=re.compile(r"\b(?:" + literal_alternation(data["staff_documents"]) + r")\b", re.IGNORECASE),
    )


# A code: capitals and digits joined by hyphens, with at least one digit or two capital groups ("SRD-2",
# "MC-THF-2", "HAPD-CHK", "DLV-9"), or a short capitals run with a number ("SOP 2.2", "PN 4.2").
CODE = re.compile(r"(?<![\w/-])(?:[A-Z]{1,6}\d{0,3}(?:-[A-Z0-9]{1,8})+|[A-Z]{2,4}\s\d+(?:\.\d+)+)(?![\w/-])")


_DETERMINER = re.compile(r"^(?:The|Our|Your|A|An|This|That)\s+")
# A form the customer is asked to fill in is named to them: "form AGT-MC1", "Form CL-4".
_FORM = re.compile(r"\b[Ff]orms?\s+(?:number\s+|no\.?\s+)?$")


def _unit_name(match: re.Match[str]) -> str:
    return _DETERMINER.sub("", match.group(0)).strip()


def codes_in(texts: Iterable[str]) -> frozenset[str]:
    """The codes and the unit names a set of texts prints (what a letter may name to its reader)."""
    unit = lexicon().unit
    out = {m.group(0) for text in texts for m in CODE.finditer(text)}
    out |= {_unit_name(m) for text in texts for m in unit.finditer(text)}
    return frozenset(out)


def staff_wording(sentence: str, printed: Collection[str] | None = None) -> str | None:
    """The staff wording a sentence carries, or None. ``printed``: the codes the letter's customer documents
    print, the units they name, and its own references; a code or unit outside them is internal (a form the
    customer is asked to fill in, "form AGT-MC1", is named to them). Without it, codes are not judged."""
    lex = lexicon()
    for pattern in (lex.shorthand, lex.phrases):
        found = pattern.search(sentence)
        if found is not None:
            return found.group(0)
    for unit in lex.unit.finditer(sentence):
        name = _unit_name(unit)
        if not name.startswith(lex.customer_units) and (printed is None or name not in printed):
            return name
    if printed is not None:
        for code in CODE.finditer(sentence):
            if code.group(0) not in printed and not _FORM.search(sentence[: code.start()]):
                return code.group(0)
    return None


def is_staff_document(passage: Passage) -> bool:
    """Whether a passage's document is written for staff (its name, folder or title says procedure, handling
    guide, desk manual, guidelines): evidence a handler may check against, never a letter's words."""
    named = " ".join([re.sub(r"[/_.-]+", " ", passage.document_id), passage.extra.get("document_title", "")])
    return lexicon().staff_documents.search(named) is not None
