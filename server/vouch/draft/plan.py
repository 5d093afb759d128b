"""Before drafting: the instruction's parts, the passages that answer each, and the letter's frame.

Each part is searched on its own words (within the answer's scope) and keeps only the passages that share a
topic word with it (``relevance``); a part with none is named as not found rather than padded. When no part
has anything, the answer is the one "not found" sentence. A letter also learns who it is to (the instruction's
"Mr Lacey", else the claim file's "Policyholder: Mr Owen Lacey"), what kind of letter it is, and what the
documents say happens next (appeal, complaints, payment), searched for on that letter type's words.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass

from vouch.draft.base import DraftRequest, InstructionPart, LetterContext, LetterTemplate
from vouch.draft.instruction import (
    ADDRESSEE,
    NOT_PERSON_WORDS,
    TITLES,
    Addressee,
    LetterType,
    addressee_in,
    bare_name_in,
    is_background,
    letter_type_of,
    part_query,
    split_parts,
)
from vouch.draft.relevance import (
    Similar,
    answering,
    best_part,
    expanded_query,
    identity_names,
    own_words,
    topic_words,
)
from vouch.draft.restate import shorthand
from vouch.ingest.injection import usable_evidence
from vouch.ingest.parties import header_labels
from vouch.passages import Passage
from vouch.policy import Outcome, Surface
from vouch.verify.lexicon import literal_alternation
from vouch.verify.values import MONTH_NAMES

Retrieve = Callable[[str, int], Awaitable[list[Passage]]]

# What each kind of letter tells the customer happens next, as a search.
NEXT_STEPS: dict[LetterType, str] = {
    LetterType.DECLINE: "appeal review of the decision complaint Financial Ombudsman Service within days",
    LetterType.COMPLAINT_RESPONSE: "refer your complaint to the Financial Ombudsman Service within months",
    LetterType.SETTLEMENT: "payment will be made within days of agreeing the settlement",
    LetterType.REQUEST_FOR_INFORMATION: "send us the information within days",
    LetterType.ACKNOWLEDGEMENT: "what happens next we will contact you within days",
    LetterType.GENERAL: "",
}
# Where a claim file names its customer: "Policyholder: Mr Owen Lacey", "Insured = Mrs Ilona Varga".
# The person letters go to comes first: a file can name a correspondent other than the policyholder.
# A label and its value are set apart by a colon or an equals sign, or, in a file laid out in columns
# ("Policyholder   Mr Alasdair Penrose", often read back with the spaces run together), by white space after
# a label written with its capital: prose ("please contact Mr Okafor") names no one the file is about.
_LABEL_END = r"(?:\s*[:=]\s*|[ \t]{2,})"
_CORRESPONDENT_LABEL = r"correspond(?:ence|ent)?(?: to| with)?|write to|letters to|(?:[a-z]+ )?contact(?: person)?"
_NAMED_LABEL = r"policy ?holders?|(?:named |lead )?insureds?|customers?|claimants?|name|landlords?"
# A handler's own abbreviation of the label ("PH: Mr Alun Frew" in a claim diary's header), from the shorthand
# lexicon; written in capitals as a label, so "ph" in prose or a phone line is not one.
# A title right after the abbreviation marks the value as well as a colon would ("/ PH Mrs Deirdre Kavanagh,
# insured student ..."): a person's title does not follow the word in prose or a phone line ("ph 01632 ...").
_NAMED_SHORT = re.compile(
    r"(?<![\w/])(?:"
    + literal_alternation(shorthand().policyholder_label_abbreviations)
    + r")(?:\s*[:=]\s*|\s+(?=(?:"
    + "|".join(TITLES)
    + r")\.?\s+[A-Z]))(?P<who>[^;\n]{3,80})"
)
_CORRESPONDENT = re.compile(r"\b(?:" + _CORRESPONDENT_LABEL + r")" + _LABEL_END + r"(?P<who>[^;\n]{3,80})", re.I)
_NAMED = re.compile(r"\b(?:" + _NAMED_LABEL + r")" + _LABEL_END + r"(?P<who>[^;\n]{3,80})", re.I)


def _column(labels: str) -> re.Pattern[str]:
    """Labels in a column layout: written with a capital, white space, then the value."""
    return re.compile(r"(?:^|(?<=\s))(?:" + labels + r")\s+(?P<who>[^;\n]{3,80})")


_CORRESPONDENT_COLUMN = _column(
    r"Correspond(?:ence|ent)?(?: to| with)?|Write to|Letters to|Contact(?: person)?|[A-Z][a-z]+ contact"
)
_NAMED_COLUMN = _column(
    r"Policy ?[Hh]olders?|(?:Named |Lead )?Insureds?|(?:Named|Lead) insureds?|Customers?|Claimants?"
)
# Where a label's value ends: at the next "Label:" ("Mr Dev Patel Address: 14 Larkspur Close").
_NEXT_LABEL = re.compile(r"\s+[A-Z][A-Za-z]*(?:\s+[a-z]+){0,2}\s*[:=]")
# A person's name with no title ("Contact: Marisol Ortega, (719) 555-0163"): two to four capitalised words
# that end the value or are followed by its punctuation, a number, an address or "and" another person. A
# company ("Bluestem Landscaping LLC", "Holloway Print & Sign Inc.") is not a person to greet. A header that
# runs its fields together ends the name at the next field's label written in capitals ("Named insured:
# Terrence Albright DOL 08/22/2026"): no name is spelled in capitals after a name in title case.
_UNTITLED = re.compile(
    r"^(?P<name>[A-Z][a-z'\u2019-]+(?:\s+[A-Z][a-z'\u2019-]+){1,3})"
    r"(?=\s*(?:$|[,(/\d<]|\s{2,}|\s[-\u2013]\s)|\s+(?:and|&)\s|\s+[A-Z]{2,}\b(?![a-z'\u2019-]))"
)
_COMPANY = re.compile(
    r"&|\b(?:LLC|LLP|Ltd|LTD|Limited|LIMITED|Inc|INC|Incorporated|plc|PLC|Co|Corp|CORP|Corporation|Company|Group|Holdings|Trust|"
    r"Partners|Partnership|Association|Council|Society)\b\.?"
)
# Two given names and the family name they share, no titles: "Dwayne and Corinne Haskett".
_JOINT_UNTITLED = re.compile(
    r"^(?P<names>[A-Z][a-z'\u2019-]+\s+and\s+[A-Z][a-z'\u2019-]+\s+[A-Z][a-z'\u2019-]+)(?=\s*(?:$|[,(/\d<]|\s{2,}))"
)
# The person a company's value names inside it: "(contact Mr Owain Kessock, director)", "c/o Mrs Ann Lee".
_CONTACT_INSIDE = re.compile(
    r"\b(?i:contact|c/o|attn|attention|care of|director|owner|manager)\b[:\s]+(?P<who>(?:"
    + "|".join(TITLES)
    + r")\.?\s+[A-Z][\w'\u2019-]+(?:\s+[A-Z][\w'\u2019-]+){0,2})"
)
_DEAR = re.compile(r"\bDear\s+(?P<who>(?:Mr|Mrs|Ms|Miss|Mx|Dr)\.?\s+[A-Z][\w'\u2019-]+)")
_COLUMN_GAP = re.compile(r"\s{2,}")
_PATTERNS = ((_CORRESPONDENT, _CORRESPONDENT_COLUMN), (_NAMED, _NAMED_COLUMN, _NAMED_SHORT), (_DEAR,))


@dataclass(frozen=True)
class PlannedDraft(DraftRequest):
    answerable: bool = True


def people_on_file(passages: Sequence[Passage]) -> list[Addressee]:
    """The people the claim file says letters go to, in order: its correspondent, then its customers (every
    person a label names: "Policyholders Mr Tomos Vaughan and Mrs Carys Vaughan"), then a "Dear ..." it
    holds; within each, the titled names first. A person the file names without a title is greeted by their
    full name, never a guessed title."""
    out: list[Addressee] = []
    for patterns in _PATTERNS:
        values = [
            match.group("who")
            for pattern in patterns
            for passage in passages
            for match in pattern.finditer(passage.text)
        ]
        for value in values:
            who = _value_of(value)
            for piece in re.split(r"\s+(?:and|&)\s+", who)[:3]:
                found = ADDRESSEE.match(piece)
                if found is not None:
                    person = _without_label_word(addressee_in(found.group(0)), value)
                    if person is not None and person not in out:
                        out.append(person)
            # A company's value naming the person to write to inside it ("Kessock Joinery Ltd (contact Mr Owain
            # Kessock, director)"): that person.
            inside = _CONTACT_INSIDE.search(who) if _COMPANY.search(who.split("(")[0]) else None
            if inside is not None:
                person = addressee_in(inside.group("who"))
                if person is not None and person not in out:
                    out.append(person)
        if patterns[0] is _DEAR:
            break
        for value in values:
            who = _value_of(value)
            joint = _JOINT_UNTITLED.match(who)
            if joint is not None and _COMPANY.search(who) is None:
                # "Named Insured: Dwayne and Corinne Haskett": both, greeted as named ("Dear Dwayne and Corinne
                # Haskett,"), no title guessed.
                person = Addressee("", " ".join(joint.group("names").split()))
                if person not in out:
                    out.append(person)
                continue
            untitled = _UNTITLED.match(who)
            if untitled is None or _COMPANY.search(who) is not None:
                continue
            words = untitled.group("name").split()
            if any(w.lower() in NOT_PERSON_WORDS for w in words) or ADDRESSEE.match(who):
                continue
            person = _without_label_word(Addressee("", " ".join(words)), value)
            if person is not None and person not in out:
                out.append(person)
    return out


def _value_of(value: str) -> str:
    """A label's value ends at the next label, or at a run of spaces (the next column of a header line)."""
    return _COLUMN_GAP.split(_NEXT_LABEL.split(value, maxsplit=1)[0].strip(), maxsplit=1)[0]


def addressee_from_file(passages: Sequence[Passage]) -> Addressee | None:
    """The person the claim file says letters go to (``people_on_file``'s first)."""
    people = people_on_file(passages)
    return people[0] if people else None


def _without_label_word(addressee: Addressee | None, value: str) -> Addressee | None:
    """ "Named Insured: Ms. Talia Brennerman Risk Address: ...": when a value runs on into a two-word label, the
    label's first word ("Risk") is not the last of the name. Only a name of three words loses one, and only a
    word that starts such labels (ingest's header labels: the same concept as a schedule's header)."""
    if addressee is None:
        return None
    words = addressee.name.split()
    label = re.search(rf"\b{re.escape(words[-1])}\s+[A-Z][a-z]+\s*[:=]", value)
    if len(words) >= 3 and words[-1] in header_labels().two_word_label_first_words and label is not None:
        return Addressee(addressee.title, " ".join(words[:-1]))
    return addressee


def joined_parts(texts: Sequence[str]) -> list[tuple[str, str]]:
    """Each part as (what the handler wrote, what to search for). A request with no topic of its own ("explain
    why", "quote the clause", "answer both") is about the part before it: it joins that part instead of being
    searched on nothing and named as not found. What the instruction tells about the addressee before asking
    ("Ms Brannigan has an Ashgrove travel policy", ``instruction.is_background``) is no part."""
    out: list[tuple[str, str]] = []
    asked = [text for text in texts if not is_background(text)]
    for text in asked or texts:
        query = part_query(text)
        if out and not own_words(query):
            before, searched = out[-1]
            out[-1] = (f"{before}, {text}", searched)
            continue
        if out and len(topic_words(query)) <= 1 and _LEANS_ON_BEFORE.search(query):
            # "... who's doing her kitchen repairs and when they start": "they" is the repairs. A request with
            # at most one topic word of its own that points back is searched with the request it points to.
            query = f"{query} {out[-1][1]}"
        out.append((text, query))
    return out


_LEANS_ON_BEFORE = re.compile(r"\b(?:it|it's|its|they|they're|them|their|that|this|those|these)\b", re.IGNORECASE)


_INITIALS = re.compile(r"^[A-Z](?:[-.]?[A-Z])*\.?$")


def _initials(name: str) -> str:
    return "".join(w[0] for w in re.split(r"[\s-]+", name) if w)


_TITLED_INITIAL = re.compile(
    r"\b(?P<title>" + "|".join(TITLES) + r")\.?\s+(?P<initial>[A-Z])\b\.?(?![']\w)"
    r"(?:\s+(?P<surname>[A-Z][a-z'\u2019-]+))?"
)


def _initial_in(text: str) -> Addressee | None:
    """ "Mrs V": a title and an initial, the handler's shorthand for a name on the file; "Mrs E Penrose": a
    title, the given name's initial and the surname ("Dear Mrs Penrose")."""
    match = _TITLED_INITIAL.search(text)
    if match is None:
        return None
    surname = match.group("surname")
    if surname and surname.lower() not in NOT_PERSON_WORDS:
        return Addressee(match.group("title"), f"{match.group('initial')} {surname}")
    return Addressee(match.group("title"), match.group("initial"))


def addressee_for(instruction: str, claim_file: Callable[[], list[Passage]] | None) -> Addressee | None:
    """Who the letter is to: the instruction's "Mr Lacey", else the claim file's customer. A handler's shorthand
    for the name ("Mr O-L", "Mrs W") is the claim file's customer when the initials are theirs: a letter does
    not greet its reader by initials."""
    named = addressee_in(instruction) or _initial_in(instruction)
    people = people_on_file(claim_file() if claim_file else [])
    on_file = people[0] if people else None
    if named is None:
        # With no file to say who it is, a name the instruction gives without a title ("ltr to Dwight Pruitt").
        return on_file if on_file is not None else bare_name_in(instruction)
    words = named.name.split()
    short = words[-1].replace("-", "").replace(".", "")
    for person in people:
        # The instruction's person as the file names them: the same title and their surname among the words
        # after it ("Mrs Sandhu Marlow Heating": the name runs into the firm's), or their initials ("Mrs V").
        if person.title.lower() != named.title.lower():
            continue
        if person.name.split()[-1] in words and len(words) > 1:
            return person
        if _INITIALS.match(words[-1]) and _initials(person.name).upper().endswith(short):
            return person
    if not _INITIALS.match(words[-1]):
        return named
    if on_file is not None and _initials(on_file.name).upper().endswith(short):
        return on_file
    return named


_CAPITALISED = re.compile(r"(?<![\w'\u2019-])[A-Z][a-z][a-z'\u2019-]+\b")
# What the customer documents label their people with, searched with the surnames the instruction gives.
_PEOPLE_QUERY = "policyholder named insured"


def surnames_in(instruction: str) -> set[str]:
    """The capitalised words of an instruction that may be a person's family name ("Maitland wants a note on his
    policy", "Callister - policy q"): the words of the instruction language, months and titles aside."""
    return {
        w
        for w in _CAPITALISED.findall(instruction)
        if w.lower() not in NOT_PERSON_WORDS and w.lower() not in MONTH_NAMES and w not in TITLES
    }


async def customer_named(
    instruction: str, addressee: Addressee | None, retrieve: Retrieve, limit: int
) -> Addressee | None:
    """The letter's addressee as a customer document in the answer's scope names them, when the instruction
    and the claim file give no title: "Maitland" (no claim) or "Marisol Ortega" (the file names no title) is
    "Mr Fergus Maitland" / "Ms Marisol Ortega" on the schedule. Only a person whose family name the instruction
    (or the untitled addressee) gives, and only from what search returns for this answer, so never another
    customer's document: without a claim the scope holds only a schedule the instruction names, with one only
    the claim's own."""
    wanted = surnames_in(instruction) | ({addressee.name.split()[-1]} if addressee is not None else set())
    if not wanted:
        return addressee
    found = await retrieve(f"{_PEOPLE_QUERY} {' '.join(sorted(wanted))}", limit)
    for person in people_on_file(found):
        if person.title and person.name.split()[-1] in wanted:
            return person
    return addressee


def _merge(*groups: Sequence[Passage]) -> list[Passage]:
    seen: dict[str, Passage] = {}
    for group in groups:
        for passage in group:
            seen.setdefault(passage.id, passage)
    return list(seen.values())


# The kind of letter a handler's heading starts with ("sett ltr", "decline letter to", "final resp to"): what
# the letter is, said by its frame, not what a part asks.
_LETTER_KIND = re.compile(
    r"^\s*(?:(?:sett|settlement|decline|declinature|ack|acknowledgement|final|info|rfi)\s+)?(?:ltr|letter|resp)\b"
    r"(?:\s+to\b)?",
    re.IGNORECASE,
)


# A final response names its kind the same way ("Final response to Mr Pascoe's complaint 04502 - not upheld",
# "final resp to valuation complaint: why ..."): what follows is the part, the response is the letter.
_RESPONSE_KIND = re.compile(
    r"^\s*(?:final\s+)?resp(?:onse)?\s+to\s+(?:[\w'\u2019.-]+\s+){0,3}?complaint\b[\s:,-]*",
    re.IGNORECASE,
)


def focused(query: str, addressee: Addressee | None, claim_ref: str | None) -> str:
    """What a part is searched and judged on: the handler's words without who the letter is to and which claim
    it is about (the addressee's names in any form, "Wilk" or "Tomasz"; the claim reference or its number,
    "4417" for KMC-26-4417: no answering passage repeats them, so as topics they only dilute the rest). The
    handler's shorthand stays: it is a synonym of its full form (``relevance.synonyms``), so a note in the same
    shorthand answers as well as a wording that spells it out."""
    answered = _RESPONSE_KIND.sub("", query)
    text = _LETTER_KIND.sub(" ", answered if own_words(answered) else query)
    if claim_ref:
        number = re.search(r"(\d{3,})\W*$", claim_ref)
        tails = [re.escape(claim_ref)] + ([number.group(1)] if number else [])
        text = re.sub(r"(?<![\w-])(?:" + "|".join(tails) + r")(?![\w-])", " ", text, flags=re.IGNORECASE)
    if addressee is not None:
        names = [w for w in [addressee.title, *addressee.name.split()] if len(w) > 1 and w[:1].isupper()]
        if names:
            alternation = "|".join(re.escape(w) for w in names)
            text = re.sub(r"\b(?:" + alternation + r")(?:['\u2019]s)?\b\.?", " ", text)
    text = " ".join(text.split())
    return text if own_words(text) else query


async def plan_letter(
    instruction: str,
    surface: Surface,
    retrieve: Retrieve,
    *,
    passages_per_answer: int,
    passages_per_part: int,
    claim_ref: str | None = None,
    author_name: str | None = None,
    author_team: str | None = None,
    letter_type: str | None = None,
    claim_file: Callable[[], list[Passage]] | None = None,
    template: Callable[[LetterType], LetterTemplate | None] | None = None,
    similar: Similar | None = None,
) -> PlannedDraft:
    # ``retrieve`` searches within the answer's scope: another policy's endorsement is never found, and a
    # clause an endorsement of this policy replaces is not current (``vouch.search.scope``).
    whole = await retrieve(instruction, passages_per_answer)
    texts = split_parts(instruction) or [instruction]
    # A letter about a claim answers from that claim's own file first: every part considers all of it (it is
    # small, and its notes rarely share the part's words well enough to rank among the policy wording's).
    own_file = usable_evidence(claim_file()) if claim_file is not None and claim_ref else []
    addressee = addressee_for(instruction, claim_file) if surface is Surface.LETTER_DRAFT else None
    if surface is Surface.LETTER_DRAFT and (addressee is None or not addressee.title):
        addressee = await customer_named(instruction, addressee, retrieve, passages_per_part)
    parts: list[InstructionPart] = []
    for text, handlers_query in joined_parts(texts):
        query = focused(handlers_query, addressee, claim_ref)
        single = len(texts) == 1 and query == handlers_query
        searched = [] if single else await retrieve(expanded_query(query), passages_per_part)
        found = _merge(searched, whole, own_file)
        identity = identity_names(query, own_file)
        parts.append(InstructionPart(text, query, tuple(answering(query, found, similar, identity)), identity))
    searched = _merge(whole, *(p.passages for p in parts))
    answerable = any(p.passages for p in parts)
    letter = LetterContext()
    if surface is Surface.LETTER_DRAFT:
        # Every letter is framed, one the documents answer nothing in too (its parts are all named as not
        # found): the handler still gets the greeting, the opening and the sign-off to write the rest under.
        kind = letter_type_of(instruction, letter_type)
        steps_query = NEXT_STEPS[kind] if answerable else ""
        steps = await retrieve(steps_query, passages_per_part) if steps_query else []
        letter = LetterContext(
            claim_ref=claim_ref,
            addressee=addressee,
            author_name=author_name,
            author_team=author_team,
            letter_type=kind,
            next_steps=tuple(steps),
            template=template(kind) if template is not None else None,
        )
        searched = _merge(searched, steps)
    return PlannedDraft(
        instruction=instruction,
        passages=searched,
        surface=surface,
        parts=tuple(parts),
        letter=letter,
        answerable=answerable,
    )


def unanswered_parts(
    parts: Sequence[InstructionPart],
    part_of: Mapping[str, int | None],
    outcomes: Mapping[str, Outcome],
    texts: Mapping[str, str],
) -> list[str]:
    """The parts no supported sentence answers. A sentence the drafter tagged answers its part; an untagged
    one (a model server's) answers the part it shares most topic words with."""
    if not parts:
        return []
    queries = [p.query for p in parts]
    answered: set[int] = set()
    for sentence_id, outcome in outcomes.items():
        if outcome is not Outcome.SUPPORTED:
            continue
        part = part_of.get(sentence_id)
        if part is None and sentence_id in texts and sentence_id not in _tagged(part_of):
            part = best_part(texts[sentence_id], queries)
        if part is not None:
            answered.add(part)
    return [p.text for i, p in enumerate(parts) if i not in answered]


def _tagged(part_of: Mapping[str, int | None]) -> set[str]:
    return {sid for sid, part in part_of.items() if part is not None}
