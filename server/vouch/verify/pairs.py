"""Value-bound two-passage support: one claim read from two passages together, each doing its own part.

A faithful letter sentence often takes its figure from one passage and the rest from another: a schedule row
gives the excess and the wording says what the excess is for ("Your excess for escape of water is £1,000"); a
claim note gives the date and the procedure the period. No single passage supports it, and a model reading the
two passages joined as one premise is no safe judge (it entailed more unsupported sentences than it rescued).
So the values are bound first, to the passage they are read from, and the model reads only what is left:

1. every value of the claim (amount, percentage, date, period, number, reference) is bound to the same slot in
   one of the two passages: in a table row, the row is about what the claim or the wording names (its first
   cell's words) and is not another row's figure; in prose, the clause holding the value shares words with
   what the claim attaches the value to. A file-note entry's opening stamp binds nothing. At least one value
   is bound only in the value passage (else the other passage alone would do);
2. the claim with those values abstracted to their slot ("the Limit of liability shown for D - Loss of Use",
   "the amount") is read by the entailment model against the other passage (the rule passage) alone, at the
   threshold, and the structure agrees: the rule passage's statement keeps no condition the claim drops, no
   hedge it hardens, the same number of negations, its restricting words in the claim and the claim's
   quantifiers in it; the polarity and table gates pass on it;
3. the value gates pass on the two passages together, as on every passage given (a value some passage binds
   elsewhere, another row's figure, a superseded figure, a structural conflict: no pair);
4. the two passages are about the same policy or claim (``same_family``): the same document, or documents
   whose names carry the same mark (the insurer's or scheme's name that opens them).

``read_pair`` owns the decision; the scorer calls it only for a claim no single passage supports and nothing
contradicts. The claim is then cited to both passages: the rule passage (``ClaimScore.passage_id``) and the
value passage (``ClaimScore.paired_with``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from vouch.ingest.shapes import without_record_stamp
from vouch.passages import TABLE_ROW_TEXT, table_row_cells
from vouch.verify.entail import EntailmentModel, NLIProbs
from vouch.verify.gates import claim_values, comparable, passage_evidence, same_quantity
from vouch.verify.lexicon import (
    CLAIM_FOLDER_WORDS,
    CUSTOMER_DOCUMENT_WORDS,
    DOCUMENT_NAME_WORDS,
    NEGATION_WORDS,
    QUANTIFIER_WORDS,
    RESTRICTING_WORDS,
    SLOT_NOUNS,
)
from vouch.verify.nlp import content_words
from vouch.verify.stack import ClaimSignals, SupportStack
from vouch.verify.types import Claim, Finding, GateResult
from vouch.verify.values import Value, ValueKind, extract_values

ATTACHMENT_WINDOW = 60  # characters of the claim either side of a value that say what it is for
MAX_CANDIDATES = 4  # premises of the rule passage read by the model

CheckAgainst = Callable[[Claim, str, Sequence[str]], GateResult]


@dataclass(frozen=True)
class PairReading:
    """How a claim is supported by two passages: values bound in one, the rest read from the other."""

    support: float  # the model's calibrated support for the abstracted claim against the rule passage
    rule: int  # index of the passage the claim's words are read against
    values: int  # index of the passage the abstracted values are bound in
    read: str  # the claim as the model read it, bound values abstracted
    bound: tuple[tuple[str, str], ...]  # (the claim's value, the slot it is bound to in the value passage)


# --------------------------------------------------------------------------------------------------
# Same policy or claim
# --------------------------------------------------------------------------------------------------

_NAME_TOKEN = re.compile(r"[A-Za-z]+")


def document_mark(address: str | None) -> str | None:
    """The word a document's name opens with, past folders and document words ("claims/", "schedule"):
    "larkspit" for "larkspit-schedule-LYI-PC-448210.pdf#p1.r2" and "kestrel-claims/KM-77314/notes.txt#e1"."""
    if not address:
        return None
    path = address.split("#", 1)[0]
    for segment in path.split("/"):
        for token in _NAME_TOKEN.findall(segment):
            word = str(token).lower()
            if len(word) >= 2 and word not in DOCUMENT_NAME_WORDS:
                return word
    return None


def claim_folder(address: str | None) -> str | None:
    """The claim file a passage belongs to, from its address: the folder under ``claims/`` (how ingest reads a
    document's claim) or a folder named by a reference (letters and digits: "WM-26-04418/notes.txt")."""
    if not address:
        return None
    folders = address.split("#", 1)[0].split("/")[:-1]
    for i, folder in enumerate(folders):
        if folder.lower() in CLAIM_FOLDER_WORDS or folder.lower().endswith(tuple("-" + w for w in CLAIM_FOLDER_WORDS)):
            return "/".join(folders[: i + 2])
        if any(ch.isdigit() for ch in folder) and any(ch.isalpha() for ch in folder):
            return "/".join(folders[: i + 1])
    return None


def same_family(a: str | None, b: str | None) -> bool:
    """Whether two passages (by address) are about the same policy or claim: the same document; documents whose
    names open with the same mark; or a claim's file and a policy document (a letter about a claim is checked
    against that claim's own file and the policy documents only: DESIGN, verification step 8), two passages of
    one claim file. Unknown addresses are never paired."""
    if not a or not b:
        return False
    if a.split("#", 1)[0] == b.split("#", 1)[0]:
        return True
    claim_a, claim_b = claim_folder(a), claim_folder(b)
    if claim_a is not None and claim_b is not None:
        return claim_a == claim_b
    if (claim_a is None) != (claim_b is None):
        return True
    mark = document_mark(a)
    return mark is not None and mark == document_mark(b)


def customer_document(address: str | None) -> bool:
    """A schedule, certificate or declarations page: one customer's document, by its file name's words."""
    if not address:
        return False
    name = address.split("#", 1)[0].rsplit("/", 1)[-1]
    return any(str(token).lower() in CUSTOMER_DOCUMENT_WORDS for token in _NAME_TOKEN.findall(name))


def another_policy_beside(address: str | None, addresses: Sequence[str | None]) -> bool:
    """Whether the passages hold another customer's document of the same mark as this one: then a value read
    from either may be the other policy's, and neither binds a value for a pair."""
    if not customer_document(address) or address is None:
        return False
    own = address.split("#", 1)[0]
    return any(
        other is not None and other.split("#", 1)[0] != own and customer_document(other) and same_family(address, other)
        for other in addresses
    )


# --------------------------------------------------------------------------------------------------
# Binding a value to its slot in one passage
# --------------------------------------------------------------------------------------------------


def _around(claim_text: str, value: Value, offset: int) -> frozenset[str]:
    """What the claim attaches a value to: its words either side, without the value."""
    start, end = value.start - offset, value.end - offset
    left = claim_text[max(0, start - ATTACHMENT_WINDOW) : max(0, start)]
    right = claim_text[max(0, end) : end + ATTACHMENT_WINDOW]
    return content_words(left + " " + right)


def _row_slot(value: Value, text: str, named: frozenset[str]) -> str | None:
    """A table row binds a value to its cell's label and the row's first cell ("Coverage = D - Loss of Use"):
    bound when every word of that first cell is named by the claim or the wording it is read with."""
    cells = table_row_cells(text)
    row = passage_evidence(text).table_row
    if not cells or row is None:
        return None
    cell = next((c for c in row.cells if any(same_quantity(v, value) for v in c.values)), None)
    if cell is None:
        return None
    key_label, key = cells[0]
    if cell.label == key_label.lower():
        return None  # the value is the row's own key, not a figure it gives for it
    key_words = content_words(key)
    if not key_words or not key_words <= named:
        return None
    label = next((lbl for lbl, _ in cells if lbl.lower() == cell.label), cell.label)
    return f"the {label} shown for {key}"


_LIST_BREAK = re.compile(r",\s+|\s+and\s+|\s+[-\u2013\u2014]\s+")


def _pieces(clause: str) -> list[str]:
    """A clause cut where a list goes on to its next item ("oak $850, maple $600"; "... 10/11 and storm ...")."""
    return [piece for piece in _LIST_BREAK.split(clause) if piece.strip()]


def _prose_slot(value: Value, text: str, around: frozenset[str]) -> str | None:
    """A prose passage binds a value to its clause (its sentence cut at semicolons): bound when that clause
    shares more words with what the claim attaches the value to than any clause giving another value of the
    kind ("within 60 days" of accidental damage, not "within 7 days" of theft), and no other item of it that gives
    another value of the kind ("maple $600" beside "oak $850"; "storm on 05/11" beside "roofer attended on
    10/11") names something the claim attaches the value to that the value's own item does not. A file-note
    entry's opening stamp binds nothing."""
    evidence = passage_evidence(without_record_stamp(text))
    rival_clauses = [
        len(clause.words & around)
        for clause in evidence.clauses
        if any(comparable(found, value) for found in clause.values)
        and not any(same_quantity(found, value) for found in clause.values)
    ]
    for clause in evidence.clauses:
        if not any(same_quantity(found, value) for found in clause.values) or not clause.words & around:
            continue
        if any(score >= len(clause.words & around) for score in rival_clauses):
            return None  # another clause, giving another value of the kind, is at least as much about it
        own: frozenset[str] = frozenset()
        rivals: frozenset[str] = frozenset()
        for piece in _pieces(clause.text):
            found = extract_values(piece)
            if any(same_quantity(v, value) for v in found):
                own = own | content_words(piece)
            elif any(comparable(v, value) for v in found):
                rivals = rivals | content_words(piece)
        if (rivals - own) & around:
            return None
        return SLOT_NOUNS.get(value.kind.value, "the figure")
    return None


def bound_slot(value: Value, claim_text: str, offset: int, passage: str, other: str) -> str | None:
    """The slot ``passage`` binds ``value`` to, as words the model can read, when it is the slot the claim
    gives the value (``other`` is the passage the rest of the claim is read from); None when it is not bound
    there."""
    if not any(same_quantity(found, value) for found in passage_evidence(passage).values):
        return None
    if TABLE_ROW_TEXT.match(passage.strip()):
        return _row_slot(value, passage, content_words(claim_text) | content_words(other))
    return _prose_slot(value, passage, _around(claim_text, value, offset))


def _slot_words_in(text: str) -> list[tuple[Value, frozenset[str]]]:
    """Each value of a passage with the words that say what it is for: a table row's cell label; in prose, the
    words of its list item (its clause cut where the list goes on, the value's own words left out)."""
    row = passage_evidence(text).table_row
    if row is not None:
        return [(v, content_words(cell.label)) for cell in row.cells for v in cell.values]
    out: list[tuple[Value, frozenset[str]]] = []
    for clause in passage_evidence(text).clauses:
        for piece in _pieces(clause.text):
            found = extract_values(piece)
            rest = piece
            for v in found:
                rest = rest.replace(v.text, " ")
            out.extend((v, content_words(rest)) for v in found)
    return out


def _slot_given_elsewhere(
    bound: Sequence[tuple[Value, str]], values: Sequence[Value], others: Sequence[str], claim_text: str, offset: int
) -> bool:
    """Whether a passage other than the value passage (the rule passage or any other checked with them) gives
    its own value for a bound value's slot: a value of the kind the claim does not state, whose cell label or
    list item names what the claim attaches the bound value to (another row's "Settlement authority = up to
    £3,000", a wording's own "excess is £400", "the most we will pay for any one item is £1,500" beside a
    note's "£1,890"). A figure read from elsewhere is then no reading of it; a value the claim states beside it
    ("SE3 replaces the usual £400") is accounted for, and one for another slot (the row's "Excess = £150" beside
    a repair estimate) is not its own."""
    held = [pair for text in others for pair in _slot_words_in(without_record_stamp(text))]
    for value, _ in bound:
        around = _around(claim_text, value, offset)
        for other, words in held:
            if not comparable(other, value) or any(same_quantity(other, stated) for stated in values):
                continue
            if words & around:
                return True
    return False


_DETERMINED = re.compile(r"\b(?:the|a|an|your|our|their|his|her|its|this|that)\s+(?:[a-z]+\s+)?$", re.I)


def abstracted(claim_text: str, bound: Sequence[tuple[Value, str]]) -> str | None:
    """The claim (as the model reads it) with each bound value replaced by its slot's words ("the first £1,000"
    -> "the first Compulsory excess ...": a determiner the claim already gives is not given twice); None when
    a value is not in the claim's words as written."""
    out = claim_text
    for value, slot in bound:
        start = out.find(value.text)
        if start < 0:
            return None
        words = slot.removeprefix("the ") if _DETERMINED.search(out[:start]) else slot
        out = out[:start] + words + out[start + len(value.text) :]
    return out


# --------------------------------------------------------------------------------------------------
# Structure of the rule passage's statement against the abstracted claim
# --------------------------------------------------------------------------------------------------

_WORD = re.compile(r"[a-z']+")


def _words(text: str) -> list[str]:
    return _WORD.findall(text.lower().replace("cannot", "can not").replace("n't", " not"))


def restrictions_agree(claim_text: str, unit: str) -> bool:
    """The same number of negations, the unit's restricting words ("only", "unless", "if") all in the claim,
    and the claim's quantifiers and restricting words all in the unit."""
    cw, uw = _words(claim_text), _words(unit)
    negations = (
        sum(1 for w in cw if w in NEGATION_WORDS or w == "no"),
        sum(1 for w in uw if w in NEGATION_WORDS or w == "no"),
    )
    return (
        negations[0] == negations[1]
        and {w for w in uw if w in RESTRICTING_WORDS} <= set(cw)
        and {w for w in cw if w in RESTRICTING_WORDS | set(QUANTIFIER_WORDS)} <= set(uw)
    )


# --------------------------------------------------------------------------------------------------
# The decision
# --------------------------------------------------------------------------------------------------

_VALUE_KINDS = frozenset(k.value for k in ValueKind)


@dataclass(frozen=True)
class PairReader:
    """What ``read_pair`` needs of the scorer: the model and its calibration, the gates and structure checks."""

    model: EntailmentModel
    support_of: Callable[[NLIProbs, float, int], float]  # calibrator.support(probs, coverage, claim size)
    contradiction_threshold: float
    check_against: CheckAgainst
    structure: Callable[[Claim, str], Sequence[Finding]]
    threshold: float
    stack: SupportStack | None = None

    def read(self, claim_text: str, rule_text: str, gate: GateResult) -> tuple[float, str]:
        """The support for the text against the rule passage alone, and the premise the model read: the model's
        best calibrated support, re-read by the support stack (when the model has one) from the same signals
        it reads for one passage (the gates' findings those of the two passages together)."""
        from vouch.verify.score import content_tokens, coverage, passage_sentences, select_candidates

        candidates = select_candidates(claim_text, [rule_text], MAX_CANDIDATES)
        if not candidates:
            return 0.0, ""
        probs = self.model.probabilities([(c.text, claim_text) for c in candidates])
        size = len(content_tokens(claim_text))
        read: list[tuple[float, float, int, str, NLIProbs]] = []
        for cand, pr in zip(candidates, probs, strict=True):
            if pr.contradiction >= self.contradiction_threshold:
                return 0.0, cand.text  # the rule passage says otherwise
            cov = coverage(claim_text, cand.text)
            read.append((self.support_of(pr, cov, size), cov, -len(cand.text), cand.text, pr))
        # The premise: the best-supported window, the one carrying most of the claim among equals, then the
        # shortest; its restrictions are the ones the claim must keep.
        best, _, _, premise, best_probs = max(read, key=lambda r: (round(r[0], 6), r[1], r[2]))
        if not restrictions_agree(claim_text, premise):
            return 0.0, premise
        if self.stack is None:
            return best, premise
        units = passage_sentences(rule_text) or [rule_text]
        unit = max(units, key=lambda u: coverage(claim_text, u))
        signals = ClaimSignals(
            probs=best_probs,
            coverage=coverage(claim_text, premise),
            aligned=coverage(claim_text, unit),
            covered_by_passage=coverage(claim_text, rule_text),
            findings=gate.findings,
            support=best,
        )
        return self.stack.support(signals), premise


def read_pair(
    reader: PairReader,
    claim: Claim,
    sentence_text: str,
    passages: Sequence[tuple[str, str | None]],
) -> PairReading | None:
    """The best value-bound two-passage reading of a claim that no single passage supports, or None.

    ``passages`` are (text, address) as the claim was checked against them. The caller has established that
    nothing contradicts the claim; the gates over all of them are run again here and must pass. The cheap
    tests (family, binding) come first: the gates parse, the model reads."""
    if len(passages) < 2:
        return None
    texts = [t for t, _ in passages]
    values = claim_values(claim, sentence_text)
    if not values:
        return None
    claim_text = sentence_text[claim.start : claim.end]
    offset = claim.start
    in_range = [v for v in values if claim.start <= v.start and v.end <= claim.end]
    if len(in_range) != len(values):
        return None  # a value in a condition set elsewhere in the sentence: nothing to abstract in place
    best: PairReading | None = None
    rule_gates: dict[int, GateResult] = {}
    every_gate: GateResult | None = None
    for v_index, (v_text, v_address) in enumerate(passages):
        for r_index, (r_text, r_address) in enumerate(passages):
            if v_index == r_index or not same_family(v_address, r_address):
                continue
            if another_policy_beside(v_address, [a for _, a in passages]):
                continue
            in_rule_text = passage_evidence(r_text).values
            bound: list[tuple[Value, str]] = []  # bound in the value passage: abstracted for the model
            stated: list[tuple[Value, str]] = []  # stated and bound in the rule passage: read as they are
            ok = True
            for value in values:
                # A value the rule passage states is bound there too, or it is no reading of the claim
                # ("£140,000 (Orrin Street)" in the row the claim reads for Calder Terrace).
                in_rule = any(same_quantity(found, value) for found in in_rule_text)
                slot = (
                    bound_slot(value, claim_text, offset, r_text, v_text)
                    if in_rule
                    else bound_slot(value, claim_text, offset, v_text, r_text)
                )
                if slot is None:
                    ok = False
                    break
                (stated if in_rule else bound).append((value, slot))
            if not ok or not bound:
                continue
            # No passage but the one a value is bound in gives its own value for that slot.
            if _slot_given_elsewhere(
                bound, values, [t for i, t in enumerate(texts) if i != v_index], claim_text, offset
            ) or _slot_given_elsewhere(
                stated, values, [t for i, t in enumerate(texts) if i != r_index], claim_text, offset
            ):
                continue
            if r_index not in rule_gates:  # each passage's own gates, once
                rule_gates[r_index] = reader.check_against(claim, sentence_text, [r_text])
            if any(not f.ok and f.kind not in _VALUE_KINDS for f in rule_gates[r_index].findings):
                continue  # the rule passage's polarity or table gate fails
            pair_gate = reader.check_against(claim, sentence_text, [v_text, r_text])
            if pair_gate.cap < 1.0:
                continue
            if every_gate is None:
                every_gate = reader.check_against(claim, sentence_text, texts)
            if every_gate.cap < 1.0:
                return None
            read = abstracted(claim.text, bound)
            if read is None:
                continue
            abstract_claim = Claim(
                read, 0, len(read), claim.negated, claim.modality, claim.quantifiers, claim.condition,
                claim.condition_kind,
            )  # fmt: skip
            if reader.structure(abstract_claim, r_text):
                continue
            support, _ = reader.read(read, r_text, pair_gate)
            if support < reader.threshold:
                continue
            if best is None or support > best.support:
                best = PairReading(support, r_index, v_index, read, tuple((v.text, s) for v, s in bound))
    return best
