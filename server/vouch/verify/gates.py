"""Deterministic gates: checks of a claim against passages that cap what the entailment model may say.

For every value in a claim (amount, number, percentage, date, duration, identifier, clause number) the
passages must hold an equal value of the same kind, or one the labelling conventions let a reader work out:
the sum of two amounts in one passage (compulsory + voluntary excess), a percentage of an amount, a
percentage change between two amounts, a date plus a period, an amount within a limit the passage sets for
the same thing. A period must also run from the same point ("from the loss" is not "from our request").
Amounts read from a table row must not be mixed with another row's facts. A claim whose predicate has the
opposite polarity of the passage's matching predicate ("we will pay for X" / "we will not pay for X") fails.

A failed finding caps the claim's support at 0 whatever the model says (``GateResult.cap``). Gates only
ever take support away: a passing gate proves nothing on its own.
"""

from __future__ import annotations

import calendar
import math
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import date, timedelta
from decimal import Decimal
from functools import lru_cache
from itertools import combinations, pairwise
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Token

from vouch.passages import TABLE_ROW_TEXT, table_row_cells
from vouch.verify.lexicon import (
    APPROXIMATION_WORDS,
    ARITHMETIC_CUES,
    CELL_AFFIRMS,
    CELL_DENIES,
    CHANGE_VERBS,
    CLAUSE_OPENERS,
    FALL_WORDS,
    FRACTION_WORDS,
    FREQUENCY_WORDS,
    INDEFINITE_DETERMINERS,
    INTERVAL_WORDS,
    NEARLY_WORDS,
    PER_YEAR_WORDS,
    RATE_UNIT_ADJECTIVES,
    RATE_UNIT_SLASHED,
    RISE_WORDS,
    SUPPOSITION_MARKERS,
    SUPPOSITION_PREPOSITIONS,
    THRESHOLD_AFTER,
    THRESHOLD_BEFORE,
)
from vouch.verify.nlp import content_words, words
from vouch.verify.numbers import same_at_precision
from vouch.verify.polarity import Predicate, main_predicate, predicates
from vouch.verify.types import Claim, Finding, Verdict
from vouch.verify.values import (
    Bound,
    DateOrder,
    DateValue,
    Value,
    ValueKind,
    anchor_is_unresolvable,
    classify_anchor,
    extract_values,
    numeric_date_order,
)

# ---------------------------------------------------------------------------------------------------------
# What a passage offers as evidence, computed once per passage text.

_PASSAGE_SENTENCE_BREAK = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"'(])")
_TABLE_ROW = TABLE_ROW_TEXT
_REFERENCE_WORD = re.compile(r"[A-Za-z0-9]+(?:[/-][A-Za-z0-9]+)*")


@dataclass(frozen=True)
class PassageSentence:
    text: str
    start: int
    end: int
    values: tuple[Value, ...]
    words: frozenset[str]


@dataclass(frozen=True)
class TableCell:
    label: str
    values: tuple[Value, ...]


@dataclass(frozen=True)
class TableRow:
    table: str
    row: int
    cells: tuple[TableCell, ...]

    def cell_of(self, value: Value) -> TableCell | None:
        for cell in self.cells:
            if any(candidate.start == value.start for candidate in cell.values):
                return cell
        return None

    def cell_labelled(self, label: str) -> TableCell | None:
        for cell in self.cells:
            if cell.label == label:
                return cell
        return None


@dataclass(frozen=True)
class PassageEvidence:
    text: str
    values: tuple[Value, ...]
    sentences: tuple[PassageSentence, ...]
    table_row: TableRow | None
    # The sentences cut again at semicolons: "If you use our approved supplier, the excess is £25; if you use
    # another supplier, the excess is £100" binds each amount to its own clause. A table row stays one unit.
    clauses: tuple[PassageSentence, ...] = ()
    # (old, new) value pairs the passage says were changed: "changed from £25 to £50" (see ``_changes``).
    changes: tuple[tuple[Value, Value], ...] = ()
    # New figures a passage sets without naming the old one ("the Limit of Indemnity shown in the Schedule is
    # increased to £5,000,000"), each with the content words of its sentence (what the figure is for).
    changes_to: tuple[tuple[Value, frozenset[str]], ...] = ()


def _table_row(text: str, values: Sequence[Value]) -> TableRow | None:
    """'Schedule of excesses, row 3: Section = Buildings; Compulsory excess = £1,000' -> a TableRow."""
    match = _TABLE_ROW.match(text.strip())
    if not match:
        return None
    leading = len(text) - len(text.lstrip())
    cells: list[TableCell] = []
    offset = leading + match.start("cells")
    for raw_cell in match.group("cells").split(";"):
        label, equals, _ = raw_cell.partition("=")
        cell_end = offset + len(raw_cell)
        if equals:
            in_cell = tuple(value for value in values if offset <= value.start < cell_end)
            cells.append(TableCell(label.strip().lower(), in_cell))
        offset = cell_end + 1
    return TableRow(match.group("table").strip().lower(), int(match.group("row")), tuple(cells))


@lru_cache(maxsize=4096)
def passage_evidence(text: str) -> PassageEvidence:
    values = tuple(extract_values(text))
    sentences: list[PassageSentence] = []
    position = 0
    for piece in [*_PASSAGE_SENTENCE_BREAK.split(text)]:
        start = text.find(piece, position)
        end = start + len(piece)
        position = end
        in_sentence = tuple(value for value in values if start <= value.start < end)
        sentences.append(PassageSentence(piece, start, end, in_sentence, content_words(piece)))
    row = _table_row(text, values)
    clauses = tuple(sentences) if row is not None else tuple(_clauses_of(text, sentences))
    changes = tuple(_changes(text, values))
    changes_to = tuple(_changes_to(text, values, sentences, changes))
    return PassageEvidence(text, values, tuple(sentences), row, clauses, changes, changes_to)


_CLAUSE_BREAK = re.compile(r";\s+")


def _clauses_of(text: str, sentences: Sequence[PassageSentence]) -> Iterable[PassageSentence]:
    for sentence in sentences:
        position = sentence.start
        for piece in _CLAUSE_BREAK.split(sentence.text):
            start = text.find(piece, position)
            end = start + len(piece)
            position = end
            in_clause = tuple(value for value in sentence.values if start <= value.start < end)
            yield PassageSentence(piece, start, end, in_clause, content_words(piece))


_CHANGE_WINDOW = 80  # characters before "from X" in which a change verb must sit


def _changes(text: str, values: Sequence[Value]) -> Iterable[tuple[Value, Value]]:
    """(old, new) for each "<change verb> ... from X to Y" in a passage, X and Y values of the same kind."""
    for old, new in pairwise(values):
        if old.kind is not new.kind or old.kind in (ValueKind.IDENTIFIER, ValueKind.CLAUSE):
            continue
        before = text[max(0, old.start - 6) : old.start].lower()
        between = text[old.end : new.start].lower().strip()
        if not before.rstrip().endswith("from") or between != "to":
            continue
        lead = text[max(0, old.start - _CHANGE_WINDOW) : old.start].lower()
        if any(verb in CHANGE_VERBS for verb in words(lead)):
            yield old, new


# "... is increased to £5,000,000", "... is deleted and replaced by an excess of £150", "replaced with £4,000":
# the new figure follows "to", or "by"/"with" straight after "replaced"/"substituted" ("increased by 30%" gives
# the size of a change, not the new figure); "an excess of" may name the slot again before it.
_CHANGED_TO = re.compile(
    r"\b(?:to|(?:replaced|substituted)\s+(?:by|with))(?:\s+(?:an?|the)\s+[a-z][a-z' -]{0,40}?\s+of)?\s*$"
)
_UP_TO = re.compile(r"\bup\s+to\s*$")  # a limit ("up to £5,000"), not a change


def _changes_to(
    text: str, values: Sequence[Value], sentences: Sequence[PassageSentence], changes: Sequence[tuple[Value, Value]]
) -> Iterable[tuple[Value, frozenset[str]]]:
    """(new, slot words) for each "<change verb> ... to Y" that names no old figure in the same passage."""
    named = {id(new) for _, new in changes}
    for value in values:
        if id(value) in named or value.kind in (ValueKind.IDENTIFIER, ValueKind.CLAUSE, ValueKind.DATE):
            continue
        lead = text[max(0, value.start - _CHANGE_WINDOW) : value.start]
        if not _CHANGED_TO.search(lead.lower()) or _UP_TO.search(lead.lower()):
            continue
        clause = re.split(r"[.;:]", lead)[-1].lower()
        if not any(verb in CHANGE_VERBS for verb in words(clause)):
            continue
        sentence = next((s for s in sentences if s.start <= value.start < s.end), None)
        if sentence is not None:
            references = {f"{_REFERENCE_MARK}{ref.lower()}" for ref in _NAMED_CLAUSE.findall(sentence.text)}
            yield value, sentence.words | references


# A change that names the clause it amends ("the limit in clause 1.2 is replaced by £4,000"), and a passage
# headed by that clause ("1.2 We will pay ... up to £2,500"): the change is about that passage's figure.
_NAMED_CLAUSE = re.compile(r"\b(?:clause|section|condition|paragraph)\s+(\d+(?:\.\d+)*[a-z]?)\b", re.I)
_REFERENCE_MARK = "\u00a7"  # slot words never hold it: content words are letters and digits


def _headed_by(passage: PassageEvidence, value: Value, references: frozenset[str]) -> bool:
    """Whether the passage sentence that states ``value`` opens with one of the clause numbers a change names."""
    before = passage.text[: value.start]
    opening = max(before.rfind(". "), before.rfind(": "), before.rfind("; "))
    head = passage.text[opening + 1 : value.start].strip().lower() if opening >= 0 else before.strip().lower()
    head = head.removeprefix("clause ").removeprefix("section ")
    return any(head == ref or head.startswith(ref + " ") for ref in references)


@dataclass(frozen=True)
class Evidence:
    """All passages a claim is checked against, taken together (a date in one plus a period in another)."""

    passages: tuple[PassageEvidence, ...]

    def values(self, kind: ValueKind) -> list[tuple[PassageEvidence, Value]]:
        return [(passage, value) for passage in self.passages for value in passage.values if value.kind is kind]

    def sentences(self) -> list[PassageSentence]:
        return [sentence for passage in self.passages for sentence in passage.sentences]

    def clauses(self) -> list[PassageSentence]:
        return [clause for passage in self.passages for clause in passage.clauses]

    def changes(self) -> list[tuple[Value, Value]]:
        return [change for passage in self.passages for change in passage.changes]

    def changes_to(self) -> list[tuple[PassageEvidence, Value, frozenset[str]]]:
        return [(passage, new, slot) for passage in self.passages for new, slot in passage.changes_to]

    def idf(self) -> dict[str, float]:
        sentences = self.sentences()
        document_frequency: dict[str, int] = {}
        for sentence in sentences:
            for word in sentence.words:
                document_frequency[word] = document_frequency.get(word, 0) + 1
        total = max(len(sentences), 1)
        return {word: math.log(1 + total / count) for word, count in document_frequency.items()}


# ---------------------------------------------------------------------------------------------------------
# Per-kind matching. Each returns the finding for one claim value.


def verdict_of(ok: bool, passage_value: str | None) -> Verdict:
    """A value gate's verdict: a failed gate that found another value (or polarity) for the claim's contradicts
    it; one that found nothing to compare leaves it unsupported."""
    if ok:
        return Verdict.HOLDS
    return Verdict.CONTRADICTS if passage_value is not None else Verdict.UNSUPPORTED


def _finding(value: Value, ok: bool, passage_value: str | None, explanation: str, derived: bool = False) -> Finding:
    return Finding(
        kind=value.kind.value,
        verdict=verdict_of(ok, passage_value),
        claim_value=value.text,
        passage_value=passage_value,
        start=value.start,
        end=value.end,
        explanation=explanation,
        derived=derived,
    )


MAX_TERMS = 4  # "£285 plus £4,360, less the £400 and £200 excesses": an invoice, an estimate and two excesses


def _worked_out(target: Decimal, terms: Sequence[Value]) -> str | None:
    """A sum or difference of two to ``MAX_TERMS`` of ``terms`` that equals ``target``, as words, or None.

    The first term is always added (a letter starts from a figure and takes others off or adds them)."""
    amounts = [(term, term.amount) for term in terms if term.amount is not None]
    for size in range(2, MAX_TERMS + 1):
        for chosen in combinations(amounts, size):
            for first_index, (first, first_amount) in enumerate(chosen):
                rest = [pair for index, pair in enumerate(chosen) if index != first_index]
                for signs in _sign_patterns(len(rest)):
                    total = first_amount + sum(
                        (amount if sign > 0 else -amount for (_, amount), sign in zip(rest, signs, strict=True)),
                        Decimal(0),
                    )
                    if total == target:
                        words = first.text + "".join(
                            f" {'plus' if sign > 0 else 'less'} {term.text}"
                            for (term, _), sign in zip(rest, signs, strict=True)
                        )
                        return words
    return None


def _sign_patterns(count: int) -> Iterable[tuple[int, ...]]:
    if count == 0:
        yield ()
        return
    for head in (1, -1):
        for tail in _sign_patterns(count - 1):
            yield (head, *tail)


def _sum_in_one_passage(value: Value, evidence: Evidence) -> tuple[Value, Value] | None:
    """Two amounts of one passage, in the value's currency, that add up to it."""
    for passage in evidence.passages:
        amounts = [
            found for found in passage.values if found.kind is ValueKind.MONEY and found.currency == value.currency
        ]
        for first, second in combinations(amounts, 2):
            if first.amount is not None and second.amount is not None and first.amount + second.amount == value.amount:
                return first, second
    return None


def _stated_or_summed(value: Value, evidence: Evidence) -> bool:
    """The sentence's own amount is one the passages state, a sum of two amounts in one passage, or a
    percentage the passages give of an amount they give ("the $96,000 deductible", 15% of $640,000)."""
    amounts = [found for _, found in evidence.values(ValueKind.MONEY) if found.currency == value.currency]
    if any(found.amount == value.amount for found in amounts) or _sum_in_one_passage(value, evidence) is not None:
        return True
    assert value.amount is not None
    return any(
        percent.amount is not None
        and base.amount is not None
        and same_at_precision(value.amount, base.amount * percent.amount / 100)
        for _, percent in evidence.values(ValueKind.PERCENT)
        for base in amounts
    )


def _worked_out_in_letter(
    value: Value, claim: Claim, claim_text: str, sentence_text: str, evidence: Evidence
) -> str | None:
    """How ``value`` follows from the passages' amounts and the sentence's own confirmed amounts, where the
    claim (as decomposition rendered it, or its range of the sentence, ``claim_text``) says it is working a
    figure out; None otherwise. Called only once no passage states the value itself, so no passage amount
    equals it."""
    said = {word.lower() for word in words(claim.text + " " + claim_text)}
    if value.amount is None:
        return None
    in_sentence = extract_values(sentence_text)
    own: list[Value] = []  # the sentence's other amounts that the passages confirm or the sentence supposes
    for other in in_sentence:
        if (
            other.kind is ValueKind.MONEY
            and other.currency == value.currency
            and other.amount is not None
            and other.amount != value.amount
            and all(other.amount != term.amount for term in own)
            and (_stated_or_summed(other, evidence) or supposed(other, sentence_text))
        ):
            own.append(other)
    if not said & (ARITHMETIC_CUES | FRACTION_WORDS.keys()):
        # Without a cue word only arithmetic the sentence shows in full passes: the value is a sum,
        # difference or product of figures the sentence itself states and the passages confirm ("a
        # replacement cost of £1,100 and the £250 excess ... would be £850"; "£500 ... each caravan, the three
        # caravans carry £1,500"). The passages' other amounts are not terms: with many of them some
        # combination lands on almost any figure.
        if len(own) >= 2:
            return _worked_out(value.amount, own) or _product(value, own, in_sentence, said)
        return _product(value, own, in_sentence, said) if own else None
    terms: list[Value] = []
    seen: dict[Decimal, int] = {}
    # An amount is a term once, or as often as one passage clause lists it ("values £1,240, £1,395, £1,395").
    listed: dict[Decimal, int] = {}
    for clause in evidence.clauses():
        here = [v.amount for v in clause.values if v.kind is ValueKind.MONEY and v.currency == value.currency]
        for amount in here:
            if amount is not None:
                listed[amount] = max(listed.get(amount, 1), here.count(amount))
    for _, found in evidence.values(ValueKind.MONEY):
        if found.currency != value.currency or found.amount is None:
            continue
        if seen.get(found.amount, 0) < listed.get(found.amount, 1):
            seen[found.amount] = seen.get(found.amount, 0) + 1
            terms.append(found)
    for other in own:
        if other.amount is not None and other.amount not in seen:
            seen[other.amount] = 1
            terms.append(other)
    # A percentage of an amount in the same clause is a term too ("Excess = 1% of sum insured" of the row's
    # "Sum insured = £86,000", plus another passage's £250 additional excess, "in total").
    for clause in evidence.clauses():
        for percent in clause.values:
            if percent.kind is not ValueKind.PERCENT or percent.amount is None:
                continue
            for base in clause.values:
                if base.kind is ValueKind.MONEY and base.currency == value.currency and base.amount is not None:
                    share = (base.amount * percent.amount / 100).quantize(Decimal("0.01"))
                    if share not in seen:
                        seen[share] = 1
                        terms.append(replace(base, text=f"{percent.text} of {base.text}", amount=share))
    if len(terms) > 14:  # combinations of four among more amounts than a letter's sources hold stay unchecked
        return None
    return _worked_out(value.amount, terms) or _product(value, terms, in_sentence, said)


MAX_COUNT = 1000  # the largest count a letter multiplies a rate by: days, months, animals, items


def _factors(in_sentence: Sequence[Value], said: set[str], target: Value) -> list[tuple[str, Decimal]]:
    """The factors a sentence says it scales a figure by: counts ("16 ewes", "14 days", "12 months'"),
    percentages ("50%") and fraction words ("half"). A count or percentage is a value of the sentence, so
    its own gate checks it against the passages."""
    out: list[tuple[str, Decimal]] = []
    for found in in_sentence:
        if found.amount is None or found.start == target.start:
            continue
        if found.kind in (ValueKind.NUMBER, ValueKind.DURATION):
            if found.amount == found.amount.to_integral_value() and 2 <= found.amount <= MAX_COUNT:
                out.append((found.text, found.amount))
        elif found.kind is ValueKind.PERCENT:
            out.append((found.text, found.amount / 100))
            if said & RISE_WORDS:
                out.append((f"plus {found.text}", 1 + found.amount / 100))
            if said & FALL_WORDS:
                out.append((f"less {found.text}", 1 - found.amount / 100))
    out += [(word, fraction) for word, fraction in FRACTION_WORDS.items() if word in said]
    return out


def _product(value: Value, terms: Sequence[Value], in_sentence: Sequence[Value], said: set[str]) -> str | None:
    """A confirmed rate times a factor the sentence states, as words, or None: "£220 a head ... for the 16
    ewes ... comes to £3,520"; "£575 a month, half your monthly rent" of £1,150."""
    assert value.amount is not None
    for factor_text, factor in _factors(in_sentence, said, value):
        for term in terms:
            if term.amount is not None and same_at_precision(value.amount, term.amount * factor):
                if factor_text.startswith(("plus ", "less ")):  # a figure moved by a percentage
                    return f"{term.text} {factor_text}"
                return f"{factor_text} of {term.text}" if factor < 1 else f"{term.text} times {factor_text}"
    return None


def _money_format(currency: str | None, amount: Decimal) -> str:
    symbol = {"GBP": "£", "EUR": "€", "USD": "$"}.get(currency or "", "")
    return f"{symbol}{amount:,.2f}".replace(".00", "")


def check_money(value: Value, claim: Claim, sentence_text: str, evidence: Evidence) -> Finding:
    claim_text = sentence_text[claim.start : claim.end]
    assert value.amount is not None
    amounts = [(passage, found) for passage, found in evidence.values(ValueKind.MONEY)]
    same_currency = [(passage, found) for passage, found in amounts if found.currency == value.currency]
    if any(found.amount == value.amount for _, found in same_currency):
        conflict = _attached_elsewhere(value, claim, sentence_text, evidence)
        other_row = _row_of_another_key(value, claim, sentence_text, evidence) if conflict is None else None
        if other_row is not None:
            explanation = f"{OTHER_ROW} {other_row.text} for this; {value.text} is another row's"
            return _finding(value, False, other_row.text, explanation)
        if conflict is not None:
            explanation = f"the passage gives {value.text} for something else; for this it gives {conflict.text}"
            return _finding(value, False, conflict.text, explanation)
        found = next(found for _, found in same_currency if found.amount == value.amount)
        return _finding(value, True, found.text, "the same amount is in the passage")
    summed = _sum_in_one_passage(value, evidence)
    if summed is not None:
        first, second = summed
        rendered = f"{first.text} plus {second.text}"
        return _finding(value, True, rendered, "the sum of two amounts in one passage", derived=True)
    for _, percent in evidence.values(ValueKind.PERCENT):
        for _, base in same_currency:
            if percent.amount is None or base.amount is None:
                continue
            if same_at_precision(value.amount, base.amount * percent.amount / 100):
                rendered = f"{percent.text} of {base.text}"
                return _finding(value, True, rendered, "a percentage of an amount in the passages", derived=True)
    worked_out = _worked_out_in_letter(value, claim, claim_text, sentence_text, evidence)
    if worked_out is not None:
        return _finding(value, True, worked_out, "worked out from amounts in the passages", derived=True)
    worked_out = worked_out_amount(value, claim, sentence_text, evidence)
    if worked_out is not None:
        return _finding(
            value, True, worked_out, "worked out from the sentence's figures and the passages'", derived=True
        )
    limit = _governing_limit(value, claim_text, evidence)
    if limit is not None and limit.amount is not None:
        within = value.amount <= limit.amount if limit.bound is Bound.UPPER else value.amount > limit.amount
        if within:
            rendered = f"{'up to' if limit.bound is Bound.UPPER else 'over'} {limit.text}"
            return _finding(value, True, rendered, "within the limit the passage sets for this", derived=True)
        denied = main_predicate(sentence_text, claim.start, claim.end)
        if denied is not None and denied.negated and limit.bound is Bound.UPPER:
            # "A Grade 2 handler cannot settle a £12,000 claim without approval" against "up to £10,000": the
            # sentence denies what the limit does not allow.
            rendered = f"over {limit.text}"
            return _finding(
                value, True, rendered, "above the limit the passage sets, as the sentence says", derived=True
            )
        return _finding(value, False, limit.text, f"outside the limit the passage sets for this ({limit.text})")
    closest = _closest_amount(value, same_currency or amounts)
    return _finding(value, False, closest, "no equal amount in the passages")


ATTACHMENT_WINDOW = 60  # characters either side of an amount that say what the amount is for
ATTACHMENT_MARGIN = 1.5  # how much better another sentence must match before the amount counts as misplaced


def same_quantity(a: Value, b: Value) -> bool:
    """Equal values of one kind: the same amount and currency, the same length and kind of period, the same
    percentage."""
    if a.kind is not b.kind:
        return False
    if a.kind is ValueKind.DURATION:
        return a.duration_key() == b.duration_key()
    if a.kind is ValueKind.MONEY:
        return a.currency == b.currency and a.amount == b.amount
    if a.kind is ValueKind.DATE:
        return any(_same_date(x, y) for x in a.date_readings for y in b.date_readings)
    return a.amount is not None and a.amount == b.amount


def comparable(a: Value, b: Value) -> bool:
    """Values that could be given for the same thing: one kind (and currency)."""
    return a.kind is b.kind and a.currency == b.currency


BOUND_KINDS = frozenset({ValueKind.MONEY, ValueKind.DURATION, ValueKind.PERCENT})


def _attached_elsewhere(value: Value, claim: Claim, sentence_text: str, evidence: Evidence) -> Value | None:
    found = _attachment(value, claim, sentence_text, evidence)
    return found[0] if found is not None else None


def _attachment(
    value: Value, claim: Claim, sentence_text: str, evidence: Evidence
) -> tuple[Value, PassageSentence] | None:
    """Value binding: the value is in the passages, but the passage clause about what the claim attaches it to
    gives another one. "We will also pay up to £25,000 for tracing the leak" when the passage says "up to
    £2,500 ... to find the source of the escape" and "£25,000" only for alternative accommodation; "if the
    delay is more than 12 hours you can cancel" when "more than 12 hours" is the delay benefit's and
    cancellation needs "more than 24 hours". Clauses are the passage's sentences cut at semicolons; the words
    around the claim's value say what it is attached to. Only a clear winner counts. A figure a passage says
    something was changed to ("is amended to £220") is bound by that change, which the superseded-value gate
    reads: the clause that still states the old figure is no rival. Returns the rival and its clause."""
    if value.kind not in BOUND_KINDS and value.kind is not ValueKind.DATE:
        return None
    claim_values = [
        found for found in extract_values(sentence_text[claim.start : claim.end]) if comparable(found, value)
    ]
    if len(claim_values) != 1:
        return None  # with several values of a kind in one claim their contexts mix ("£2,140, which is ...")
    candidates = [clause for clause in evidence.clauses() if any(comparable(found, value) for found in clause.values)]
    if len(candidates) < 2:
        return None
    around = sentence_text[
        max(claim.start, value.start - ATTACHMENT_WINDOW) : min(claim.end, value.end + ATTACHMENT_WINDOW)
    ]
    around_words = content_words(around)
    idf = evidence.idf()

    def score(clause: PassageSentence) -> float:
        return sum(idf.get(word, 0.0) for word in around_words & clause.words)

    def holds_value(clause: PassageSentence) -> bool:
        return any(same_quantity(found, value) for found in clause.values)

    best = max(candidates, key=score)
    if holds_value(best):
        return None
    holding = max((score(clause) for clause in candidates if holds_value(clause)), default=0.0)
    if score(best) < ATTACHMENT_MARGIN * holding or score(best) - holding < 1.0:
        return None
    rivals = sorted(
        (found for found in best.values if comparable(found, value)), key=lambda found: found.bound is not value.bound
    )
    if not rivals or _changed_to_value(rivals[0], best, value, evidence):
        return None
    return rivals[0], best


def _changed_to_value(rival: Value, clause: PassageSentence, value: Value, evidence: Evidence) -> bool:
    """Whether the passages say the rival figure was changed to the claim's: "changed from £180 to £220", or
    "the Maximum per head for Breeding ewes ... is amended to £220" when the rival is that row's figure."""
    if any(same_quantity(old, rival) and same_quantity(new, value) for old, new in evidence.changes()):
        return True
    passage = next((p for p in evidence.passages if clause in p.clauses), None)
    if passage is None or passage.table_row is None:
        return False
    return any(
        same_quantity(new, value) and _row_named(passage, slot) and _slot_words(passage, rival) <= slot
        for _, new, slot in evidence.changes_to()
    )


# How a value gate says the claim took its value from another row of the table (``_row_of_another_key``): seen only
# with the rows together, so the scorer lets it cap every passage, the row that holds the value among them.
OTHER_ROW = "the table row about what the sentence names gives"


def _row_of_another_key(value: Value, claim: Claim, sentence_text: str, evidence: Evidence) -> Value | None:
    """Row binding: every table row that holds the value is about something the claim does not name (its first
    cell, "Section = Public liability"), while another row of the same table is about what the claim names
    ("Section = Employers' liability") and gives another value in the same column: the claim took the value
    from the wrong row."""
    said = content_words(sentence_text[claim.start : claim.end])
    holding: list[tuple[TableRow, str]] = []
    for passage in evidence.passages:
        row = passage.table_row
        if row is None:
            continue
        for cell in row.cells:
            if any(same_quantity(found, value) for found in cell.values):
                if _key_words(passage.text) <= said:
                    return None  # a row that holds the value is about what the claim names
                holding.append((row, cell.label))
    for row, label in holding:
        for passage in evidence.passages:
            other = passage.table_row
            if other is None or other.table != row.table or other.row == row.row:
                continue
            key = _key_words(passage.text)
            column = other.cell_labelled(label)
            if not key or not key <= said or column is None:
                continue
            rivals = [found for found in column.values if comparable(found, value) and not same_quantity(found, value)]
            if rivals:
                return rivals[0]
    return None


SUPPOSED = "supposed"
# The kinds of value a sentence supposes for a case ("a £3,000 claim", "four guests", "a claim made in August
# 2026"); a period in a supposition ("if the home is empty for 60 days") is the rule's own threshold, so it is
# checked like any stated value.
SUPPOSABLE = frozenset({ValueKind.MONEY, ValueKind.NUMBER, ValueKind.DATE})
# What a value hangs from on its way up to the noun that names the case: its own tokens, a preposition ("of"),
# "worth", a participle ("made in"), a compound.
_CASE_LINKS = frozenset({"nmod", "nummod", "quantmod", "npadvmod", "pobj", "prep", "amod", "compound", "acl", "appos"})


def _case_frame(head: Token) -> bool:
    """Whether a token opens a supposed case: a clause introduced by "if"/"where"/"should", or a phrase ("On a
    £3,000 claim", "For a phone worth £800") set before the verb it belongs to."""
    if head.dep_ == "advcl":
        return any(c.dep_ == "mark" and c.lower_ in SUPPOSITION_MARKERS for c in head.children)
    if head.dep_ == "prep" and head.lower_ in SUPPOSITION_PREPOSITIONS:
        # At the start of the sentence or of a clause joined to it ("..., so on a £7,200 claim the excess
        # would be £720").
        opens = head.i == head.sent.start or (
            head.i > 0 and (head.nbor(-1).is_punct or head.nbor(-1).lower_ in CLAUSE_OPENERS)
        )
        return bool(head.i < head.head.i and opens)
    return False


def supposed(value: Value, sentence_text: str) -> bool:
    """The dependency parse of the sentence attaches ``value`` to a case the sentence supposes: the value
    describes a noun with no definite determiner ("a hull claim of £3,800", "belongings worth £350", "four
    guests") inside a supposition frame (``_case_frame``), and is not a threshold ("over £5,000", "£5,000 or
    more"). The passages cannot state the reader's own case; what the sentence says follows from it is checked."""
    if value.kind not in SUPPOSABLE or value.bound is not Bound.EXACT:
        return False
    after = sentence_text[value.end : value.end + 12].lower().lstrip()
    before = words(sentence_text[max(0, value.start - 20) : value.start].lower())
    if after.startswith(THRESHOLD_AFTER) or (before and before[-1] in THRESHOLD_BEFORE):
        return False
    from vouch.verify.nlp import parse

    doc = parse(sentence_text)
    tokens = [t for t in doc if value.start <= t.idx < value.end]
    if not tokens:
        return False
    token = max(tokens, key=lambda t: t.i == t.head.i or not (value.start <= t.head.idx < value.end))
    indefinite = False
    noun_seen = False
    for _ in range(12):
        if token.pos_ in ("NOUN", "PROPN") and not (value.start <= token.idx < value.end):
            dets = {c.lower_ for c in token.children if c.dep_ in ("det", "poss")}
            if dets and not dets <= INDEFINITE_DETERMINERS:
                return False  # "the claim of £3,800", "your claim": a known thing, stated
            noun_seen = True
            indefinite = indefinite or bool(dets) or token.tag_ in ("NNS", "NNPS")
        dets_here = {c.lower_ for c in token.children if c.dep_ == "det"}
        if token.lower_ == "worth" and dets_here & INDEFINITE_DETERMINERS:
            noun_seen = indefinite = True
        if _case_frame(token):
            return noun_seen and indefinite
        if (
            token.dep_ not in _CASE_LINKS
            and not (value.start <= token.idx < value.end)
            and token.dep_
            not in (
                "nsubj",
                "nsubjpass",
                "dobj",
            )
        ):
            return False
        if token.head.i == token.i:
            return False
        token = token.head
    return False


def check_supposed(value: Value, claim: Claim, sentence_text: str, evidence: Evidence) -> Finding | None:
    """A value of the case the sentence supposes (``supposed``) holds: "On a £3,000 claim the excess would be
    £500" is checked on its excess, not on whether a passage names a £3,000 claim. A supposed amount on the
    wrong side of a threshold the passage sets for it ("For a claim of £8,000 a report is needed" against
    "claims over £10,000 need a report") is left to the money gate, which finds it outside the limit."""
    if not supposed(value, sentence_text):
        return None
    if value.kind is ValueKind.MONEY and value.amount is not None:
        limit = _governing_limit(value, sentence_text[claim.start : claim.end], evidence)
        threshold = limit is not None and limit.amount is not None and limit.bound is Bound.LOWER
        if threshold and limit is not None and limit.amount is not None and value.amount <= limit.amount:
            return None
    return replace(
        _finding(value, True, None, "a figure of the case the sentence supposes, not one it states"), kind=SUPPOSED
    )


def check_superseded(value: Value, claim: Claim, sentence_text: str, evidence: Evidence) -> Finding | None:
    """A value the passages say was changed, stated at its old figure: "the excess is £25" when an endorsement
    says it "is changed from £25 to £50". The current document wins (labelling convention 7); a claim that
    names the new figure too is about the change itself."""
    claimed = claim_values(claim, sentence_text)
    for old, new in evidence.changes():
        if same_quantity(old, value) and not any(same_quantity(new, other) for other in claimed):
            finding = _finding(value, False, new.text, f"the passages change {old.text} to {new.text}")
            return replace(finding, kind=SUPERSEDED)
    # A figure another passage states for the same thing, which this passage says is now something else
    # ("... shown in the Schedule is increased to £5,000,000"): the claim gives the replaced figure.
    claim_words = content_words(sentence_text[claim.start : claim.end])
    for changing, new, slot in evidence.changes_to():
        if not comparable(new, value) or same_quantity(new, value) or any(same_quantity(new, o) for o in claimed):
            continue
        references = frozenset(w[1:] for w in slot if w.startswith(_REFERENCE_MARK))
        stating = [
            (passage, found)
            for passage in evidence.passages
            if passage is not changing
            for found in passage.values
            if found.kind is value.kind and same_quantity(found, value) and _slot_words(passage, found) <= slot
        ]
        # A change naming the clause that states the claim's figure needs fewer shared words than one that
        # names only what the figure is for.
        shared = len(claim_words & slot)
        by_reference = any(
            (references and _headed_by(passage, found, references)) or _row_named(passage, slot)
            for passage, found in stating
        )
        if stating and shared >= (SLOT_WORDS_SHARED_BY_REFERENCE if by_reference else SLOT_WORDS_SHARED):
            finding = _finding(value, False, new.text, f"a passage says this is now {new.text}")
            return replace(finding, kind=SUPERSEDED)
    return None


SLOT_WORDS_SHARED = 3  # content words a claim must share with a change's sentence to be about the same thing
# ... when the change names the clause that states the claim's figure, or the row ("the Maximum per head for
# Breeding ewes ... is amended to £220")
SLOT_WORDS_SHARED_BY_REFERENCE = 1


def _key_words(row_text: str) -> frozenset[str]:
    """The content words of a table row's first cell: what the row is about ("Class = Breeding ewes")."""
    cells = table_row_cells(row_text)
    return content_words(cells[0][1]) if cells else frozenset()


def _row_named(passage: PassageEvidence, slot: frozenset[str]) -> bool:
    key = _key_words(passage.text) if passage.table_row is not None else frozenset()
    return bool(key) and key <= slot


def _slot_words(passage: PassageEvidence, value: Value) -> frozenset[str]:
    """What a table row says ``value`` is for, in words a change must name all of: its column label
    ("compulsory excess" is not named by "the excess is increased to"). Prose names nothing more than the
    claim's own words, which must share ``SLOT_WORDS_SHARED`` with the change."""
    if passage.table_row is None:
        return frozenset()
    for cell in passage.table_row.cells:
        if any(found is value for found in cell.values):
            return content_words(cell.label)
    return frozenset({"\x00"})  # a row value outside a labelled cell names nothing a change could match


# Kinds of finding the claim-level gates give (the value gates' kind is the value's: "money", "date", ...).
SUPERSEDED = "superseded"
TABLE_ROW = "table_row"
NEGATION = "negation"


def _governing_limit(value: Value, claim_text: str, evidence: Evidence) -> Value | None:
    """The limit ("up to £10,000", "above £50,000") of the passage sentence that best matches the claim.

    Only a plain amount in the claim ("a settlement of £42,000") can sit within a limit; an amount the claim
    itself states as a limit ("up to £25,000") must equal the passage's limit.
    """
    if value.bound is not Bound.EXACT:
        return None
    idf = evidence.idf()
    claim_words = content_words(claim_text)
    best: tuple[float, Value] | None = None
    for sentence in evidence.sentences():
        limits = [
            found
            for found in sentence.values
            if found.kind is ValueKind.MONEY and found.currency == value.currency and found.bound is not Bound.EXACT
        ]
        if not limits:
            continue
        score = sum(idf.get(word, 0.0) for word in claim_words & sentence.words)
        if score > 0 and (best is None or score > best[0]):
            best = (score, limits[0])
    return best[1] if best else None


def _closest_amount(value: Value, amounts: Sequence[tuple[PassageEvidence, Value]]) -> str | None:
    candidates = [found for _, found in amounts if found.amount is not None]
    if not candidates or value.amount is None:
        return None
    claimed = value.amount
    return min(candidates, key=lambda found: abs((found.amount or Decimal(0)) - claimed)).text


def _numeric_magnitudes(evidence: Evidence) -> dict[Decimal, str]:
    """Every number the passages state in any form, to the text that states it."""
    found: dict[Decimal, str] = {}
    for passage in evidence.passages:
        for value in passage.values:
            if value.amount is not None:
                found.setdefault(value.amount.normalize(), value.text)
            if value.date is not None:
                for part in (value.date.day, value.date.year):
                    if part is not None:
                        found.setdefault(Decimal(part), value.text)
    return found


# "well below the 40-colony limit", "within the £30,000 limit": the comparison word relates another figure to
# the limit the sentence names; the named figure itself is stated, not bounded.
_NAMED_LIMIT = re.compile(r"\b(?:below|under|above|over|within|beyond|exceeds?|exceeding)\s+the\s*$", re.I)


def check_number(value: Value, claim: Claim, sentence_text: str, evidence: Evidence) -> Finding:
    assert value.amount is not None
    magnitudes = _numeric_magnitudes(evidence)
    found = magnitudes.get(value.amount.normalize())
    if found is not None:
        # "at most 55" against "at least 55": the same number bounding the other way.
        bounds = {
            stated.bound
            for _, stated in evidence.values(ValueKind.NUMBER)
            if stated.amount is not None and stated.amount.normalize() == value.amount.normalize()
        }
        named = _NAMED_LIMIT.search(sentence_text[max(0, value.start - 20) : value.start]) is not None
        if (
            value.bound is not Bound.EXACT
            and not named
            and bounds
            and value.bound not in bounds
            and Bound.EXACT not in bounds
        ):
            stated_bound = "at least" if Bound.LOWER in bounds else "at most"
            return _finding(value, False, f"{stated_bound} {found}", f"the passage gives {stated_bound} {found}")
        return _finding(value, True, found, "the same number is in the passage")
    counted = worked_out_count(value, sentence_text, evidence)
    if counted is not None:
        return _finding(
            value, True, counted, "a count the passages give in words, or the sentence works out", derived=True
        )
    return _finding(value, False, None, "this number is nowhere in the passages")


def check_percent(value: Value, claim: Claim, sentence_text: str, evidence: Evidence) -> Finding:
    assert value.amount is not None
    for _, found in evidence.values(ValueKind.PERCENT):
        if found.amount is not None and (found.amount == value.amount or same_at_precision(value.amount, found.amount)):
            return _finding(value, True, found.text, "the same percentage is in the passage")
    amounts = [found for _, found in evidence.values(ValueKind.MONEY) if found.amount]
    for first, second in combinations(amounts, 2):
        if first.currency != second.currency or first.amount is None or second.amount is None:
            continue
        low, high = sorted((first.amount, second.amount))
        change = (high - low) / low * 100
        ratio = low / high * 100
        if same_at_precision(value.amount, change) or same_at_precision(value.amount, ratio):
            rendered = f"{first.text} and {second.text}"
            return _finding(value, True, rendered, "worked out from two amounts in the passages", derived=True)
    return _finding(value, False, None, "no equal percentage in the passages")


def _same_date(claimed: DateValue, stated: DateValue) -> bool:
    if claimed.month != stated.month:
        return False
    if claimed.year is not None and stated.year is not None and claimed.year != stated.year:
        return False
    if claimed.day is None:  # "March 2024" is satisfied by any day in March 2024
        return True
    return stated.day == claimed.day


def _add_period(start: date, period: Value) -> date | None:
    if period.amount is None or period.amount != period.amount.to_integral_value():
        return None
    count = int(period.amount)
    unit = period.unit
    if period.qualifier in ("working", "business"):
        days = count * (5 if unit == "week" else 1) if unit in ("day", "week") else None
        if days is None:
            return None
        current = start
        while days > 0:
            current += timedelta(days=1)
            if current.weekday() < 5:
                days -= 1
        return current
    if unit == "day":
        return start + timedelta(days=count)
    if unit == "week":
        return start + timedelta(weeks=count)
    if unit in ("month", "year"):
        months = count * (12 if unit == "year" else 1)
        month_index = start.month - 1 + months
        year, month = start.year + month_index // 12, month_index % 12 + 1
        day = min(start.day, calendar.monthrange(year, month)[1])
        return date(year, month, day)
    return None


def _readings(value: Value, order: DateOrder | None) -> tuple[DateValue, ...]:
    """A numeric date its own text gives no order for, read in the order of the texts it is checked against.

    A letter is written in the house style of the insurer's documents: "03/01/2024" in a letter checked
    against "1 March 2024" is 3 January; against a US claim file ("$", "October 5") it is March 1. Only when
    neither side says are both readings open."""
    if value.other_reading is None or order is None or value.date is None:
        return value.date_readings
    return (value.date,) if order is DateOrder.DAY_FIRST else (value.other_reading,)


def check_date(value: Value, claim: Claim, sentence_text: str, evidence: Evidence) -> Finding:
    assert value.date is not None
    stated = evidence.values(ValueKind.DATE)
    claimed_readings = _readings(value, numeric_date_order(" ".join(p.text for p in evidence.passages)))
    letter_order = numeric_date_order(sentence_text)
    for _, found in stated:
        found_readings = _readings(found, letter_order)
        if any(_same_date(claimed, reading) for claimed in claimed_readings for reading in found_readings):
            # "The accident happened on 11 September" when the note's 11 September is the inspection's and
            # the loss date is 4 September: the date is bound to another event.
            attached = _attachment(value, claim, sentence_text, evidence)
            if attached is not None and not related_to_rival(value, *attached, claim, sentence_text):
                conflict = attached[0]
                explanation = f"the passage gives {value.text} for something else; for this it gives {conflict.text}"
                return _finding(value, False, conflict.text, explanation)
            return _finding(value, True, found.text, "the same date is in the passage")
    for claimed in (reading.as_date() for reading in claimed_readings):
        if claimed is None:
            continue
        for _, found in stated:
            for start in (reading.as_date() for reading in _readings(found, letter_order)):
                if start is None:
                    continue
                for _, period in evidence.values(ValueKind.DURATION):
                    if _add_period(start, period) == claimed:
                        rendered = f"{period.text} after {found.text}"
                        return _finding(
                            value, True, rendered, "a date in the passages plus a period in them", derived=True
                        )
    worked_out = worked_out_date(value, sentence_text, evidence)
    if worked_out is not None:
        return _finding(value, True, worked_out, "a date worked out from a date and a period", derived=True)
    closest = stated[0][1].text if stated else None
    return _finding(value, False, closest, "no equal date in the passages")


def _anchors_compatible(claimed: Value, stated: Value) -> bool:
    """Whether two periods run from the same point, as far as the words can tell."""
    if not claimed.anchor or not stated.anchor:
        return True  # a side that does not say where the period runs from cannot conflict
    if anchor_is_unresolvable(claimed.anchor) or anchor_is_unresolvable(stated.anchor):
        return True
    if (claimed.anchor_relation or "after") != (stated.anchor_relation or "after"):
        return False
    claimed_kinds = classify_anchor(claimed.anchor)
    stated_kinds = classify_anchor(stated.anchor)
    if claimed_kinds and stated_kinds:
        return bool(claimed_kinds & stated_kinds)
    generic = {"date", "day", "time", "first"}
    claimed_words = content_words(claimed.anchor) - generic
    stated_words = content_words(stated.anchor) - generic
    if not claimed_words or not stated_words:
        return True
    return bool(claimed_words & stated_words)


_RATE_UNIT = re.compile(r"^(?:a|an|per|each|every)\s+(?P<unit>hour|day|week|month|year)$", re.I)
# How a passage counts an amount per each unit: "a day", "per day", "each day", "daily", "$89/day", "2x/wk".
_COUNTED_PER = {
    unit: re.compile(
        r"\b(?:(?:a|an|per|each|every)\s+"
        + unit
        + "|"
        + "|".join(re.escape(w) for w in adjectives)
        + r"|/\s?(?:"
        + "|".join(re.escape(w) for w in RATE_UNIT_SLASHED[unit])
        + r"))\b",
        re.I,
    )
    for unit, adjectives in RATE_UNIT_ADJECTIVES.items()
}


def _rate_unit(value: Value, sentence_text: str) -> str | None:
    """The unit of a rate ("£40 a day", "$300 per week"): a period of one unit right after an amount, or after
    a frequency ("twice a week"). It says what the amount is counted per, not how long anything lasts."""
    found = _RATE_UNIT.match(value.text.strip())
    if found is None or sentence_text[value.start : value.end] != value.text:
        return None
    before = words(sentence_text[max(0, value.start - 12) : value.start].lower())
    if before and before[-1] in FREQUENCY_WORDS:
        return found.group("unit").lower()
    after_amount = any(
        other.kind is ValueKind.MONEY
        and other.end <= value.start
        and not sentence_text[other.end : value.start].strip()
        for other in extract_values(sentence_text)
    )
    return found.group("unit").lower() if after_amount else None


def _passage_counts_per(unit: str, evidence: Evidence) -> bool:
    return any(_COUNTED_PER[unit].search(passage.text) for passage in evidence.passages)


def check_duration(value: Value, claim: Claim, sentence_text: str, evidence: Evidence) -> Finding:
    key = value.duration_key()
    stated = [found for _, found in evidence.values(ValueKind.DURATION)]
    same_length = [found for found in stated if found.duration_key() == key]
    unit = _rate_unit(value, sentence_text)
    if unit is not None and _passage_counts_per(unit, evidence):
        return _finding(value, True, value.text, f"the passage counts the amount per {unit}")
    if not same_length:
        between = period_between(value, sentence_text, evidence)
        if between is not None:
            return _finding(value, True, between, "the time between two dates", derived=True)
        same_count = [found for found in stated if found.amount == value.amount]
        candidates = same_count or stated
        closest = candidates[0] if candidates else None
        explanation = "no period of the same length and kind in the passages"
        if closest is not None and closest.amount == value.amount:
            explanation = f"the passage's period is {closest.text}, a different unit or kind of day"
        return _finding(value, False, closest.text if closest else None, explanation)
    for found in same_length:
        if _anchors_compatible(value, found):
            conflict = _attached_elsewhere(value, claim, sentence_text, evidence)
            if conflict is not None:
                explanation = f"the passage gives {value.text} for something else; for this it gives {conflict.text}"
                return _finding(value, False, conflict.text, explanation)
            return _finding(value, True, found.text, "the same period is in the passage")
    found = same_length[0]
    rendered = f"{found.text} {found.anchor_relation or 'after'} {found.anchor}"
    explanation = f"the period runs from '{value.anchor}' here but from '{found.anchor}' in the passage"
    return _finding(value, False, rendered, explanation)


def check_identifier(value: Value, claim: Claim, sentence_text: str, evidence: Evidence) -> Finding:
    for _, found in evidence.values(ValueKind.IDENTIFIER):
        if found.identifier == value.identifier:
            return _finding(value, True, found.text, "the same identifier is in the passage")
    # A reference the passage writes without a label ("Claim 123" for "Claim no. 123") is one of its words.
    for passage in evidence.passages:
        references = {re.sub(r"[/-]", "", word).upper() for word in _REFERENCE_WORD.findall(passage.text)}
        if value.identifier in references:
            return _finding(value, True, value.text, "the same identifier is in the passage")
    return _finding(value, False, None, "this reference is nowhere in the passages")


def check_clause(value: Value, claim: Claim, sentence_text: str, evidence: Evidence) -> Finding:
    number = re.match(r"[\d.]*\d", value.identifier or value.text)
    if number:
        pattern = re.compile(rf"(?<![\d.]){re.escape(number.group(0))}(?![\d]|\.\d)")
        for passage in evidence.passages:
            if pattern.search(passage.text):
                return _finding(value, True, number.group(0), "the same clause number is in the passage")
    return _finding(value, False, None, "this clause number is nowhere in the passages")


# ---------------------------------------------------------------------------------------------------------
# Table rows: an amount from one row must not be presented as another row's.


def _rows_holding(value: Value, evidence: Evidence) -> list[tuple[TableRow, Value]] | None:
    """The table rows holding an equal value, or None when a non-table passage also holds it."""
    rows: list[tuple[TableRow, Value]] = []
    for passage in evidence.passages:
        for found in passage.values:
            if found.kind is value.kind and found.normalized == value.normalized:
                if passage.table_row is None:
                    return None
                rows.append((passage.table_row, found))
    return rows


def check_table_rows(claim: Claim, sentence_text: str, evidence: Evidence, values: Sequence[Value]) -> list[Finding]:
    """'The stock at Unit 7 is insured for £420,000, with an excess of £2,500': £420,000 is Unit 4's row and
    £2,500 Unit 7's, so the claim mixes two rows unless it also names the other row's figure."""
    holdings = {id(value): _rows_holding(value, evidence) for value in values}
    mentioned = {value.normalized for value in values}
    findings: list[Finding] = []
    for value in values:
        held = holdings[id(value)]
        if value.kind is not ValueKind.MONEY or not held:
            continue
        for other in values:
            other_held = holdings[id(other)]
            if other is value or not other_held:
                continue
            conflict = _row_conflict(held, other_held, mentioned)
            if conflict is not None:
                findings.append(
                    Finding(
                        kind=TABLE_ROW,
                        verdict=Verdict.CONTRADICTS,
                        claim_value=value.text,
                        passage_value=conflict,
                        start=value.start,
                        end=value.end,
                        explanation=f"{value.text} is from a different table row than {other.text}, "
                        f"whose row gives {conflict}",
                    )
                )
                break
    return findings


def _row_conflict(
    held: Sequence[tuple[TableRow, Value]], other_held: Sequence[tuple[TableRow, Value]], mentioned: set[str]
) -> str | None:
    rows = {(row.table, row.row) for row, _ in held}
    other_rows = {(row.table, row.row) for row, _ in other_held}
    if rows & other_rows:
        return None
    for row, found in held:
        cell = row.cell_of(found)
        if cell is None:
            continue
        for other_row, _ in other_held:
            if other_row.table != row.table:
                continue
            counterpart = other_row.cell_labelled(cell.label)
            if counterpart is None or not counterpart.values:
                continue
            if all(candidate.normalized not in mentioned for candidate in counterpart.values):
                return f"{cell.label} = {counterpart.values[0].text} (row {other_row.row})"
    return None


# ---------------------------------------------------------------------------------------------------------
# Negation polarity.


def _stated_predicates(text: str) -> list[Predicate]:
    """What a passage sentence states. A table row's cell that answers its column label with yes or no ("May
    accept a late appeal = No") states the label with that polarity; parsed whole, the row reads as the label
    affirmed whatever the cell says."""
    cells = table_row_cells(text) or []
    answers = [(label, value.strip().lower()) for label, value in cells]
    answered = [(label, answer in CELL_DENIES) for label, answer in answers if answer in CELL_AFFIRMS | CELL_DENIES]
    if not answered:
        return predicates(text)
    out = [
        replace(stated, negated=stated.negated != denied) for label, denied in answered for stated in predicates(label)
    ]
    rest = [
        f"{label} = {value}"
        for (label, value), (_, answer) in zip(cells, answers, strict=True)
        if answer not in CELL_AFFIRMS | CELL_DENIES
    ]
    return out + (predicates("; ".join(rest)) if rest else [])


def check_negation(claim: Claim, sentence_text: str, evidence: Evidence, values: Sequence[Value]) -> list[Finding]:
    claimed = main_predicate(sentence_text, claim.start, claim.end)
    if claimed is None or claimed.restricted or not claimed.content:
        return []
    best: tuple[int, Predicate] | None = None
    agreeing_at_best = False
    claim_words = content_words(sentence_text[claim.start : claim.end])
    # Parsing is the expensive part: only passage sentences sharing two words with the claim are parsed (a
    # comparison needs two shared content words anyway).
    related = [sentence for sentence in evidence.sentences() if len(claim_words & sentence.words) >= 2]
    for sentence in related:
        for stated in _stated_predicates(sentence.text):
            if stated.lemma != claimed.lemma:
                continue
            shared = len(claimed.content & stated.content)
            if shared < 2 or shared * 2 < len(claimed.content):
                continue
            if best is None or shared > best[0]:
                best = (shared, stated)
                agreeing_at_best = stated.negated == claimed.negated
            elif shared == best[0] and stated.negated == claimed.negated:
                agreeing_at_best = True  # a tie with an agreeing predicate is not a contradiction
    if best is None:
        return []
    stated = best[1]
    cue_start = claimed.cue_start if claimed.cue_start is not None else claimed.start
    cue_end = claimed.cue_end if claimed.cue_end is not None else claimed.end
    claim_polarity = "negative" if claimed.negated else "positive"
    # "not X unless C" against a claim of X with no condition and no word of C: the claim states the case the
    # exception leaves out (a claim giving the reason, "as they are joint holders", names C and is left alone).
    unexcepted = (
        stated.negated
        and not claimed.negated
        and stated.exception is not None
        and claim.condition is None
        and not stated.exception & content_words(sentence_text)
    )
    if agreeing_at_best or (stated.restricted and not unexcepted):
        return [
            Finding(
                kind=NEGATION,
                verdict=Verdict.HOLDS,
                claim_value=sentence_text[cue_start:cue_end],
                passage_value=None,
                start=cue_start,
                end=cue_end,
                explanation=f"the passage's matching statement is also {claim_polarity} or is conditional",
            )
        ]
    return [
        Finding(
            kind=NEGATION,
            verdict=Verdict.CONTRADICTS,
            claim_value=sentence_text[cue_start:cue_end],
            passage_value="not" if stated.negated else "(positive)",
            start=cue_start,
            end=cue_end,
            explanation=(
                "the passage says this holds only in the case its exception names, which the sentence leaves out"
                if unexcepted and stated.restricted
                else f"the claim is {claim_polarity} but the passage says the opposite about the same thing"
            ),
        )
    ]


# ---------------------------------------------------------------------------------------------------------
# What a claim states.


def claim_values(claim: Claim, sentence_text: str) -> list[Value]:
    """The values a claim states: those in its range, and those in its condition wherever that sits."""
    spans = [(claim.start, claim.end)]
    if claim.condition:
        at = sentence_text.find(claim.condition)
        if at >= 0:
            spans.append((at, at + len(claim.condition)))
    return [
        value
        for value in extract_values(sentence_text)
        if any(start <= value.start and value.end <= end for start, end in spans)
    ]


# ---------------------------------------------------------------------------------------------------------
# Worked-out figures: the arithmetic a letter shows. A date from a date and a period, the period between two
# dates (an age, "six days before", "less than eight years"), a count times a rate, a total in equal parts, a
# percentage of an amount the sentence states or supposes, a rate over its maximum period. (A passage amount
# moved by the percentage its own sentence states, "up to £4,000, increased by 50% for the four weeks before any
# festival that you tell us about", was measured and is not worked out: the rise is conditional on words no
# structure check reads, so a sentence that drops them was let through.) The sentence's own figures are
# operands only when each is itself stated in the passages (or supposed by the sentence): a worked-out figure
# never rests on another figure the sentence works out, and
# each operand is still judged by its own gate. A worked-out figure must match exactly, or within the
# approximation the sentence states ("about", "less than", "just over"), in that direction.


@lru_cache(maxsize=1024)
def _sentence_values(sentence_text: str) -> tuple[Value, ...]:
    return tuple(extract_values(sentence_text))


def _date_stated(value: Value, evidence: Evidence) -> bool:
    return any(
        _same_date(claimed, reading)
        for _, found in evidence.values(ValueKind.DATE)
        for claimed in value.date_readings
        for reading in found.date_readings
    )


def _count_stated(amount: Decimal, evidence: Evidence) -> bool:
    """A count the passages state as a number or a period's count ("16 ewes", "14 days")."""
    return any(
        found.amount is not None and found.amount == amount
        for _, found in [*evidence.values(ValueKind.NUMBER), *evidence.values(ValueKind.DURATION)]
    )


def _per_year_count(amount: Decimal, evidence: Evidence) -> str | None:
    """The frequency word of a passage that sets ``amount`` instalments a year ("quarterly": four)."""
    for passage in evidence.passages:
        lowered = passage.text.lower()
        for word, count in PER_YEAR_WORDS.items():
            if count == amount and re.search(rf"\b{re.escape(word)}\b", lowered):
                return word
    return None


def _operand_stated(value: Value, sentence_text: str, evidence: Evidence) -> bool:
    """Whether a figure of the sentence may be an operand of another: the passages state it (the same
    amount, percentage, count, period or date), or the sentence supposes it ("on a £7,200 claim")."""
    if value.kind is ValueKind.MONEY:
        return value.amount is not None and (_stated_or_summed(value, evidence) or supposed(value, sentence_text))
    if value.kind is ValueKind.PERCENT:
        return any(found.amount == value.amount for _, found in evidence.values(ValueKind.PERCENT))
    if value.kind is ValueKind.NUMBER:
        if value.amount is None:
            return False
        return (
            _count_stated(value.amount, evidence)
            or _per_year_count(value.amount, evidence) is not None
            or supposed(value, sentence_text)
        )
    if value.kind is ValueKind.DURATION:
        return any(found.duration_key() == value.duration_key() for _, found in evidence.values(ValueKind.DURATION))
    if value.kind is ValueKind.DATE:
        return _date_stated(value, evidence) or supposed(value, sentence_text)
    return False


def _own_operands(value: Value, sentence_text: str, evidence: Evidence) -> list[Value]:
    """The sentence's other figures that may be operands of ``value`` (``_operand_stated``)."""
    return [
        other
        for other in _sentence_values(sentence_text)
        if other.start != value.start and _operand_stated(other, sentence_text, evidence)
    ]


# --- Amounts ----------------------------------------------------------------------------------------------

MAX_OPERANDS = 4  # "£8,400 plus 10%, less £600 and £1,500": four figures of one sentence


def _expression(target: Decimal, amounts: Sequence[Value], factors: Sequence[tuple[str, Decimal, bool]]) -> str | None:
    """An expression over the sentence's own amounts and factors that equals ``target``, as words, or None.

    Amounts are added or taken off; a factor (a percentage, a count, a fraction word) scales what has been
    worked out so far: times p, less p, plus p, times a count, divided by a count. Each operand is used at
    most once and at most ``MAX_OPERANDS`` in all. A factor marked as a share (a percentage) may also be
    taken off or added ("less 20%", "plus 10%")."""
    states: list[tuple[Decimal, str, frozenset[int]]] = [
        (term.amount, term.text, frozenset({index})) for index, term in enumerate(amounts) if term.amount is not None
    ]
    offset = len(amounts)
    frontier = list(states)
    for _ in range(MAX_OPERANDS - 1):
        grown: list[tuple[Decimal, str, frozenset[int]]] = []
        for total, text, used in frontier:
            for index, term in enumerate(amounts):
                if index in used or term.amount is None:
                    continue
                grown.append((total + term.amount, f"{text} plus {term.text}", used | {index}))
                grown.append((total - term.amount, f"{text} less {term.text}", used | {index}))
            for index, (factor_text, factor, share) in enumerate(factors, start=offset):
                if index in used:
                    continue
                steps = [(total * factor, f"{factor_text} of {text}" if factor < 1 else f"{text} times {factor_text}")]
                if factor == factor.to_integral_value() and factor > 1:
                    steps.append((total / factor, f"{text} divided by {factor_text}"))
                if share:
                    steps.append((total * (1 - factor), f"{text} less {factor_text}"))
                    steps.append((total * (1 + factor), f"{text} plus {factor_text}"))
                grown += [(amount, words_, used | {index}) for amount, words_ in steps]
        for amount, text, used in grown:
            if len(used) >= 2 and same_at_precision(target, amount):
                return text
        frontier = grown
    return None


def _own_expression(value: Value, sentence_text: str, evidence: Evidence, said: set[str]) -> str | None:
    """``value`` worked out from the sentence's own stated or supposed figures alone (``_expression``)."""
    assert value.amount is not None
    own = _own_operands(value, sentence_text, evidence)
    amounts = [
        other
        for other in own
        if other.kind is ValueKind.MONEY and other.currency == value.currency and other.amount != value.amount
    ]
    if not amounts:
        return None
    factors: list[tuple[str, Decimal, bool]] = []
    for other in own:
        if other.amount is None:
            continue
        if other.kind is ValueKind.PERCENT:
            factors.append((other.text, other.amount / 100, True))
        elif (
            other.kind in (ValueKind.NUMBER, ValueKind.DURATION)
            and other.bound is Bound.EXACT
            and other.amount == other.amount.to_integral_value()
            and 2 <= other.amount <= MAX_COUNT
        ):
            factors.append((other.text, other.amount, False))
    factors += [(word, fraction, False) for word, fraction in FRACTION_WORDS.items() if word in said]
    if not all(_within_share_bounds(value, factor * 100, evidence) for _, factor, share in factors if share):
        return None
    return _expression(value.amount, amounts[: MAX_OPERANDS + 2], factors[:MAX_OPERANDS])


def _own_less_stated(value: Value, sentence_text: str, evidence: Evidence) -> str | None:
    """A difference of one of the sentence's own stated amounts and one amount of the passages: "the £2,340 of
    your £2,740 share" (the operator refunds £400), "$2,400 of the $3,900 is over the limit" ($1,500), "we
    paid £320" (the £420 windscreen less the £100 excess the sentence names)."""
    assert value.amount is not None
    own = [
        other
        for other in _own_operands(value, sentence_text, evidence)
        if other.kind is ValueKind.MONEY and other.currency == value.currency and other.amount is not None
    ]
    for other in own:
        assert other.amount is not None
        for _, found in evidence.values(ValueKind.MONEY):
            if found.currency != value.currency or found.amount is None or found.amount == other.amount:
                continue
            if other.amount - found.amount == value.amount:
                return f"{other.text} less {found.text}"
            if found.amount - other.amount == value.amount:
                return f"{found.text} less {other.text}"
    return None


_FLOOR_WORDS = re.compile(r"\b(?:min(?:imum)?\.?(?:\s+of)?|whichever is (?:greater|higher|more))\b", re.I)
_CEILING_WORDS = re.compile(r"\b(?:max(?:imum)?\.?(?:\s+of)?|whichever is (?:less|lower|smaller))\b", re.I)


def _within_share_bounds(value: Value, percent: Decimal, evidence: Evidence) -> bool:
    """A percentage the passages bound by a figure ("10% of claim, min £500", "£500 or 10% of the claim,
    whichever is greater"): an amount worked out at that percentage must respect the bound."""
    assert value.amount is not None
    for clause in evidence.clauses():
        if not any(v.kind is ValueKind.PERCENT and v.amount == percent for v in clause.values):
            continue
        amounts = [v for v in clause.values if v.kind is ValueKind.MONEY and v.currency == value.currency]
        for bound in amounts:
            if bound.amount is None:
                continue
            if _FLOOR_WORDS.search(clause.text) and value.amount < bound.amount:
                return False
            if _CEILING_WORDS.search(clause.text) and value.amount > bound.amount:
                return False
    return True


def _share_of_own(value: Value, sentence_text: str, evidence: Evidence) -> str | None:
    """A percentage the passages give, of an amount the sentence states or supposes: "on a £2,000 payment we
    add £160" at 8% interest; "on a £7,200 claim the excess would be £720" at 10% of the claim."""
    assert value.amount is not None
    for other in _own_operands(value, sentence_text, evidence):
        if other.kind is not ValueKind.MONEY or other.currency != value.currency or other.amount is None:
            continue
        for _, percent in evidence.values(ValueKind.PERCENT):
            if (
                percent.amount is not None
                and same_at_precision(value.amount, other.amount * percent.amount / 100)
                and _within_share_bounds(value, percent.amount, evidence)
            ):
                return f"{percent.text} of {other.text}"
    return None


_RATE_BASIS = re.compile(
    r"^\s*(?:per|a|an|each|every|for each|for every)\s+(?P<full>full\s+)?(?:(?P<count>\d+)[\s-]*)?"
    r"(?P<unit>hour|day|night|week|month|year)s?\b",
    re.I,
)


def _rate_times_period(value: Value, sentence_text: str, evidence: Evidence) -> str | None:
    """A passage's rate times a period: the rate's own limit in the same passage sentence ("up to $75 per day
    ... for no more than 30 days": $2,250 at most), or a period the sentence states, counted in whole units
    where the rate is per full unit ("£20 for each full 12 hours" over 38 hours: £60)."""
    assert value.amount is not None
    own_periods = [
        other
        for other in _own_operands(value, sentence_text, evidence)
        if other.kind is ValueKind.DURATION and other.unit in ("hour", "day", "week")
    ]
    for sentence in evidence.sentences():
        for rate in sentence.values:
            if rate.kind is not ValueKind.MONEY or rate.currency != value.currency or rate.amount is None:
                continue
            basis = _RATE_BASIS.match(sentence.text[rate.end - sentence.start :])
            if basis is None:
                continue
            unit = "day" if basis.group("unit").lower() == "night" else basis.group("unit").lower()
            per = Decimal(basis.group("count") or 1)
            periods = [
                found for found in sentence.values if found.kind is ValueKind.DURATION and found.unit == unit
            ] + own_periods
            for period in periods:
                if period.amount is None or period.qualifier in ("working", "business"):
                    continue
                unit_hours = Value(ValueKind.DURATION, "", 0, 0, amount=per, unit=unit).duration_key()[1]
                count = period.duration_key()[1] / unit_hours if period.unit != unit else period.amount / per
                if basis.group("full"):
                    count = Decimal(math.floor(count))
                if (
                    count == count.to_integral_value()
                    and count >= 1
                    and same_at_precision(value.amount, rate.amount * count)
                ):
                    return f"{rate.text} times {count} ({period.text})"
    return None


def worked_out_amount(value: Value, claim: Claim, sentence_text: str, evidence: Evidence) -> str | None:
    """How an amount no passage states follows from the sentence's own figures and the passages', or None."""
    said = {word.lower() for word in words(sentence_text[claim.start : claim.end])}
    return (
        _own_expression(value, sentence_text, evidence, said)
        or _share_of_own(value, sentence_text, evidence)
        or _rate_times_period(value, sentence_text, evidence)
        or _own_less_stated(value, sentence_text, evidence)
    )


# --- Counts -------------------------------------------------------------------------------------------------


def worked_out_count(value: Value, sentence_text: str, evidence: Evidence) -> str | None:
    """A count no passage writes as a number: the instalments a year a passage's frequency word sets
    ("quarterly": four), or the quotient of two of the sentence's own amounts ("£150 a night ... a
    £1,500 maximum, so a ten-night closure")."""
    assert value.amount is not None
    if _count_stated(value.amount, evidence):
        return value.text
    frequency = _per_year_count(value.amount, evidence)
    if frequency is not None:
        return f"{frequency} (a year)"
    own = [
        other
        for other in _own_operands(value, sentence_text, evidence)
        if other.kind is ValueKind.MONEY and other.amount
    ]
    for part, whole in combinations(own, 2):
        for small, large in ((part, whole), (whole, part)):
            assert small.amount is not None and large.amount is not None
            if small.currency == large.currency and large.amount == small.amount * value.amount:
                return f"{large.text} divided by {small.text}"
    return None


# --- Dates and periods ----------------------------------------------------------------------------------------

Span = tuple[date, date]  # the first and last day a date written to some precision can be


def _years_of(evidence: Evidence, sentence_text: str) -> list[int]:
    found = {
        reading.year
        for value in [*(v for _, v in evidence.values(ValueKind.DATE)), *_sentence_values(sentence_text)]
        for reading in value.date_readings
        if reading.year is not None
    }
    return sorted(found)


def _spans(reading: DateValue, years: Sequence[int]) -> list[Span]:
    """The days a date can be: one day, a month ("May 2019"), in its own year or, without one ("28 October",
    "Sunday 16 August"), in each year the texts it is read with give."""
    out: list[Span] = []
    for year in [reading.year] if reading.year is not None else years:
        try:
            if reading.day is not None:
                day = date(year, reading.month, reading.day)
                out.append((day, day))
            else:
                last = calendar.monthrange(year, reading.month)[1]
                out.append((date(year, reading.month, 1), date(year, reading.month, last)))
        except ValueError:
            continue
    return out


def _year_span(value: Value) -> Span | None:
    """A bare year the sentence states ("installed in 2009") as the span of that year."""
    if value.kind is not ValueKind.NUMBER or value.amount is None or not re.fullmatch(r"(?:19|20)\d\d", value.text):
        return None
    year = int(value.amount)
    return date(year, 1, 1), date(year, 12, 31)


def _own_spans(value: Value, sentence_text: str, evidence: Evidence) -> list[tuple[str, Span]]:
    """The sentence's other dates (and bare years) that the passages state, with the days each can be."""
    years = _years_of(evidence, sentence_text)
    out: list[tuple[str, Span]] = []
    for other in _own_operands(value, sentence_text, evidence):
        if other.kind is ValueKind.DATE:
            out += [(other.text, span) for reading in other.date_readings for span in _spans(reading, years)]
        elif (year := _year_span(other)) is not None:
            out.append((other.text, year))
    return out


def _passage_spans(evidence: Evidence, sentence_text: str) -> list[tuple[str, Span]]:
    out: list[tuple[str, Span]] = []
    every_year = _years_of(evidence, sentence_text)
    letter_order = numeric_date_order(sentence_text) or numeric_date_order(" ".join(p.text for p in evidence.passages))
    for passage in evidence.passages:
        own_years = sorted(
            {r.year for v in passage.values if v.kind is ValueKind.DATE for r in v.date_readings if r.year is not None}
        )
        for found in passage.values:
            if found.kind is ValueKind.DATE:
                # A numeric date with no order of its own is read in the letter's order (``_readings``).
                for reading in _readings(found, letter_order):
                    out += [(found.text, span) for span in _spans(reading, own_years or every_year)]
    return out


def _elapsed(first: date, second: date, unit: str) -> Decimal:
    """The time from ``first`` to ``second`` in ``unit``, as a real count (months by calendar month)."""
    days = Decimal((second - first).days)
    if unit == "hour":
        return days * 24
    if unit == "day":
        return days
    if unit == "week":
        return days / 7
    months = (
        Decimal((second.year - first.year) * 12 + second.month - first.month) + Decimal(second.day - first.day) / 31
    )
    return months if unit == "month" else months / 12


def _manner(value: Value, sentence_text: str) -> str:
    """How a period is stated: exactly, approximately, or as a bound ("less than", "within", "more than")."""
    before = [w.lower() for w in words(sentence_text[max(0, value.start - 20) : value.start])]
    last = before[-1] if before else ""
    if last in APPROXIMATION_WORDS:
        return "about"
    if last in NEARLY_WORDS:
        return "nearly"
    if before[-2:] == ["just", "over"]:
        return "just over"
    if last == "within":
        return "within"
    if value.bound is Bound.UPPER:
        return "less"
    if value.bound is Bound.LOWER:
        return "more"
    return "exact"


def _fits(period: Value, first: Span, second: Span, manner: str) -> bool:
    """Whether the time between two dates is the period, as the sentence states it (``_manner``)."""
    if first[0] > second[0]:
        first, second = second, first
    assert period.amount is not None and period.unit is not None
    count, unit = period.amount, period.unit
    shortest = _elapsed(first[1], second[0], unit)
    longest = _elapsed(first[0], second[1], unit)
    if manner == "exact":
        if period.qualifier in ("working", "business") or (first[0] == first[1] and second[0] == second[1]):
            return _add_period(first[0], period) == second[0] and first[0] == first[1] and second[0] == second[1]
        return unit in ("month", "year") and shortest <= count <= longest
    if manner == "about":
        return longest > count - Decimal("0.5") and shortest < count + Decimal("0.5")
    if manner == "nearly":
        return longest <= count and shortest > count - 1
    if manner == "just over":
        return shortest > count and longest < count + 1
    if manner == "within":
        return longest <= count
    if manner == "less":
        return longest < count
    return shortest > count  # "more"


def period_between(value: Value, sentence_text: str, evidence: Evidence) -> str | None:
    """A period the sentence states as the time between two events ("six months after ... 25 March 2024", "two
    days later", "about 17 years old when it failed in June 2026"): the time between one of the sentence's own
    stated dates (or years) and another of them, or a date of the passages, as the sentence states it."""
    if value.kind is not ValueKind.DURATION or value.amount is None or value.unit is None:
        return None
    after = words(sentence_text[value.end : value.end + 20].lower())
    if not after or after[0] not in INTERVAL_WORDS:
        return None
    manner = _manner(value, sentence_text)
    own = _own_spans(value, sentence_text, evidence)
    others = own + _passage_spans(evidence, sentence_text)
    for own_text, own_span in own:
        for other_text, other_span in others:
            if other_span[0] <= own_span[1] and own_span[0] <= other_span[1]:
                continue  # the same day or month, written twice: not two events
            if _fits(value, own_span, other_span, manner):
                return (
                    f"from {own_text} to {other_text}"
                    if own_span[0] <= other_span[0]
                    else f"from {other_text} to {own_text}"
                )
    return None


def worked_out_date(value: Value, sentence_text: str, evidence: Evidence) -> str | None:
    """A date no passage states: one of the sentence's own stated dates plus or less a period of the passages
    or of the sentence ("notice no later than 24 December 2027" to end the lease on 24 June 2028, six months'
    notice), or a date of the passages plus a period the sentence states ("the 8 weeks on your fit note run to
    28 October" from 2 Sept); a date without a year is read in the years the texts give."""
    years = _years_of(evidence, sentence_text)
    order = numeric_date_order(" ".join(p.text for p in evidence.passages))
    claimed = [span for reading in _readings(value, order) for span in _spans(reading, years)]
    if not claimed:
        return None
    own = _own_operands(value, sentence_text, evidence)
    own_periods = [other for other in own if other.kind is ValueKind.DURATION and other.amount is not None]
    passage_periods = [found for _, found in evidence.values(ValueKind.DURATION) if found.amount is not None]
    starts = [(text, span, True) for text, span in _own_spans(value, sentence_text, evidence)]
    starts += [(text, span, False) for text, span in _passage_spans(evidence, sentence_text)]
    # A date of the passages plus a period of the passages is worked out only for a claim that gives the day:
    # a month ("one claim left until September 2027") is too coarse to tell one such sum from another.
    to_the_day = all(reading.day is not None for reading in value.date_readings)
    for start_text, (start, last), own_start in starts:
        if start != last:
            continue
        if not own_start and not to_the_day:
            continue
        periods = [*passage_periods, *own_periods] if own_start or to_the_day else own_periods
        for period in periods:
            for sign in (1, -1) if own_start else (1,):
                moved = _add_period(start, period) if sign > 0 else _subtract_period(start, period)
                if moved is not None and any(low <= moved <= high for low, high in claimed):
                    relation = "after" if sign > 0 else "before"
                    return f"{period.text} {relation} {start_text}"
    return None


def _subtract_period(start: date, period: Value) -> date | None:
    """``_add_period`` counted backwards; not for working or business days, which it counts forwards only."""
    if period.amount is None or period.qualifier is not None:
        return None
    return _add_period(start, replace(period, amount=-period.amount))


_RELATION_AFTER_DATE = re.compile(r"\b(?P<rel>after|before|since)\s+(?P<anchor>[^,.;]+)", re.I)


def related_to_rival(value: Value, rival: Value, clause: PassageSentence, claim: Claim, sentence_text: str) -> bool:
    """Whether the claim itself relates its date to the event whose date the attachment found ("acknowledged on
    27 March, within five working days of receiving it" when the passage dates the receipt 25 March; "received
    on 18 September, 20 days after the heart attack" of 29 August; "on 10 October, the morning after it was
    taken" on 9 October): the rival is the other event's date, and the claim's relation to it holds. The
    rival's clause must name the event the claim relates to."""
    text = sentence_text[value.end : claim.end]
    claim_spans = [day for reading in value.date_readings if (day := reading.as_date()) is not None]
    rival_days = [day for reading in rival.date_readings if (day := reading.as_date()) is not None]
    if not claim_spans or not rival_days:
        return False
    for period in extract_values(text):
        if period.kind is not ValueKind.DURATION or period.anchor is None or period.amount is None:
            continue
        if not content_words(period.anchor) & clause.words:
            continue
        if (period.anchor_relation or "after") != "after":
            return False
        within = words(text[: period.start].lower())[-1:] == ["within"]
        for start in rival_days:
            moved = _add_period(start, period)
            if moved is None:
                continue
            if any(moved == day or (within and start <= day <= moved) for day in claim_spans):
                return True
        return False
    order = _RELATION_AFTER_DATE.search(text)
    if order is None or not content_words(order.group("anchor")) & clause.words:
        return False
    later = order.group("rel").lower() in ("after", "since")
    return any((day > start) if later else (day < start) for day in claim_spans for start in rival_days)
