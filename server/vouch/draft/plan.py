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
    Addressee,
    LetterType,
    addressee_in,
    letter_type_of,
    part_query,
    split_parts,
)
from vouch.draft.relevance import Similar, answering, best_part, expanded_query, own_words, topic_words
from vouch.ingest.injection import usable_evidence
from vouch.ingest.parties import header_labels
from vouch.passages import Passage
from vouch.policy import Outcome, Surface

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
_CORRESPONDENT = re.compile(
    r"\b(?:correspond(?:ence|ent)?(?: to| with)?|write to|letters to|contact(?: person)?)"
    r"\s*[:=]\s*(?P<who>[^;\n]{3,60})",
    re.IGNORECASE,
)
_NAMED = re.compile(
    r"\b(?:policyholder|insured|customer|claimant|name|policy holder|landlord)\s*[:=]\s*(?P<who>[^;\n]{3,60})",
    re.IGNORECASE,
)
# Where a label's value ends: at the next "Label:" ("Mr Dev Patel Address: 14 Larkspur Close").
_NEXT_LABEL = re.compile(r"\s+[A-Z][A-Za-z]*(?:\s+[a-z]+){0,2}\s*[:=]")
_DEAR = re.compile(r"\bDear\s+(?P<who>(?:Mr|Mrs|Ms|Miss|Mx|Dr)\.?\s+[A-Z][\w'\u2019-]+)")


@dataclass(frozen=True)
class PlannedDraft(DraftRequest):
    answerable: bool = True


def addressee_from_file(passages: Sequence[Passage]) -> Addressee | None:
    for pattern in (_CORRESPONDENT, _NAMED, _DEAR):
        for passage in passages:
            for match in pattern.finditer(passage.text):
                who = _NEXT_LABEL.split(match.group("who"), maxsplit=1)[0].strip()
                found = ADDRESSEE.match(who)
                if found is not None:
                    return _without_label_word(addressee_in(found.group(0)), match.group("who"))
    return None


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
    searched on nothing and named as not found."""
    out: list[tuple[str, str]] = []
    for text in texts:
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


def addressee_for(instruction: str, claim_file: Callable[[], list[Passage]] | None) -> Addressee | None:
    """Who the letter is to: the instruction's "Mr Lacey", else the claim file's customer. A handler's shorthand
    for the name ("Mr O-L", "Mrs W") is the claim file's customer when the initials are theirs: a letter does
    not greet its reader by initials."""
    named = addressee_in(instruction)
    if named is not None and not _INITIALS.match(named.name.split()[-1]):
        return named
    on_file = addressee_from_file(claim_file() if claim_file else [])
    if named is None:
        return on_file
    if on_file is not None and _initials(on_file.name).upper().endswith(named.name.replace("-", "").replace(".", "")):
        return on_file
    return named


def _merge(*groups: Sequence[Passage]) -> list[Passage]:
    seen: dict[str, Passage] = {}
    for group in groups:
        for passage in group:
            seen.setdefault(passage.id, passage)
    return list(seen.values())


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
    whole = await retrieve(instruction, passages_per_answer)
    texts = split_parts(instruction) or [instruction]
    # A letter about a claim answers from that claim's own file first: every part considers all of it (it is
    # small, and its notes rarely share the part's words well enough to rank among the policy wording's).
    own_file = usable_evidence(claim_file()) if claim_file is not None and claim_ref else []
    parts: list[InstructionPart] = []
    for text, query in joined_parts(texts):
        searched = await retrieve(expanded_query(query), passages_per_part) if len(texts) > 1 else []
        found = _merge(searched, whole, own_file)
        parts.append(InstructionPart(text, query, tuple(answering(query, found, similar))))
    searched = _merge(whole, *(p.passages for p in parts))
    answerable = any(p.passages for p in parts)
    letter = LetterContext()
    if surface is Surface.LETTER_DRAFT and answerable:
        kind = letter_type_of(instruction, letter_type)
        addressee = addressee_for(instruction, claim_file)
        steps_query = NEXT_STEPS[kind]
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
