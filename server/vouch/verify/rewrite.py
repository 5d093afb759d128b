"""Correct an unsupported sentence with the smallest honest edit, or not at all.

``propose(sentence_text, claims, passages, threshold, check_claim)`` keeps the sentence in its writer's own
words and makes one of two edits per unsupported claim (DESIGN.md "Verification", step 6):

* *value replaced*: a value, date, period, amount or identifier the aligned passage gives differently is
  replaced by the passage's value for the same slot ("within 45 days" -> "within 30 days"). The aligned
  passage is the one whose sentence carrying that value shares most of the claim's other words: a passage
  that merely contains another "30 days" about something else is not a source for this claim. The value goes
  in as the sentence writes its own ("on August 18, 2026" -> "on August 16, 2026" from a note's 08/16/2026):
  a correction changes a value, not the letter's style (``written_like``);
* *clause dropped*: a claim no passage supports is cut out along the range decomposition gave it, with the
  connective that joined it, when at least one supported claim is left to say. A claim whose figures the gates
  verified against its passage (stated there, or worked out from it) is not "supported by no passage": the
  model failed to read it, and it stays as written. A clause that draws a conclusion from another ("..., so it
  is covered", "..., which means we cannot pay") is never cut, nor is the premise it follows from: the checker
  scores an inference low even when it follows, and a letter without its conclusion (or a conclusion without
  its reason) no longer says what its writer meant (bench/letters_blind2: all five wrong clause drops cut one).

A file-note entry's opening stamp ("[e8] 05/03/2026 16:00 AB - ...") is the date the note was written, not a
value the note states for any slot, so it never replaces a claim's value.

A claim that neither fits leaves no rewrite: the policy's stub or annotation follows. Nothing from a passage
is pasted in beyond the replaced values, so a file-note entry, a header or a caption can never reach a letter
through here. The caller checks the edited sentence again with the full checker; ``measure`` says how much of
the original the edit kept, and ``vouch.policy.accept_rewrite`` decides whether it may be used.

``letter_voice``, ``table_sentence`` and ``status_sentence`` read a passage in the letter's voice for the
scorer's premises (``vouch.verify.score``); they no longer write letter text.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from vouch.ingest.shapes import without_record_stamp
from vouch.passages import table_row_cells
from vouch.verify.gates import same_quantity
from vouch.verify.score import PassageLike, content_tokens, coverage, passage_sentences
from vouch.verify.types import Claim, ClaimScore, GateFinding, GateResult, RewriteMeasure
from vouch.verify.values import MONTH_NAMES, Value, ValueKind, extract_values

# Share of a claim's words (its contradicted values left out) that the passage sentence carrying the other
# value must share: below it the passage speaks of another slot, and its value is not this claim's.
MIN_ALIGNMENT = 0.6
# Gate kinds whose passage value can stand in the claim's place, word for word.
REPLACEABLE = frozenset({"money", "number", "percent", "date", "duration", "identifier", "clause"})
# Gate kinds that are figures: one of these verified against the claim's passage means the claim says
# something that passage says (or works out), so it is never cut as unsupported.
FIGURES = frozenset({"money", "number", "percent", "date", "duration", "identifier"})

_CLAUSE_PREFIX = re.compile(r"^\s*(?:\d+(?:\.\d+)*(?:\([a-z]\))?\s+(?:[A-Z][^.:]{0,60}\.\s+)?|\([a-z0-9]+\)\s+)")

_PREPOSITIONS = r"to|by|from|with|for|against|on|of|contact|tell|inform|notify|ask|give|send|pay|write to"
_VOICE: tuple[tuple[str, str], ...] = (
    (r"\bthe insurer's\b", "our"),
    (r"\bThe insurer's\b", "Our"),
    (rf"\b({_PREPOSITIONS}) the insurer\b", r"\1 us"),
    (r"\bthe insurer\b", "we"),
    (r"\bThe insurer\b", "We"),
    (r"\bthe policyholder's\b", "your"),
    (r"\bThe policyholder's\b", "Your"),
    (r"\bthe policyholder\b", "you"),
    (r"\bThe policyholder\b", "You"),
    (r"\bthe customer's\b", "your"),
    (r"\bthe customer\b", "you"),
    (r"\bThe customer\b", "You"),
    (r"\bA customer\b", "You"),
    (r"\ba customer\b", "you"),
    (r"\bHandlers must\b", "We will"),
    (r"\bThe handler must\b", "We will"),
)
_AGREEMENT = {"is": "are", "was": "were", "has": "have", "does": "do", "goes": "go"}
_NOT_VERBS = frozenset({"always", "unless", "towards", "sometimes", "perhaps", "whereas", "thus", "plus", "as"})
_THIRD_PERSON_VERB = re.compile(r"\b(we|We|you|You) ([a-z]{2,})\b")


def _agree(match: re.Match[str]) -> str:
    """'you disagrees' -> 'you disagree', 'we has' -> 'we have': the subject changed person, the verb follows."""
    subject, word = match.group(1), match.group(2)
    if word in _AGREEMENT:
        return f"{subject} {_AGREEMENT[word]}"
    if word in _NOT_VERBS or not word.endswith("s") or word.endswith("ss") or len(word) < 4:
        return match.group(0)
    if word.endswith("ies"):
        return f"{subject} {word[:-3]}y"
    if word.endswith(("shes", "ches", "xes", "sses", "oes")):
        return f"{subject} {word[:-2]}"
    return f"{subject} {word[:-1]}"


def letter_voice(text: str) -> str:
    """The passage's words, minus clause numbering, addressed from us to you."""
    t = _CLAUSE_PREFIX.sub("", text.strip())
    for pattern, repl in _VOICE:
        t = re.sub(pattern, repl, t)
    t = _THIRD_PERSON_VERB.sub(_agree, t)
    t = t.strip().rstrip(";:,")
    if t and not t.endswith((".", "!", "?")):
        t += "."
    return t[:1].upper() + t[1:] if t else t


def table_sentence(row_text: str, claim_text: str) -> str | None:
    """'Schedule of excesses, row 3: Peril = Storm; Standard excess = £300' -> 'For storm, the standard excess
    is £300.' keeping the cells that share most words with the claim (all value cells when none shares any)."""
    cells = table_row_cells(row_text)
    if not cells:
        return None
    (_, subject), rest = cells[0], cells[1:]
    claim_words = content_tokens(claim_text)
    # Descriptive cells the claim names (a peril, a section) qualify the subject; figures are what it states.
    qualifiers = [v for _k, v in rest if not re.search(r"\d", v) and content_tokens(v) & claim_words]
    values = [(k, v) for k, v in rest if v not in qualifiers]
    overlap = [len(content_tokens(f"{k} {v}") & claim_words) for k, v in values]
    top = max(overlap, default=0)
    chosen = [cell for cell, n in zip(values, overlap, strict=True) if n == top] if top else values
    if not chosen:
        return None
    parts = [f"the {k[:1].lower() + k[1:]} is {v}" for k, v in chosen]
    body = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
    subj = _lower_first(subject)
    if qualifiers:
        subj += " (" + ", ".join(_lower_first(q) for q in qualifiers) + ")"
    return f"For {subj}, {body}."


_STATUS_LABEL = re.compile(r"^[A-Za-z]+(?:ed|en)$")  # "Chosen", "Selected", "Included", "Taken"


def status_sentence(row_text: str) -> str | None:
    """'Cover summary, row 4: Cover = Accidental damage to buildings; Chosen = No' -> 'Accidental damage to
    buildings cover has not been chosen.': a row's yes/no cell read as the statement it makes."""
    cells = table_row_cells(row_text)
    if cells is None or len(cells) < 2 or not cells[0][1]:
        return None
    (kind, subject), rest = cells[0], cells[1:]
    for label, value in rest:
        answer = value.lower()
        if answer in ("yes", "no") and _STATUS_LABEL.match(label):
            negation = " not" if answer == "no" else ""
            return f"{subject} {kind.lower()} has{negation} been {label.lower()}."
    return None


def _lower_first(text: str) -> str:
    """'Escape of water' -> 'escape of water'; names and acronyms ('Unit 4', 'EU') keep their case."""
    first = text.split(" ", 1)[0]
    if first.isupper() or any(ch.isdigit() for ch in text) or (len(text.split()) > 1 and text.istitle()):
        return text
    return text[:1].lower() + text[1:]


class EditKind(StrEnum):
    VALUE_REPLACED = "value_replaced"
    CLAUSE_DROPPED = "clause_dropped"


@dataclass(frozen=True)
class Edit:
    """One change to the original sentence: ``text`` replaces ``sentence[start:end]`` ("" for a drop)."""

    start: int
    end: int
    text: str
    kind: EditKind
    passage_id: str | None  # where a replaced value comes from; None for a drop (nothing supports it)


@dataclass(frozen=True)
class Proposal:
    text: str
    passage_ids: tuple[str, ...]
    edits: tuple[Edit, ...]
    kept: tuple[str, ...]  # the supported claims' words, kept as written


CheckClaim = Callable[[Claim, str, str], GateResult]


def _mask(text: str, values: Sequence[str]) -> str:
    for value in values:
        text = text.replace(value, " ")
    return text


def _value_at(text: str, start: int, end: int) -> Value | None:
    return next((v for v in extract_values(text) if v.start <= start and end <= v.end), None)


def _fills_slot(mine: Value, theirs: Value) -> bool:
    """A passage value that can fill the claim value's slot: the same kind, bounded the same way ("up to
    £50,000" for "up to £75,000", never "more than £25,000"), a period of the same unit and qualifier ("10
    working days" for "5 working days"), an amount in the same currency, and not the claim's own value."""
    if mine.kind is not theirs.kind or mine.bound is not theirs.bound or mine.text == theirs.text:
        return False
    if mine.kind is ValueKind.DURATION:
        return mine.unit == theirs.unit and mine.qualifier == theirs.qualifier
    if mine.kind is ValueKind.MONEY:
        return mine.currency == theirs.currency
    return True


def _slot_value(mine: Value, masked_claim: str, sentences: Sequence[str], preferred: str) -> tuple[Value, float] | None:
    """The value the passage binds to the claim's slot, and how well its sentence aligns with the claim: taken
    from the passage sentence (or row) that shares most of the claim's other words and states one value that
    fills the slot. A sentence stating several such values says which is which no better than the gate's
    nearest guess (``preferred``): it is used only when that guess is among them. A question states no value: a
    customer's "Can you pay the full £285?" binds nothing to the slot of "we cannot pay the full £1,340"."""
    best: tuple[Value, float] | None = None
    for carrying in sentences:
        if carrying.rstrip().endswith("?"):
            continue
        fitting: dict[str, Value] = {}
        for value in extract_values(carrying):
            if _fills_slot(mine, value):
                fitting.setdefault(value.text, value)
        if not fitting:
            continue
        if len(fitting) > 1:
            if preferred not in fitting:
                continue
            fitting = {preferred: fitting[preferred]}
        aligned = coverage(masked_claim, carrying)
        if best is None or aligned > best[1]:
            best = (next(iter(fitting.values())), aligned)
    return best


# How a letter writes a full date: "August 18, 2026", "18 August 2026", "18/08/2026", "2026-08-18".
_WORDS_MONTH_FIRST = re.compile(r"^(?P<m>[A-Z][a-z]{2,8})(?P<dot>\.?) (?P<d>\d{1,2})(?P<comma>,?) (?P<y>\d{4})$")
_WORDS_DAY_FIRST = re.compile(r"^(?P<d>\d{1,2}) (?P<m>[A-Z][a-z]{2,8})(?P<dot>\.?)(?P<comma>,?) (?P<y>\d{4})$")
_NUMERIC = re.compile(r"^(?P<a>\d{1,2})(?P<sep>[/.-])(?P<b>\d{1,2})(?P=sep)(?P<y>\d{4}|\d{2})$")
_ISO = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def written_like(mine: Value, theirs: Value) -> str:
    """The passage's value for the slot as the sentence writes its own: a correction changes the value, never
    the letter's style ("on August 18, 2026" becomes "on August 16, 2026", not "on 08/16/2026"). Only a full
    date both texts read one way is restyled; anything else (an amount, a date whose numeric order neither text
    settles, a date with a part left out) is put in as the passage writes it."""
    d, own = theirs.date, mine.date
    if (
        mine.kind is not ValueKind.DATE
        or d is None
        or own is None
        or theirs.other_reading is not None
        or mine.other_reading is not None
        or d.day is None
        or d.year is None
        or own.day is None
        or own.year is None
    ):
        return theirs.text
    month = MONTH_NAMES[d.month - 1].capitalize()
    if words := _WORDS_MONTH_FIRST.match(mine.text) or _WORDS_DAY_FIRST.match(mine.text):
        name = month[:3] if len(words["m"]) == 3 else month
        if words.re is _WORDS_MONTH_FIRST:
            return f"{name}{words['dot']} {d.day}{words['comma']} {d.year}"
        return f"{d.day} {name}{words['dot']}{words['comma']} {d.year}"
    if numeric := _NUMERIC.match(mine.text):
        day_first = int(numeric["a"]) == own.day and int(numeric["b"]) == own.month
        first, second = (d.day, d.month) if day_first else (d.month, d.day)
        width_a, width_b = len(numeric["a"]), len(numeric["b"])
        year = str(d.year) if len(numeric["y"]) == 4 else f"{d.year % 100:02d}"
        return f"{first:0{width_a}d}{numeric['sep']}{second:0{width_b}d}{numeric['sep']}{year}"
    if _ISO.match(mine.text):
        return f"{d.year:04d}-{d.month:02d}-{d.day:02d}"
    return theirs.text


def _figures_verified(cs: ClaimScore) -> bool:
    """The gates found every figure of the claim in its passage (or worked it out from it) and nothing
    failed: the claim is read, not unsupported, however low the model scored it."""
    findings = cs.gates.findings
    return any(f.ok and f.kind in FIGURES for f in findings) and all(f.ok for f in findings)


def _stated_elsewhere(sentence_text: str, finding: GateFinding, value: Value) -> bool:
    """The sentence already gives the passage's value for another slot, however it writes it ("treated on 11
    February 2025, before his cover started in April 2025" against a passage's "treated 11/02/2025"): one
    passage value fills one slot, so it is not this slot's."""
    rest = sentence_text[: finding.start] + " " + sentence_text[finding.end :]
    return any(v.text == value.text or same_quantity(v, value) for v in extract_values(rest))


# A file-note entry's stamp where the entry starts inside a passage ("... shut off. #3 11/19/2026 TB Sandoval Gas
# confirms ..."): the day the note was written, never a value the note states about anything.
_ENTRY_LABEL = re.compile(
    r"(?:^|(?<=[.!?:;])\s+)(?:#\d{1,4}|\[[A-Za-z]{0,3}\d{1,4}\]|(?i:entry|note)\s+\d{1,4}\s*[-:])\s*"
)


def _without_entry_stamps(text: str) -> str:
    """``text`` with every entry's label and date stamp blanked (same length), wherever the entry starts."""
    out = without_record_stamp(text)
    for label in _ENTRY_LABEL.finditer(text):
        stamped = without_record_stamp(text[label.end() :])
        blanked = len(stamped) - len(stamped.lstrip(" "))
        if blanked:
            end = label.end() + blanked
            out = out[: label.start()] + " " * (end - label.start()) + out[end:]
    return out


def _states_value(passage_text: str, mine: Value) -> bool:
    """The passage itself gives the claim's value (the same kind, the same normalised value)."""
    return any(v.kind is mine.kind and v.normalized == mine.normalized for v in extract_values(passage_text))


def _value_edits(
    sentence_text: str, cs: ClaimScore, passages: Sequence[PassageLike], check_claim: CheckClaim
) -> tuple[list[Edit], str] | None:
    """Replace the claim's contradicted values with the aligned passage's values for the same slots. The aligned
    passage is the one the scorer read the claim against (``cs.passage_id``): a value from another passage that
    merely shares words with the claim is another slot's (a settlement total for the items claimed). A value the
    sentence already states elsewhere, however written, is another slot too ("a sum insured of £385,000, so the
    limit is £38,500" never becomes "... the limit is £385,000"; "treated on 11 February 2025, before cover started
    in April 2025" never takes the note's "11/02/2025" for April). A passage that itself gives the claim's value
    ("$3,730.00, to the insureds only" beside "rent $1,950 a month") says the claim's value is there; which slot its
    other value fills the alignment cannot tell, so it corrects nothing. Two different values of the sentence never
    both become the same passage value ("the excess of £1,000 ... paid you £5,900" both "£5,150.00"): one passage
    value fills one slot. A file-note entry's stamp is never a value to put in. When another passage checked gives
    the slot a third value, no passage is known to be the claim's: no edit."""
    claim = cs.claim
    best: tuple[float, list[Edit], str] | None = None
    aligned = [p for p in passages if p.id == cs.passage_id] if cs.passage_id is not None else list(passages)
    for p in aligned:
        findings = check_claim(claim, sentence_text, p.text).findings
        conflicts = [
            f for f in findings if not f.ok and f.passage_value is not None and not f.derived and f.kind in REPLACEABLE
        ]
        if not conflicts or any(not f.ok and f.kind not in REPLACEABLE for f in findings):
            continue
        masked = _mask(claim.text, [f.claim_value for f in conflicts])
        unstamped = _without_entry_stamps(p.text)
        sentences = passage_sentences(unstamped)
        alignment = 1.0
        edits: list[Edit] = []
        taken: dict[str, str] = {}  # passage value -> the sentence's value it replaces
        for f in conflicts:
            mine = _value_at(sentence_text, f.start, f.end)
            found = _slot_value(mine, masked, sentences, f.passage_value or "") if mine is not None else None
            if (
                mine is None
                or found is None
                or _stated_elsewhere(sentence_text, f, found[0])
                or _states_value(unstamped, mine)
                or taken.get(found[0].text, mine.text) != mine.text
            ):
                alignment = 0.0
                break
            alignment = min(alignment, found[1])
            taken[found[0].text] = mine.text
            edits.append(Edit(f.start, f.end, written_like(mine, found[0]), EditKind.VALUE_REPLACED, p.id))
        if alignment < MIN_ALIGNMENT:
            continue
        if any(_slot_given_otherwise(sentence_text, masked, e, p.id, passages) for e in edits):
            continue
        if best is None or alignment > best[0]:
            best = (alignment, edits, p.id)
    return None if best is None else (best[1], best[2])


def _slot_given_otherwise(
    sentence_text: str, masked_claim: str, edit: Edit, source: str, passages: Sequence[PassageLike]
) -> bool:
    """Another passage the sentence was checked against binds the same slot (its sentence or row aligns with
    the claim as well as ``MIN_ALIGNMENT`` asks) to a third value: two passages say different things for this
    slot (the additional premium of one endorsement and of another, two schedules' excesses), and which one
    the sentence is about is not known from the slot. No correction: the handler confirms."""
    mine = _value_at(sentence_text, edit.start, edit.end)
    if mine is None:
        return False
    for other in passages:
        if other.id == source:
            continue
        found = _slot_value(mine, masked_claim, passage_sentences(_without_entry_stamps(other.text)), "")
        if found is not None and found[1] >= MIN_ALIGNMENT and written_like(mine, found[0]) != edit.text:
            return True
    return False


_JOINER = re.compile(
    r"^[\s,;:\u2013\u2014-]*(?:(?:and|but|or|while|whereas|plus|also|and also|as well as|so|then)\b[\s,]*)?$",
    re.IGNORECASE,
)
_CONJUNCTION = re.compile(r"\b(and|but|or|plus|as well as)\b", re.IGNORECASE)
# Words that make a clause the conclusion of the one before it; in the joint, or leading the clause itself.
_CONSEQUENCE = re.compile(
    r"\b(?:so|therefore|thus|hence|consequently|accordingly|which means|this means|that means|meaning|"
    r"as a result|for this reason|that is why|this is why)\b",
    re.IGNORECASE,
)
_LEADING_WORDS = 4


def _drop(text: str, ranges: Sequence[tuple[int, int]], dropped: set[int]) -> str | None:
    """``text`` without the claims at the ``dropped`` indexes of ``ranges`` (claim ranges, in order), with the
    connective that joined each; None when a dropped claim is not joined to the rest by a bare connective
    (cutting it would leave words that belonged to it)."""
    n = len(ranges)
    kept = [i for i in range(n) if i not in dropped]
    if not kept:
        return None
    gaps = [text[ranges[i][1] : ranges[i + 1][0]] for i in range(n - 1)]
    for i in dropped:
        if (i > 0 and not _JOINER.match(gaps[i - 1])) or (i < n - 1 and not _JOINER.match(gaps[i])):
            return None
        if _concludes(text, ranges, gaps, i) or (i < n - 1 and _concludes(text, ranges, gaps, i + 1)):
            return None  # a conclusion and its premise stand or fall together
    pieces = [text[: ranges[0][0]]]
    for k, i in enumerate(kept):
        if k > 0:
            between = gaps[kept[k - 1] : i]
            conjunctions = [g for g in between if _CONJUNCTION.search(g)]
            pieces.append(between[-1] if _CONJUNCTION.search(between[-1]) or not conjunctions else conjunctions[-1])
        pieces.append(text[ranges[i][0] : ranges[i][1]])
    trailing = gaps[kept[-1] :]
    if len(kept) > 1 and trailing and not _CONJUNCTION.search(pieces[-2]):
        # "A, B and C." without C reads "A and B.": the list's last joint moves up to the last kept claim.
        conjunctions = [g for g in trailing if _CONJUNCTION.search(g)]
        if conjunctions:
            pieces[-2] = conjunctions[-1]
    pieces.append(text[ranges[-1][1] :])
    out = "".join(pieces)
    out = re.sub(r"\s+([,.;:!?])", r"\1", out)
    out = re.sub(r"[,;:]+([.!?])", r"\1", out)
    out = re.sub(r"\s{2,}", " ", out).strip()
    if not out:
        return None
    if not out.endswith((".", "!", "?")):
        out += "."
    return out[:1].upper() + out[1:]


def _concludes(text: str, ranges: Sequence[tuple[int, int]], gaps: Sequence[str], i: int) -> bool:
    """Claim ``i`` draws a conclusion from the one before it: its joint or its own first words say so."""
    if i == 0:
        return False
    leading = " ".join(text[ranges[i][0] : ranges[i][1]].split()[:_LEADING_WORDS])
    return bool(_CONSEQUENCE.search(gaps[i - 1]) or _CONSEQUENCE.match(leading))


def propose(
    sentence_text: str,
    claims: Sequence[ClaimScore],
    passages: Sequence[PassageLike],
    threshold: float,
    check_claim: CheckClaim,
) -> Proposal | None:
    """The smallest edit of ``sentence_text`` that may make it supported, or None when there is none."""
    ordered = sorted(claims, key=lambda c: (c.claim.start, c.claim.end))
    if not ordered:
        return None
    ranges = [(c.claim.start, c.claim.end) for c in ordered]
    if any(a[1] > b[0] for a, b in itertools.pairwise(ranges)):
        return None  # overlapping claims: no clause can be cut or changed without touching another
    supported = [c.support >= threshold for c in ordered]
    if all(supported):
        return None
    edits: list[Edit] = []
    ids: list[str] = []
    dropped: set[int] = set()
    for i, cs in enumerate(ordered):
        if supported[i]:
            if cs.passage_id and cs.passage_id not in ids:
                ids.append(cs.passage_id)
            continue
        found = _value_edits(sentence_text, cs, passages, check_claim)
        if found is not None:
            edits.extend(found[0])
            if found[1] not in ids:
                ids.append(found[1])
        elif not _figures_verified(cs):
            dropped.add(i)
    if dropped and len(dropped) == len(ordered):
        return None
    text = sentence_text
    for e in sorted(edits, key=lambda e: -e.start):
        text = text[: e.start] + e.text + text[e.end :]
    if dropped:
        if edits:
            return None  # one edit at a time: a replaced value and a cut clause together is no small edit
        cut = _drop(sentence_text, ranges, dropped)
        if cut is None:
            return None
        text = cut
        edits = [Edit(ranges[i][0], ranges[i][1], "", EditKind.CLAUSE_DROPPED, None) for i in sorted(dropped)]
    if text.strip() == sentence_text.strip():
        return None
    kept = tuple(sentence_text[c.claim.start : c.claim.end] for c, ok in zip(ordered, supported, strict=True) if ok)
    return Proposal(text, tuple(ids), tuple(edits), kept)


def measure(original: str, rewritten: str, kept: Sequence[str], *, is_claim: bool = True) -> RewriteMeasure:
    before, after = content_tokens(original), content_tokens(rewritten)
    topic = len(before & after) / len(before) if before else 0.0
    return RewriteMeasure(
        topic_kept=round(topic, 4),
        new_words=len(after - before),
        claims_kept=all(k in rewritten for k in kept),
        is_claim=is_claim,
    )
