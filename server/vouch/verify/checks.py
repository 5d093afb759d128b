"""The registry of checks: every deterministic check of a claim against passages, named and ordered in one place.

A check reads a claim (and its sentence) against passages and gives typed ``Finding``s (``types.Finding``: kind,
verdict, span, explanation). There are three shapes, run at three places by the scorer:

- a **value gate** (``ValueCheck``) judges one value of the claim (an amount, a date, a period...) against the
  passages; for each value the first registered gate for its kind that answers gives its finding (the
  superseded-value gate answers only for a value some passage says was changed). A failed value gate caps the
  support of the passage it was run against.
- a **claim gate** (``ClaimGate``) judges the claim as a whole against the same passages (table rows mixed,
  polarity reversed).
- a **conflict check** (``ConflictCheck``) reads the claim against all the passages at once and names one way
  a sentence can reuse a passage's words while changing what they say (``conflicts``). Any finding caps the
  claim's support against every passage; a ``contradicts`` finding also makes the sentence ``none``.

The name of each check is the ``kind`` of the findings it gives. ``tests/verify/test_checks.py`` holds a trap
and a faithful twin for every name registered here and fails for a check registered without both.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from vouch.verify import conflicts, gates
from vouch.verify.types import Claim, Finding, GateResult
from vouch.verify.values import Value, ValueKind


@dataclass(frozen=True)
class ValueCheck:
    name: str
    kinds: frozenset[ValueKind]  # the kinds of value it judges
    run: Callable[[Value, Claim, str, gates.Evidence], Finding | None]


@dataclass(frozen=True)
class ClaimGate:
    name: str
    run: Callable[[Claim, str, gates.Evidence, Sequence[Value]], list[Finding]]


@dataclass(frozen=True)
class ConflictCheck:
    name: str
    run: Callable[[Claim, str, Sequence[str]], Finding | None]


Check = ValueCheck | ClaimGate | ConflictCheck

_ALL_KINDS = frozenset(ValueKind)


def _value(kind: ValueKind, run: Callable[[Value, Claim, str, gates.Evidence], Finding | None]) -> ValueCheck:
    return ValueCheck(kind.value, frozenset({kind}), run)


def _conflict(run: Callable[[Claim, str, Sequence[str]], Finding | None]) -> ConflictCheck:
    return ConflictCheck(run.__name__, run)


VALUE_CHECKS: tuple[ValueCheck, ...] = (
    ValueCheck(gates.SUPERSEDED, _ALL_KINDS, gates.check_superseded),
    ValueCheck(gates.SUPPOSED, gates.SUPPOSABLE, gates.check_supposed),
    _value(ValueKind.MONEY, gates.check_money),
    _value(ValueKind.NUMBER, gates.check_number),
    _value(ValueKind.PERCENT, gates.check_percent),
    _value(ValueKind.DATE, gates.check_date),
    _value(ValueKind.DURATION, gates.check_duration),
    _value(ValueKind.IDENTIFIER, gates.check_identifier),
    _value(ValueKind.CLAUSE, gates.check_clause),
)

CLAIM_GATES: tuple[ClaimGate, ...] = (
    ClaimGate(gates.TABLE_ROW, gates.check_table_rows),
    ClaimGate(gates.NEGATION, gates.check_negation),
)

CONFLICT_CHECKS: tuple[ConflictCheck, ...] = tuple(
    _conflict(run)
    for run in (
        conflicts.combination_changed,
        conflicts.definition_excludes,
        conflicts.permission_cell,
        conflicts.limit_basis_changed,
        conflicts.column_of_the_act,
        conflicts.one_made_many,
        conflicts.party_not_permitted,
        conflicts.only_party_narrowed,
        conflicts.charge_denied,
        conflicts.coordinate_added,
        conflicts.cause_changed,
        conflicts.condition_reversed,
        conflicts.coordination_changed,
        conflicts.included_as_extra,
        conflicts.component_as_whole,
        conflicts.planned_as_done,
        conflicts.excluded_case_affirmed,
        conflicts.exclusion_included,
        conflicts.requirement_waived,
        conflicts.territory_widened,
        conflicts.only_scope_widened,
    )
)

REGISTRY: tuple[Check, ...] = (*VALUE_CHECKS, *CLAIM_GATES, *CONFLICT_CHECKS)


def _registered_once(registry: Sequence[Check]) -> None:
    seen: set[str] = set()
    for check in registry:
        if check.name in seen:
            raise ValueError(f"check {check.name!r} is registered twice")
        seen.add(check.name)
    partial = (gates.SUPERSEDED, gates.SUPPOSED)  # these answer only for some values
    uncovered = _ALL_KINDS - frozenset().union(*(c.kinds for c in VALUE_CHECKS if c.name not in partial))
    if uncovered:
        raise ValueError(f"no value gate judges {sorted(k.value for k in uncovered)}")


_registered_once(REGISTRY)


# ---------------------------------------------------------------------------------------------------------
# Running the registry.


def _value_finding(value: Value, claim: Claim, sentence_text: str, evidence: gates.Evidence) -> Finding | None:
    for check in VALUE_CHECKS:
        if value.kind in check.kinds:
            found = check.run(value, claim, sentence_text, evidence)
            if found is not None:
                return found
    return None


def check_claim_against(claim: Claim, sentence_text: str, passage_texts: Iterable[str]) -> GateResult:
    """The gates of one claim against the passages it is checked against, taken together.

    Finding ranges are into ``sentence_text`` so the UI can mark exactly the offending value.
    """
    evidence = gates.Evidence(tuple(gates.passage_evidence(text) for text in passage_texts))
    values = gates.claim_values(claim, sentence_text)
    findings = [f for value in values if (f := _value_finding(value, claim, sentence_text, evidence)) is not None]
    for gate in CLAIM_GATES:
        findings.extend(gate.run(claim, sentence_text, evidence, values))
    return GateResult(tuple(findings))


def check_claim(claim: Claim, sentence_text: str, passage_text: str) -> GateResult:
    """The gates of one claim against one passage."""
    return check_claim_against(claim, sentence_text, (passage_text,))


def superseded_values(claim: Claim, sentence_text: str, passage_texts: Iterable[str]) -> list[Finding]:
    """The claim's values that some passage says were changed: these hold against every passage given with
    it, since the passage that still states the old figure is the superseded one."""
    evidence = gates.Evidence(tuple(gates.passage_evidence(text) for text in passage_texts))
    if not evidence.changes() and not evidence.changes_to():
        return []
    found = (
        gates.check_superseded(value, claim, sentence_text, evidence)
        for value in gates.claim_values(claim, sentence_text)
    )
    return [finding for finding in found if finding is not None]


def find_conflicts(claim: Claim, sentence: str, passages: Sequence[str]) -> list[Finding]:
    """Every structural conflict of one claim with the passages it is checked against."""
    out: list[Finding] = []
    for check in CONFLICT_CHECKS:
        found = check.run(claim, sentence, passages)
        if found is not None:
            out.append(found)
    return out
