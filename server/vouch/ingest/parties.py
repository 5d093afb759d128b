"""Who and which policy a document is for, read from its header.

A schedule, declarations page or certificate is one customer's document: its header names its own policy (or
certificate) number and the people it insures ("Policy number: PPI-L-5530817", "Policyholder: Mrs Imogen
Tregarthen"). A claim file's header names the claim's policy ("Policy no: PPI-L-5530817 (Premier)"). Ingest
records both (``DocumentInfo.policy_ref``, ``DocumentInfo.parties``), so that a draft about one claim can use
that customer's schedule and never another customer's (``vouch.search.scope``).

The labels are data (``data/header_labels.json``), one list per concept. A policy number is a reference: a
capital letter first, parts joined by ``-`` or ``/``, and at least four digits ("CLI-MH-8802067",
"NWB-2291847"); a wording's form code after "Policy wording" is not one (the label is not a number label).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from importlib import resources

from vouch.ingest.blocks import BlockKind
from vouch.ingest.parsed import ParsedDocument
from vouch.verify.lexicon import literal_alternation

HEADER_BLOCKS = 60  # blocks read from the start (cover, title block, the first tables), as ``front_text``
_REF = r"[A-Z][A-Z0-9]*(?:[-/][A-Z0-9]+)+"
_TITLE = r"(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof)\.?"
_NAME_WORD = r"[A-Z][\w'\u2019.&-]*"
_JOINT = r"(?:and|&)"


@dataclass(frozen=True)
class HeaderLabels:
    policy_number: re.Pattern[str]
    party: re.Pattern[str]
    two_word_label_first_words: frozenset[str]
    company_suffixes: frozenset[str]
    header_label: re.Pattern[str]  # a header's own label, alone ("Policyholder", "Policy number")
    insurer_name_words: tuple[str, ...]  # the word an insurer's name ends on ("... Insurance Company")
    not_insurer_first_words: frozenset[str]  # a product's or department's first word ("Home Insurance")


@cache
def header_labels() -> HeaderLabels:
    raw = json.loads(resources.files("vouch.ingest").joinpath("data/header_labels.json").read_text(encoding="utf-8"))
    number_labels = literal_alternation(raw["policy_number_labels"], any_space=True)
    party_labels = literal_alternation(raw["party_labels"], any_space=True)
    number = rf"(?i:\b(?:{number_labels}))(?![\w])\s*[:=]?\s*(?P<ref>{_REF})"
    # The label is followed by ":", a table's cell gap or a title ("Policyholder Ms Sinead Mulholland"), and the
    # value is a titled name or at least two name words: "Customer Relations", "Insured persons" are not parties.
    person = rf"{_TITLE}\s+{_NAME_WORD}(?:[ \t]+{_NAME_WORD}){{0,4}}"
    # Joint policyholders: "Mr Declan and Mrs Ruth Ollerenshaw", "Mr and Mrs Ollerenshaw".
    people = rf"(?:{_TITLE}[ \t]+{_JOINT}[ \t]+)?{person}(?:[ \t]+{_JOINT}[ \t]+{person})?"
    party = (
        rf"(?i:\b(?:{party_labels}))\b(?:\s*[:=][ \t]*|[ \t]{{2,}}|\t|[ \t]+(?={_TITLE}\s))"
        rf"(?P<who>{people}"
        rf"|{_NAME_WORD}(?:[ \t]+(?:&[ \t]+)?{_NAME_WORD}){{1,5}})"
    )
    return HeaderLabels(
        policy_number=re.compile(number),
        party=re.compile(party),
        two_word_label_first_words=frozenset(raw["two_word_label_first_words"]),
        company_suffixes=frozenset(raw["company_suffixes"]),
        header_label=re.compile(rf"(?i:{party_labels}|{number_labels})\s*[:=]?"),
        insurer_name_words=tuple(raw["insurer_name_words"]),
        not_insurer_first_words=frozenset(w.lower() for w in raw["not_insurer_first_words"]),
    )


def header_lines(parsed: ParsedDocument, limit: int = HEADER_BLOCKS) -> list[str]:
    """The document's first blocks and running headers as lines; a table row is its cells side by side (the
    header row too: a label/value table is often read with its first row as the header)."""
    lines: list[str] = list(parsed.furniture)
    for block in parsed.blocks[:limit]:
        if block.page is not None and block.page > 2:
            break
        if block.kind is BlockKind.TABLE and block.table is not None:
            for row in (block.table.header, *block.table.rows):
                if row:
                    lines.append("  ".join(c for c in row if c))
        else:
            lines.extend(block.text.splitlines() or [block.text])
    return lines


def _digits(ref: str) -> int:
    return sum(c.isdigit() for c in ref)


def policy_ref_in(lines: Iterable[str]) -> str | None:
    """The first policy or certificate number a header names ("Policy No.: GRC-HO4-4471902 (Renters)")."""
    pattern = header_labels().policy_number
    for line in lines:
        for match in pattern.finditer(line):
            ref = match.group("ref").rstrip("/-")
            if _digits(ref) >= 4:
                return normalise_policy_ref(ref)
    return None


def normalise_policy_ref(raw: str) -> str:
    """A policy number as compared: upper case, separators kept ("ppi-l-5530817" -> "PPI-L-5530817")."""
    return "".join(raw.split()).upper()


def _without_next_label(value: str, rest: str) -> str:
    """A value that runs on into the next label ("Ms. Talia Brennerman Risk Address:"; "Mr Dev Patel Address:")
    ends before it: the label is one word, or two when the first is one that starts two-word labels."""
    if not rest.lstrip(" \t").startswith(":"):
        return value
    words = value.split()
    drop = 2 if len(words) >= 3 and words[-2] in header_labels().two_word_label_first_words else 1
    return " ".join(words[:-drop]) if len(words) > drop else value


_SENTENCE_END = re.compile(r"(?P<word>[\w'\u2019-]+)\.[ \t]+(?=[A-Z])")


def _without_next_sentence(value: str) -> str:
    """A value in running header prose ends at its sentence: "Ms Harriet Fenwick-Dale. Effective date: ..." is
    Ms Harriet Fenwick-Dale; the dot of a title or an initial ("Ms. T. Brennerman") ends nothing."""
    for match in _SENTENCE_END.finditer(value):
        word = match.group("word")
        if len(word) > 1 and not re.fullmatch(_TITLE, word + "."):
            return value[: match.start()] + word
    return value


def parties_in(lines: Iterable[str]) -> tuple[str, ...]:
    """The people (or firm) a customer document insures, as its header names them."""
    labels = header_labels()
    found: list[str] = []
    for line in lines:
        for match in labels.party.finditer(line):
            raw = match.group("who")
            sentence = _without_next_sentence(raw)
            # A value cut at its sentence's end no longer runs into the label after it.
            who = (sentence if sentence != raw else _without_next_label(raw, line[match.end() :])).strip(" .,;")
            if who and who not in found and re.search(r"[a-z]", who):
                found.append(who)
    return tuple(found)


def surnames(parties: Iterable[str]) -> set[str]:
    """How an instruction names a party: a person by surname ("Tregarthen's policy"), a firm by its first name
    word ("the Ortega bakery" for "Ortega Family Bakery LLC")."""
    suffixes = header_labels().company_suffixes
    out: set[str] = set()
    for party in parties:
        if re.match(rf"{_TITLE}\s", party):
            # Titled people, one or two ("Mr Declan and Mrs Ruth Ollerenshaw"): each by the family name they
            # share, never a given name standing last in its half.
            persons = [p.split() for p in re.split(rf"\s+{_JOINT}\s+", party)]
            out.add(persons[-1][-1].strip(".,"))
            out.update(p[-1].strip(".,") for p in persons[:-1] if len(p) >= 3)
            continue
        raw = party.split()
        firm = "&" in raw or any(w in suffixes or w.rstrip(".,") in suffixes for w in raw)
        words = [w.strip(".,") for w in raw if w.strip(".,") not in suffixes and w != "&"]
        words = [w for w in words if not re.fullmatch(_TITLE, w)]
        if words:
            out.add(words[0] if firm else words[-1])
    return {s for s in out if len(s) >= 3}


@dataclass(frozen=True)
class PolicyFacts:
    policy_ref: str | None
    parties: tuple[str, ...]


# The header's own number printed without a label: the title block's line is the reference and nothing else
# ("Tamarack Bluff Insurance Company - Declarations" / "DF-2204819"), or ends the title line after a dash or
# the document's kind ("Cobbleford Business Insurance plc - Schedule CBS-5106237 ...").
_UNLABELLED_LINES = 6
_BARE_REF = re.compile(rf"^\s*(?P<ref>{_REF})\s*$")
_TITLE_REF = re.compile(
    rf"(?i:\b(?:schedule|declarations|certificate(?: of insurance)?))[ \t]*[-\u2013|:]?[ \t]*(?P<ref>{_REF})(?![\w/-])"
)


def unlabelled_policy_ref_in(lines: Iterable[str]) -> str | None:
    """A customer document's own number printed under or after its title without a label, among the header's
    first lines: a line that is the reference alone, or the document's kind followed by it ("Schedule
    CBS-5106237"). Read only
    for a document whose header names the people it insures (a wording's form code on its cover is no one's
    policy)."""
    for line in list(lines)[:_UNLABELLED_LINES]:
        match = _BARE_REF.match(line) or _TITLE_REF.search(line)
        if match is not None and _digits(match.group("ref")) >= 4:
            return normalise_policy_ref(match.group("ref"))
    return None


def policy_facts(parsed: ParsedDocument, *, claim_file: bool = False) -> PolicyFacts:
    """``claim_file``: a claim's own document, whose policy is only ever a labelled one (the claim's own
    reference stands alone on its header line)."""
    lines = header_lines(parsed)
    parties = parties_in(lines)
    policy_ref = policy_ref_in(lines)
    if policy_ref is None and parties and not claim_file:
        policy_ref = unlabelled_policy_ref_in(line for line in lines if line.strip())
    return PolicyFacts(policy_ref=policy_ref, parties=parties)
