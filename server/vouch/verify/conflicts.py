"""Structural conflicts: what a claim changes about a passage that neither the value gates nor the model see.

Each check reads a claim (and its sentence) against the passages it is verified against and names one way a
letter sentence can reuse a passage's words while changing what they say. These are the lexical-overlap traps
of the domain: the sentence shares nearly every word with the passage, so a small entailment model reads it as
supported.

- ``condition_reversed``: "not covered, even where C" against "not covered unless C".
- ``coordination_changed``: "entry to and exit from" against "entry to or exit from" (and the reverse).
- ``included_as_extra``: "£200 on top of the £450" against "£450 (including £200 ...)".
- ``component_as_whole``: "your total excess is £450" / "you only pay the £450" against a row that also
  charges a £100 voluntary excess.
- ``planned_as_done``: "carried out their site investigation on 2 October" against "is booked for 2 October".
- ``excluded_case_affirmed``: "we will provide X ... if your car is written off" against "we will not provide
  X if your car is written off"; "an excess applies to repairs" against "there is no excess if repaired".
- ``exclusion_included``: "including rent the tenant is still obliged to pay" against "we will not pay for rent
  that the tenant remains obliged to pay".
- ``requirement_waived``: "without needing any proof" when no passage says a requirement is waived.
- ``coordinate_added``: "approved by the Claims Manager and a company director" when no passage names a
  director.
- ``cause_changed``: "caused by the new extension settling" against "caused by thermal movement of the
  brickwork rather than by subsidence".
- ``only_party_narrowed``: "only the tenant can end the lease" against "either the landlord or the tenant may".
- ``party_not_permitted``, ``charge_denied``, ``column_of_the_act``, ``one_made_many``, ``limit_basis_changed``:
  "your claims handler can waive" against "only a team lead may"; "with no administration charge" against
  "less an administration charge of £25"; "we paid the full £1,150" against a row whose "Paid by insurer" is
  £740; "an excess for each section" against "only one excess"; "£10,000 for each claim" against "£10,000 in
  any one period of insurance".

Each check is registered in ``checks`` and gives a ``Finding``. Any finding caps the claim's support at 0 against
every passage; a ``contradicts`` finding also makes the
sentence ``none`` rather than ``partial`` (the passage says otherwise, rather than saying nothing).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

from vouch.passages import table_row_cells
from vouch.verify.gates import passage_evidence
from vouch.verify.lexicon import (
    DETERMINERS,
    DISTRIBUTIVE_PHRASES,
    NEGATION_CUES,
    NIL_CELL_VALUES,
    NOT_A_BASIS,
    OCCASION_BASES,
    ONLY_PARTY_PHRASES,
    PERMISSION_PHRASES,
    PLAIN_CONDITION_MARKERS,
    PRONOUNS,
    REGARDLESS_MARKERS,
    RESTRICTION_MARKERS,
    ROLE_WORDS,
    SINGLE_PHRASES,
    WAIVING_MARKERS,
    alternation,
)
from vouch.verify.nlp import content_words, words
from vouch.verify.types import Claim, Finding, Verdict
from vouch.verify.values import Bound, ValueKind, extract_values


def _words(text: str) -> frozenset[str]:
    return frozenset(w for w in content_words(text) if w not in ROLE_WORDS)


def _covered(part: frozenset[str], whole: frozenset[str]) -> float:
    return len(part & whole) / len(part) if part else 0.0


_CLAUSE_SPLIT = re.compile(r"(?<=[.;!?])\s+|;\s*")


def _clauses(passages: Sequence[str]) -> list[str]:
    out: list[str] = []
    for text in passages:
        out.extend(c.strip() for c in _CLAUSE_SPLIT.split(text) if c and c.strip())
    return out


def _claim_text(claim: Claim, sentence: str) -> str:
    """The claim as decomposition rendered it: its own words plus the negation and condition it keeps."""
    return claim.text or sentence[claim.start : claim.end]


def _locate(sentence: str, fragment: str, claim: Claim) -> tuple[int, int]:
    at = sentence.find(fragment)
    return (at, at + len(fragment)) if at >= 0 else (claim.start, claim.end)


# --------------------------------------------------------------------------------------------------


_EVEN = re.compile(rf"\b({alternation(WAIVING_MARKERS)})\b([^.;]*)", re.I)
_RESTRICTION = re.compile(rf"\b({alternation(RESTRICTION_MARKERS)})\b([^.;]*)", re.I)


_PLAIN_IF = re.compile(rf"\b({alternation(PLAIN_CONDITION_MARKERS)})\b([^.;]*)", re.I)
_REGARDLESS = re.compile(rf"^(?:{alternation(REGARDLESS_MARKERS)})$", re.I)


def _reversal(said: re.Match[str], stated: re.Match[str], sentence: str, claim: Claim, verdict: Verdict) -> Finding:
    start, end = _locate(sentence, said.group(0).strip(), claim)
    return Finding(
        "condition_reversed",
        verdict,
        start,
        end,
        f"the passage says '{stated.group(0).strip()}'; the sentence says '{said.group(0).strip()}'",
    )


def condition_reversed(claim: Claim, sentence: str, passages: Sequence[str]) -> Finding | None:
    """'even if C' against 'unless C'; 'only if C' against 'even if (not) C'; 'whether or not C' against 'if C'."""
    text = _claim_text(claim, sentence)
    clauses = _clauses(passages)
    for m in _EVEN.finditer(text):
        said = _words(m.group(2))
        if len(said) < 2:
            continue
        for clause in clauses:
            for r in _RESTRICTION.finditer(clause):
                required = _words(r.group(2))
                if len(required) >= 2 and _covered(required, said) >= 0.6:
                    return _reversal(m, r, sentence, claim, Verdict.CONTRADICTS)
            if _REGARDLESS.match(m.group(1)):
                # "whether or not the home is unoccupied" drops the passage's "if the home is unoccupied".
                for r in _PLAIN_IF.finditer(clause):
                    required = _words(r.group(2))
                    if len(required) >= 2 and _covered(said, required) >= 0.8:
                        return _reversal(m, r, sentence, claim, Verdict.UNSUPPORTED)
    for m in _RESTRICTION.finditer(text):
        said = _words(m.group(2))
        if len(said) < 2:
            continue
        for clause in clauses:
            for e in _EVEN.finditer(clause):
                waived = _words(e.group(2))
                if len(waived) >= 2 and _covered(said, waived) >= 0.6:
                    return _reversal(m, e, sentence, claim, Verdict.CONTRADICTS)
    return None


_TOKEN = re.compile(r"[a-z£$€\d][\w,.'£$€-]*", re.I)


def _trigrams(text: str, joiner: str) -> set[tuple[str, str]]:
    tokens = [t.lower().rstrip(",.") for t in _TOKEN.findall(text)]
    return {(tokens[i - 1], tokens[i + 1]) for i in range(1, len(tokens) - 1) if tokens[i] == joiner}


# Where "or" against "and" changes what is required: in a condition or a requirement. In a list that names a
# category ("subsidence, heave or landslip claims") the two read the same.
_REQUIRING = re.compile(
    r"\b(if|unless|only|provided|providing|involv\w*|requir\w*|must|need\w*|either|both|as long as)\b", re.I
)


def _requiring_clauses(passage: str) -> list[str]:
    return [c for c in _CLAUSE_SPLIT.split(passage) if c and _REQUIRING.search(c)]


def coordination_changed(claim: Claim, sentence: str, passages: Sequence[str]) -> Finding | None:
    """'A or B' made 'A and B' (stricter or different) or 'A and B' made 'A or B' (wider) on the same words,
    where the passage states a condition or a requirement."""
    text = _claim_text(claim, sentence)
    claim_and, claim_or = _trigrams(text, "and"), _trigrams(text, "or")
    for passage in (clause for p in passages for clause in _requiring_clauses(p)):
        passage_and, passage_or = _trigrams(passage, "and"), _trigrams(passage, "or")
        for said, stated, was, now in (
            (claim_and - claim_or, passage_or - passage_and, "or", "and"),
            (claim_or - claim_and, passage_and - passage_or, "and", "or"),
        ):
            for left, right in said & stated:
                if left in {"a", "an", "the"} or right in {"a", "an", "the"}:
                    continue
                fragment = f"{left} {now} {right}"
                m = re.search(rf"\b{re.escape(left)}\s+{now}\s+{re.escape(right)}", sentence, re.I)
                start, end = (m.start(), m.end()) if m else (claim.start, claim.end)
                return Finding(
                    "coordination_changed",
                    Verdict.UNSUPPORTED,
                    start,
                    end,
                    f"the passage says '{left} {was} {right}'; the sentence says '{fragment}'",
                )
    return None


_INCLUDES = re.compile(r"\b(?:including|includes|inclusive of|which includes|made up of)\b", re.I)
_ADDITION = re.compile(r"\b(on top of|in addition to|plus|as well as|additional|extra|added to|besides)\b", re.I)


def _money_amounts(text: str) -> list[tuple[Decimal, int, int]]:
    return [
        (v.amount, v.start, v.end) for v in extract_values(text) if v.kind is ValueKind.MONEY and v.amount is not None
    ]


_INCLUDED_PART = re.compile(
    r"[£$€]\s?[\d,]+(?:\.\d+)?[^.;]{0,40}?\b(?:including|inclusive of|which includes)\s+(?P<part>[^;).]+)", re.I
)


def included_as_extra(claim: Claim, sentence: str, passages: Sequence[str]) -> Finding | None:
    text = _claim_text(claim, sentence)
    cue = _ADDITION.search(text)
    if not cue:
        return None
    # "£612.40 including Insurance Premium Tax at 12%" against "£612.40 plus Insurance Premium Tax".
    added = _words(text[cue.end() :])
    for passage in passages:
        for included in _INCLUDED_PART.finditer(passage):
            named = _words(included.group("part"))
            if named and added and _covered(named, added) >= 0.6:
                start, end = _locate(sentence, cue.group(0), claim)
                return Finding(
                    "included_as_extra",
                    Verdict.CONTRADICTS,
                    start,
                    end,
                    f"the passage's amount already includes {included.group('part').strip()}; the sentence adds "
                    f"it '{cue.group(0)}'",
                )
    said = {amount for amount, _, _ in _money_amounts(text)}
    if len(said) < 2:
        return None
    for passage in passages:
        amounts = _money_amounts(passage)
        for i, (whole, _, whole_end) in enumerate(amounts):
            for part, part_start, _ in amounts[i + 1 :]:
                between = passage[whole_end:part_start]
                if len(between) > 40 or not _INCLUDES.search(between):
                    continue
                if whole in said and part in said and part < whole:
                    start, end = _locate(sentence, cue.group(0), claim)
                    return Finding(
                        "included_as_extra",
                        Verdict.CONTRADICTS,
                        start,
                        end,
                        f"the passage says {passage[amounts[i][1] : whole_end]} already includes "
                        f"{passage[part_start : part_start + 12].split(' ')[0]}; the sentence adds it "
                        f"'{cue.group(0)}'",
                    )
    return None


_WHOLE = re.compile(r"\b(total|in total|altogether|in all|only|just|all you (?:need to|must|have to) pay)\b", re.I)


def component_as_whole(claim: Claim, sentence: str, passages: Sequence[str]) -> Finding | None:
    """One amount of a table row given as all there is, when the row charges another of the same kind."""
    text = _claim_text(claim, sentence)
    cue = _WHOLE.search(text)
    if not cue:
        return None
    said = _money_amounts(text)
    if len(said) != 1:
        return None
    amount = said[0][0]
    mentioned = _words(text)
    for passage in passages:
        row = passage_evidence(passage).table_row
        if row is None:
            continue
        holding = next((c for c in row.cells if any(v.amount == amount for v in c.values)), None)
        if holding is None:
            continue
        kind = set(holding.label.split()[-1:])  # "compulsory excess" -> {"excess"}
        for other in row.cells:
            if other is holding or not kind & set(other.label.split()):
                continue
            others = [v for v in other.values if v.kind is ValueKind.MONEY and v.amount]
            if not others:
                continue
            if set(other.label.split()) - kind <= mentioned and any(v.amount == amount for v in others):
                continue
            start, end = _locate(sentence, cue.group(0), claim)
            return Finding(
                "component_as_whole",
                Verdict.UNSUPPORTED,
                start,
                end,
                f"the row also gives {other.label} = {others[0].text}; the sentence gives "
                f"{holding.label} as all there is",
            )
    return None


_PLANNED = re.compile(
    r"\b(booked|scheduled|arranged|planned|due|expected|proposed|to take place|will (?:take place|visit|attend|"
    r"inspect|carry out))\b[^.;]{0,40}$",
    re.I,
)
_DONE = re.compile(
    r"\b(carried out|took place|attended|completed|visited|inspected|happened|occurred|performed|conducted|"
    r"held|was done|were done|did|made|sent|issued|paid|received|met|examined|surveyed|investigated)\b",
    re.I,
)


def planned_as_done(claim: Claim, sentence: str, passages: Sequence[str]) -> Finding | None:
    text = _claim_text(claim, sentence)
    if _PLANNED.search(text + " "):
        return None
    done = _DONE.search(text)
    if not done:
        return None
    dates = [v for v in extract_values(text) if v.kind is ValueKind.DATE and v.date is not None]
    for value in dates:
        for passage in passages:
            for stated in extract_values(passage):
                if stated.kind is not ValueKind.DATE or not set(stated.date_readings) & set(value.date_readings):
                    continue
                before = passage[max(0, stated.start - 50) : stated.start]
                if _PLANNED.search(before) and not _DONE.search(before):
                    start, end = _locate(sentence, done.group(0), claim)
                    return Finding(
                        "planned_as_done",
                        Verdict.UNSUPPORTED,
                        start,
                        end,
                        f"the passage says '{before.strip()} {stated.text}', not that it has happened",
                    )
    return None


_NEGATIVE_IF = re.compile(
    r"^(?P<head>.*?\b(?:will not|won't|do not|does not|cannot|can't|is not|are not|not|no|never)\b.*?)"
    r"\b(?:if|where|when|while)\b(?P<cond>.+)$",
    re.I,
)
_CLAIM_NEGATED = re.compile(rf"\b({alternation(NEGATION_CUES)})\b", re.I)


def excluded_case_affirmed(claim: Claim, sentence: str, passages: Sequence[str]) -> Finding | None:
    """A positive statement about the very case a passage excludes ("not X if C" against "X ... if C")."""
    text = _claim_text(claim, sentence)
    if claim.negated or _CLAIM_NEGATED.search(text):
        return None
    said = _words(text)
    for clause in _clauses(passages):
        m = _NEGATIVE_IF.match(clause.rstrip("."))
        if not m:
            continue
        for cond in re.split(r",? or (?:if|where|when) ", m.group("cond")):
            head, case = _words(m.group("head")), _words(cond)
            if len(case) < 1 or not head:
                continue
            if _covered(head, said) >= 0.6 and _covered(case, said) >= 0.5 and len(head & said) + len(case & said) >= 2:
                return Finding(
                    "excluded_case_affirmed",
                    Verdict.CONTRADICTS,
                    claim.start,
                    claim.end,
                    f"the passage says '{m.group('head').strip()} if{cond.rstrip(',')}'; the sentence says the "
                    "opposite for that case",
                )
    if _EXCEPTING.search(text):
        return None  # the claim keeps an exception of its own: the model weighs which
    for clause in _clauses(passages):
        m = _UNLESS.match(clause.rstrip("."))
        if not m or _NEGATIVE_HEAD.search(m.group("head")):
            continue
        head = _words(m.group("head"))
        for case_text in _DISJUNCTS.split(m.group("cond")):
            case = _words(case_text)
            if (
                len(case) >= 2
                and _covered(case, said) >= UNLESS_CASE_COVERED
                and len(head & said) >= 3
                and _covered(head, said) >= UNLESS_HEAD_COVERED
            ):
                return Finding(
                    "excluded_case_affirmed",
                    Verdict.CONTRADICTS,
                    claim.start,
                    claim.end,
                    f"the passage says '{m.group('head').strip()}' unless{m.group('cond')}; the sentence says it "
                    f"holds for '{case_text.strip()}'",
                )
    return None


# "X, unless C1, C2 or C3": X holds except in each case; a claim that X holds in one of those cases says the
# opposite of the passage (a volunteer "using a ladder more than 3 metres high ... treated as a member of the
# public" against "treated as members of the public ... unless they are injured while using ... a ladder more
# than 3 metres high"). The claim must restate the head and name one case nearly in full.
_UNLESS = re.compile(r"^(?P<head>.+?),?\s+\b(?:unless|except (?:where|when|if))\b(?P<cond>.+)$", re.I)
_DISJUNCTS = re.compile(r",\s*(?:or\s+)?|\s+or\s+", re.I)
# A head that is itself an exclusion ("we will not pay for strings unless ..."): its unless-case is cover,
# which a positive claim may state. "Without pay" describes, it does not deny.
_NEGATIVE_HEAD = re.compile(
    r"\b(?:not|no|never|cannot|can't|won't|don't|doesn't|isn't|aren't|excluded|excludes|exclude)\b", re.I
)
_EXCEPTING = re.compile(r"\b(?:unless|except|other than|apart from|not if|but not)\b", re.I)
UNLESS_CASE_COVERED = 0.75
UNLESS_HEAD_COVERED = 0.4


_INCLUDING = re.compile(r"\b(including|as well as|and also|even)\b\s+([^,.;]+)", re.I)
_EXCLUSION = re.compile(
    r"\b(?:will not pay for|will not cover|do not cover|does not cover|is not covered|are not covered|"
    r"not insured|excluded|excludes|will not provide|we do not pay for)\b(?P<what>[^.;]+)",
    re.I,
)


def exclusion_included(claim: Claim, sentence: str, passages: Sequence[str]) -> Finding | None:
    text = _claim_text(claim, sentence)
    if _CLAIM_NEGATED.search(text.split(",")[0]):
        return None
    for m in _INCLUDING.finditer(text):
        added = _words(m.group(2))
        if len(added) < 2:
            continue
        for clause in _clauses(passages):
            for e in _EXCLUSION.finditer(clause):
                excluded = _words(e.group("what"))
                if len(excluded) >= 2 and _covered(excluded, added) >= 0.6:
                    start, end = _locate(sentence, m.group(0).strip(), claim)
                    return Finding(
                        "exclusion_included",
                        Verdict.CONTRADICTS,
                        start,
                        end,
                        f"the passage excludes '{e.group('what').strip()}'; the sentence includes it",
                    )
    return None


_WAIVED = re.compile(
    r"\b(without (?:needing|having to|the need (?:for|to)|any need (?:for|to)|requiring|asking for|providing|"
    r"sending|any)|no need (?:for|to)|(?:do|does) not need to|need not|do not have to|does not have to)\b([^,.;]*)",
    re.I,
)
_WAIVER_STATED = re.compile(
    r"\b(without|no need|not need|need not|needn't|do not have to|does not have to|not required|is not needed|"
    r"are not needed|not necessary)\b",
    re.I,
)


def requirement_waived(claim: Claim, sentence: str, passages: Sequence[str]) -> Finding | None:
    """'Without needing any proof': a requirement said to be waived, which no passage waives."""
    text = _claim_text(claim, sentence)
    m = _WAIVED.search(text)
    if not m or len(_words(m.group(2))) < 1:
        return None
    waived = _words(m.group(2))
    claimed = [amount for amount, _, _ in _money_amounts(text)]
    for clause in _clauses(passages):
        if _covered(waived, _words(clause)) < 0.5:
            continue
        if _WAIVER_STATED.search(clause):
            return None
        # "Any settlement above £50,000 must be approved by the Claims Manager": for £42,000 it is not needed.
        floors = [
            v.amount
            for v in extract_values(clause)
            if v.kind is ValueKind.MONEY and v.bound is Bound.LOWER and v.amount is not None
        ]
        if claimed and floors and all(amount <= min(floors) for amount in claimed):
            return None
    start, end = _locate(sentence, m.group(0).strip(), claim)
    return Finding(
        "requirement_waived",
        Verdict.UNSUPPORTED,
        start,
        end,
        f"no passage says '{m.group(0).strip()}': the sentence waives something the documents do not",
    )


_CAUSE = re.compile(
    r"\b(?:caused by|due to|because of|as a result of|resulting from|the result of|brought about by)\s+([^,.;]+)", re.I
)
_RATHER = re.compile(r"\b(?:rather than|and not|not by|instead of)\b.*$", re.I)


def _causes(text: str) -> list[tuple[frozenset[str], frozenset[str], str]]:
    """(what was caused, what caused it, the cause as written) for each causal phrase of a text."""
    out: list[tuple[frozenset[str], frozenset[str], str]] = []
    for clause in _CLAUSE_SPLIT.split(text):
        for m in _CAUSE.finditer(clause):
            cause = _RATHER.sub("", m.group(1)).strip()
            effect = clause[max(0, m.start() - 120) : m.start()]
            out.append((_words(effect), _words(cause), cause))
    return out


def cause_changed(claim: Claim, sentence: str, passages: Sequence[str]) -> Finding | None:
    """'caused by the new extension settling' when the passage about the same damage says 'caused by thermal
    movement': every passage statement of what caused this names something else."""
    claimed = _causes(_claim_text(claim, sentence))
    if not claimed:
        return None
    stated = [c for passage in passages for c in _causes(passage)]
    for effect, cause, written in claimed:
        if not cause:
            continue
        about_same = [(c, w) for e, c, w in stated if len(effect & e) >= 2 and c]
        if about_same and not any(cause & c for c, _ in about_same):
            start, end = _locate(sentence, written, claim)
            return Finding(
                "cause_changed",
                Verdict.CONTRADICTS,
                start,
                end,
                f"the passage gives the cause as '{about_same[0][1]}', not '{written}'",
            )
    return None


_NOUNS = frozenset({"NOUN", "PROPN"})


def coordinate_added(claim: Claim, sentence: str, passages: Sequence[str]) -> Finding | None:
    """'approved by the Claims Manager and a company director' when the passages name only the Claims Manager:
    a party or thing joined to a supported one that no passage mentions at all."""
    from vouch.verify.nlp import parse

    text = _claim_text(claim, sentence)
    stated = frozenset().union(*(content_words(p) for p in passages)) if passages else frozenset()
    doc = parse(text)
    for token in doc:
        if token.dep_ != "conj" or token.pos_ not in _NOUNS or token.head.pos_ not in _NOUNS:
            continue
        if not any(t.lower_ in {"and", "plus"} for t in token.head.children if t.dep_ == "cc"):
            continue
        head_words = content_words(" ".join(t.text for t in token.head.subtree if t.i < token.i and t.dep_ != "cc"))
        own = [t for t in token.subtree if t.i <= token.i]
        added = content_words(" ".join(t.text for t in own)) - ROLE_WORDS
        if not added or not head_words or not head_words & stated:
            continue
        if added & stated:
            continue
        fragment = doc[own[0].i : token.i + 1].text
        start, end = _locate(sentence, fragment, claim)
        return Finding(
            "coordinate_added",
            Verdict.UNSUPPORTED,
            start,
            end,
            f"no passage mentions '{fragment}'",
        )
    return None


_DENIED_CHARGE = re.compile(
    r"\b(?:with no|without (?:an? |any )?|no)\s*((?:[a-z]+\s){0,2}(?:charge|fee|excess|deduction|penalty|interest))\b",
    re.I,
)


# A table cell that answers its charge with none: "Voluntary excess = Not applicable".
_NIL_CELL = re.compile(
    rf"(?:^|[:;,]\s*)(?P<label>[a-z][a-z' -]{{0,40}}?)\s*=\s*(?:{alternation(NIL_CELL_VALUES)}|n/a)\s*(?:$|[;.,])", re.I
)


def _denied_in(clause: str) -> frozenset[str]:
    found = _DENIED_CHARGE.search(clause)
    if found:
        return _words(found.group(1))
    cell = _NIL_CELL.search(clause)
    return _words(cell.group("label")) if cell else frozenset()


def charge_denied(claim: Claim, sentence: str, passages: Sequence[str]) -> Finding | None:
    """'with no administration charge' when the passage deducts 'an administration charge of £25', and says
    nowhere that there is none."""
    text = _claim_text(claim, sentence)
    m = _DENIED_CHARGE.search(text)
    if not m:
        return None
    charge = _words(m.group(1))
    if not charge:
        return None
    clauses = _clauses(passages)
    if any(charge <= _denied_in(clause) for clause in clauses):
        return None  # the passage itself says there is none (in some case): the model weighs the case
    for clause in clauses:
        for value in extract_values(clause):
            if value.kind is not ValueKind.MONEY:
                continue
            around = clause[max(0, value.start - 60) : value.end + 20]
            if charge <= _words(around):
                start, end = _locate(sentence, m.group(0), claim)
                return Finding(
                    "charge_denied",
                    Verdict.CONTRADICTS,
                    start,
                    end,
                    f"the passage charges '{around.strip()}'; the sentence says there is none",
                )
    return None


_ONLY_PARTIES = re.compile(
    rf"\bonly (?:an? |the )?(?P<parties>[a-z][a-z ,'-]{{1,80}}?)\s+(?:{alternation(ONLY_PARTY_PHRASES)})\s+"
    r"(?P<verb>[a-z]+)",
    re.I,
)
_PARTY_ACTS = re.compile(
    rf"(?P<party>\b[a-z][a-z' -]{{1,60}}?)\s+(?:{alternation(PERMISSION_PHRASES)})\s+(?P<verb>[a-z]+)",
    re.I,
)


def _heads(parties: str) -> frozenset[str]:
    """The head noun of each party in "a team lead or a claims manager": {"lead", "manager"}."""
    out = set()
    for party in re.split(r",|\bor\b|\band\b", parties):
        named = [w for w in words(party.lower()) if w not in DETERMINERS]
        if named:
            out.add(named[-1].rstrip("s"))
    return frozenset(out)


def party_not_permitted(claim: Claim, sentence: str, passages: Sequence[str]) -> Finding | None:
    """'Your claims handler can waive the excess' against 'Only a team lead or a claims manager may waive an
    excess': someone the passage does not allow is said to be allowed."""
    text = _claim_text(claim, sentence)
    if _CLAIM_NEGATED.search(text):
        return None
    for acts in _PARTY_ACTS.finditer(text):
        party = _heads(acts.group("party"))
        if not party or party <= PRONOUNS:
            continue
        for clause in _clauses(passages):
            for only in _ONLY_PARTIES.finditer(clause):
                if _stem_verb(only.group("verb")) != _stem_verb(acts.group("verb")):
                    continue
                allowed = _heads(only.group("parties"))
                if allowed and not party & allowed:
                    start, end = _locate(sentence, acts.group("party").strip(), claim)
                    return Finding(
                        "party_not_permitted",
                        Verdict.CONTRADICTS,
                        start,
                        end,
                        f"the passage says only {only.group('parties').strip()} may {only.group('verb')}",
                    )
    return None


def only_party_narrowed(claim: Claim, sentence: str, passages: Sequence[str]) -> Finding | None:
    """'Only the tenant can end the lease' against 'either the Landlord or the Tenant may terminate': the
    passage gives the act to several parties and the sentence to one of them alone (the reverse of
    ``party_not_permitted``)."""
    text = _claim_text(claim, sentence)
    said = _ONLY_PARTIES.search(text)
    if said is None:
        return None
    alone = _heads(said.group("parties"))
    if len(alone) != 1 or alone <= PRONOUNS:
        return None
    claim_words = _words(text)
    for clause in _clauses(passages):
        if _ONLY_PARTIES.search(clause) or _covered(claim_words, _words(clause)) < 0.4:
            continue
        for acts in _PARTY_ACTS.finditer(clause):
            allowed = _heads(acts.group("party"))
            if alone < allowed and re.search(r"\b(?:or|and)\b", acts.group("party"), re.I):
                start, end = _locate(sentence, said.group(0), claim)
                return Finding(
                    "only_party_narrowed",
                    Verdict.CONTRADICTS,
                    start,
                    end,
                    f"the passage says '{acts.group(0).strip()}'; the sentence gives it to "
                    f"{said.group('parties').strip()} alone",
                )
    return None


def _stem_verb(verb: str) -> str:
    return next(iter(content_words(verb)), verb.lower())


_ACT_LABEL = re.compile(r"\b(paid|charged|received|settled|refunded|owed|deducted|claimed|agreed|offered)\b", re.I)


def column_of_the_act(claim: Claim, sentence: str, passages: Sequence[str]) -> Finding | None:
    """'we paid the full £1,150.00' against a row whose 'Paid by insurer' cell is £740.00 (the £1,150.00 is the
    'Rent due'): the claim names what was done, and the row's column for that act gives another amount."""
    text = _claim_text(claim, sentence)
    said = {amount for amount, _, _ in _money_amounts(text)}
    if not said:
        return None
    claim_words = content_words(text)
    for passage in passages:
        row = passage_evidence(passage).table_row
        if row is None:
            continue
        for cell in row.cells:
            act = _ACT_LABEL.search(cell.label)
            amounts = {v.amount for v in cell.values if v.kind is ValueKind.MONEY and v.amount is not None}
            if not act or not amounts or not content_words(act.group(1)) <= claim_words:
                continue
            if said.isdisjoint(amounts) and any(
                v.amount in said for other in row.cells if other is not cell for v in other.values
            ):
                start, end = _locate(sentence, act.group(1), claim)
                shown = next(v.text for v in cell.values if v.kind is ValueKind.MONEY)
                return Finding(
                    "column_of_the_act",
                    Verdict.CONTRADICTS,
                    start,
                    end,
                    f"the row gives {cell.label} = {shown}; the sentence's amount is another column's",
                )
    return None


_ONLY_ONE = re.compile(rf"\b(?:{alternation(SINGLE_PHRASES)})\s+([a-z]+)", re.I)
_MANY = re.compile(rf"\b(?:{alternation(DISTRIBUTIVE_PHRASES)})\b", re.I)


def one_made_many(claim: Claim, sentence: str, passages: Sequence[str]) -> Finding | None:
    """'you pay an excess for each section' against 'you will pay only one excess'."""
    text = _claim_text(claim, sentence)
    many = _MANY.search(text)
    if not many or _ONLY_ONE.search(text):
        return None
    claim_words = content_words(text)
    for clause in _clauses(passages):
        for only in _ONLY_ONE.finditer(clause):
            if content_words(only.group(1)) <= claim_words:
                start, end = _locate(sentence, many.group(0), claim)
                return Finding(
                    "one_made_many",
                    Verdict.CONTRADICTS,
                    start,
                    end,
                    f"the passage says '{only.group(0)}'; the sentence says '{many.group(0)}'",
                )
    return None


_BASIS = re.compile(
    r"\b(?:(?:in|for|during)\s+any\s+one|for\s+each|for\s+every|each|every|per|a)\s+"
    r"(period of insurance|claim|event|item|article|loss|incident|year|person)\b",
    re.I,
)
# "£250 for each ram" against "£250 each claim": an amount counted per thing (a ram, a head, a bicycle) is not
# one counted per occasion. A thing basis is any noun after "for each" / "per"; occasions are named in full.
_THING_BASIS = re.compile(r"^\s*(?:for\s+each|for\s+every|per)\s+(?P<thing>[a-z]+)\b", re.I)
_THING_BASIS_BEFORE = re.compile(r"\b(?:for\s+each|for\s+every|per)\s+(?P<thing>[a-z]+)\s*[=:]?\s*$", re.I)


@dataclass(frozen=True)
class Basis:
    """What an amount is counted per: a named basis ("claim", "period of insurance") or a thing ("ram")."""

    word: str
    thing: bool = False

    def differs_from(self, other: Basis) -> bool:
        """Counts the amount differently: two named bases that differ, or a thing against an occasion. Two
        things ("per head", "for each ram") may be the same thing in other words."""
        if self.thing and other.thing:
            return False
        if self.thing or other.thing:
            return (other if self.thing else self).word in OCCASION_BASES
        return self.word != other.word


def _amount_bases(text: str) -> dict[Decimal, Basis]:
    """Each amount with what it is counted per ("£10,000 in any one period of insurance" -> period)."""
    out: dict[Decimal, Basis] = {}
    values = extract_values(text)
    for index, value in enumerate(values):
        if value.kind is not ValueKind.MONEY or value.amount is None:
            continue
        # What an amount is counted per is said in its own clause (a row's cell, a clause up to a semicolon),
        # and before the next value: in "up to £400 for each engagement and £2,000 in a period of insurance"
        # the period is the £2,000's basis, not the £400's.
        following = values[index + 1].start if index + 1 < len(values) else len(text)
        preceding = values[index - 1].end if index > 0 else 0
        after = text[value.end : min(value.end + 60, following)].split(";")[0]
        before = text[max(0, preceding, value.start - 60) : value.start].rsplit(";", 1)[-1]
        basis = _BASIS.search(after) or _BASIS.search(before)
        if basis:
            out[value.amount] = Basis(basis.group(1).lower())
            continue
        thing = _THING_BASIS.match(after) or _THING_BASIS_BEFORE.search(before)
        if thing and thing.group("thing").lower() not in NOT_A_BASIS:
            out[value.amount] = Basis(thing.group("thing").lower(), thing=True)
    return out


def limit_basis_changed(claim: Claim, sentence: str, passages: Sequence[str]) -> Finding | None:
    """'up to £10,000 for each claim' against '£10,000 in any one period of insurance'."""
    claimed = _amount_bases(_claim_text(claim, sentence))
    if not claimed:
        return None
    for passage in passages:
        for amount, basis in _amount_bases(passage).items():
            said = claimed.get(amount)
            if said is not None and said.differs_from(basis):
                return Finding(
                    "limit_basis_changed",
                    Verdict.CONTRADICTS,
                    claim.start,
                    claim.end,
                    f"the passage counts this amount per {basis.word}; the sentence per {said.word}",
                )
    return None


_PERMISSION_LABEL = re.compile(r"^(?:may|can|is allowed to|allowed to)\s+(?P<act>.+)$", re.I)
_CLAIM_PERMITS = re.compile(r"\b(?:can|may|is allowed to|are allowed to|is able to|are able to|will)\b", re.I)


def permission_cell(claim: Claim, sentence: str, passages: Sequence[str]) -> Finding | None:
    """'A claims handler can accept a late appeal' against a row 'Role = Claims handler; May accept a late
    appeal = No' (and the opposite for 'cannot' against 'Yes')."""
    text = _claim_text(claim, sentence)
    claim_words = _words(text)
    negated = bool(_CLAIM_NEGATED.search(text))
    if not negated and not _CLAIM_PERMITS.search(text):
        return None
    for passage in passages:
        pairs = table_row_cells(passage)
        if not pairs or not _words(pairs[0][1]) or not _words(pairs[0][1]) <= claim_words:
            continue  # the claim is not about this row's subject ("Claims handler")
        for label, value in pairs[1:]:
            permission = _PERMISSION_LABEL.match(label)
            answer = value.lower()
            if permission is None or answer not in ("yes", "no"):
                continue
            if not _words(permission.group("act")) <= claim_words:
                continue
            if (answer == "no") != negated:
                return Finding(
                    "permission_cell",
                    Verdict.CONTRADICTS,
                    claim.start,
                    claim.end,
                    f"the row for {pairs[0][1]} says '{label} = {value}'",
                )
    return None


_DEFINITION_EXCLUDES = re.compile(
    r"(?P<term>\b[a-z][a-z' ]{2,40}?)\s+(?:does not include|do not include|excludes|does not cover|does not mean)\s+"
    r"(?P<what>[^.;]+)",
    re.I,
)
_COUNTS_AS = re.compile(
    r"^(?P<what>.+?)\s+(?:counts as|is treated as|are treated as|is classed as|qualifies as|is part of|falls under|"
    r"is covered as|are covered as|count as)\s+(?:an?\s+|the\s+)?(?P<term>[^.,;]+)",
    re.I,
)


def definition_excludes(claim: Claim, sentence: str, passages: Sequence[str]) -> Finding | None:
    """'Water overflowing from gutters counts as an escape of water' against 'Escape of water does not include
    water overflowing from gutters, downpipes or drains'."""
    text = _claim_text(claim, sentence)
    said = _COUNTS_AS.search(text)
    if not said or _CLAIM_NEGATED.search(said.group(0)):
        return None
    term, what = _words(said.group("term")), _words(said.group("what"))
    for clause in _clauses(passages):
        for excluded in _DEFINITION_EXCLUDES.finditer(clause):
            if (
                _covered(term, _words(excluded.group("term"))) >= 0.6
                and _covered(what, _words(excluded.group("what"))) >= 0.6
            ):
                start, end = _locate(sentence, said.group(0), claim)
                return Finding(
                    "definition_excludes",
                    Verdict.CONTRADICTS,
                    start,
                    end,
                    f"the passage says {excluded.group('term').strip()} does not include "
                    f"{excluded.group('what').strip()}",
                )
    return None


_ADDED_TO = re.compile(r"\b(?:is|are)\s+added\s+to\b|\bon top of\b|\bin addition to\b|\bas well as\b", re.I)
_REPLACES = re.compile(r"\breplaces?\b|\binstead of\b|\bin place of\b|\breplaced by\b", re.I)


def combination_changed(claim: Claim, sentence: str, passages: Sequence[str]) -> Finding | None:
    """'the voluntary excess replaces the standard excess' against 'is added to the standard excess' (and the
    reverse): one amount said to take another's place when the passage adds them, or the other way round."""
    text = _claim_text(claim, sentence)
    claim_words = _words(text)
    for said, stated, was in ((_REPLACES, _ADDED_TO, "adds"), (_ADDED_TO, _REPLACES, "replaces")):
        cue = said.search(text)
        if not cue:
            continue
        for clause in _clauses(passages):
            if stated.search(clause) and not said.search(clause) and _covered(_words(clause), claim_words) >= 0.6:
                start, end = _locate(sentence, cue.group(0), claim)
                return Finding(
                    "combination_changed",
                    Verdict.CONTRADICTS,
                    start,
                    end,
                    f"the passage {was} ('{clause.strip()}'); the sentence says '{cue.group(0)}'",
                )
    return None


# A cover's territory widened to the whole world: "covered anywhere in the world" against "anywhere in the
# United Kingdom", "worldwide" against a row's "Area = Europe" or a cover named "Personal Possessions (UK)".
_WORLD = re.compile(
    r"\b(?:world-?wide|anywhere in the world|throughout the world|all over the world|in any country)\b", re.I
)
_TERRITORY = re.compile(
    r"\b(?i:area|territory|territorial limits?|geographical limits?|region)\s*=\s*(?P<cell>[^;]+)"
    r"|\banywhere (?:in|within) (?:the )?(?P<named>[A-Z][\w]*(?: [A-Z][\w]*)*)"
    r"|\((?P<paren>UK|United Kingdom|Great Britain|GB|Europe|EU)\)",
)
_TERRITORY_WORDS = frozenset(content_words("anywhere world worldwide cover covered covers insured area territory"))


def territory_widened(claim: Claim, sentence: str, passages: Sequence[str]) -> Finding | None:
    """'covered anywhere in the world' when the passage about the same cover limits it to a named territory and
    no passage gives it the world."""
    text = _claim_text(claim, sentence)
    if not _WORLD.search(text) or any(_WORLD.search(p) for p in passages):
        return None
    said = _words(text) - _TERRITORY_WORDS
    # A table row is one unit (its "Area = Europe" is about the policy its other cells name); prose by clause.
    units = [p for p in passages if table_row_cells(p) is not None]
    units += _clauses([p for p in passages if table_row_cells(p) is None])
    for clause in units:
        m = _TERRITORY.search(clause)
        if not m:
            continue
        territory = (m.group("cell") or m.group("named") or m.group("paren") or "").strip()
        if not territory or territory.lower() in ("world", "the world"):
            continue
        if len(said & (_words(clause) - _TERRITORY_WORDS)) < 1:
            continue  # about another cover
        return Finding(
            "territory_widened",
            Verdict.CONTRADICTS,
            claim.start,
            claim.end,
            f"the passage limits this to {territory}; the sentence says anywhere in the world",
        )
    return None


# An amount the passage restricts with "only" ("Excess = £250 property damage only", "£150 for theft claims
# only") that the claim extends to more ("applies to injury claims as well as property damage", "to any claim").
_ONLY_SCOPED = re.compile(r"(?P<amount>[£$€]\s?\d[\d,]*(?:\.\d+)?)(?P<scope>[^.;=]{3,50}?)\bonly\b", re.I)
_WIDENING = re.compile(
    r"\b(?:as well as|and also|both|all claims|any claim|every claim|whatever the|regardless of|of any kind)\b", re.I
)
_SCOPE_FILLER = frozenset(content_words("excess limit applies apply respect claim claims for is the a an of in"))


def only_scope_widened(claim: Claim, sentence: str, passages: Sequence[str]) -> Finding | None:
    """'the £250 excess applies to injury claims as well as property damage' against 'Excess = £250 property
    damage only'."""
    text = _claim_text(claim, sentence)
    if not _WIDENING.search(text):
        return None
    claimed = {a for a, _, _ in _money_amounts(text)}
    said = _words(text)
    for passage in passages:
        for m in _ONLY_SCOPED.finditer(passage):
            amounts = _money_amounts(m.group("amount"))
            if not amounts or amounts[0][0] not in claimed:
                continue
            scope = _words(m.group("scope")) - _SCOPE_FILLER
            if scope and scope & said:
                return Finding(
                    "only_scope_widened",
                    Verdict.CONTRADICTS,
                    claim.start,
                    claim.end,
                    f"the passage gives {m.group('amount')} for{m.group('scope')} only; the sentence extends it",
                )
    return None
