"""Deterministic gates: value extraction and normalisation, each check against a passage, and the dev set.

The dev-set tests hold the gates to both sides of the bargain: every contradiction that is a value mismatch
is caught, and no sentence labelled entailed gets a failed gate (a false alarm stubs a true sentence).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from vouch.verify.checks import check_claim, check_claim_against
from vouch.verify.claims import decompose
from vouch.verify.gates import claim_values
from vouch.verify.segment import segment
from vouch.verify.types import Claim, GateFinding, GateResult
from vouch.verify.values import AnchorKind, Bound, Value, ValueKind, extract_values

DEV_SET = Path(__file__).resolve().parents[2] / "bench" / "eval" / "dev.jsonl"


def only_value(text: str) -> Value:
    values = extract_values(text)
    assert len(values) == 1, values
    return values[0]


def whole(sentence: str) -> Claim:
    return Claim(text=sentence, start=0, end=len(sentence))


def failures(result: GateResult) -> list[GateFinding]:
    return [finding for finding in result.findings if not finding.ok]


def gate(sentence: str, passages: str | Sequence[str]) -> GateResult:
    texts = [passages] if isinstance(passages, str) else list(passages)
    return check_claim_against(whole(sentence), sentence, texts)


# ---------------------------------------------------------------------------------------------------------
# Extraction and normalisation.


@pytest.mark.parametrize("text", ["GBP 1,000", "£1,000", "one thousand pounds", "£1k", "£1,000.00", "1,000 GBP"])
def test_the_same_amount_written_many_ways(text: str) -> None:
    value = only_value(text)
    assert (value.kind, value.currency, value.amount) == (ValueKind.MONEY, "GBP", Decimal(1000))
    assert value.normalized == "GBP 1,000.00"


@pytest.mark.parametrize(
    ("text", "currency", "amount"),
    [
        ("£10,000", "GBP", Decimal(10000)),
        ("€1,000", "EUR", Decimal(1000)),
        ("$410,000", "USD", Decimal(410000)),
        ("£10 million", "GBP", Decimal(10_000_000)),
        ("£2.5m", "GBP", Decimal(2_500_000)),
        ("£1,000.50", "GBP", Decimal("1000.50")),
    ],
)
def test_amounts_and_currencies(text: str, currency: str, amount: Decimal) -> None:
    value = only_value(text)
    assert (value.currency, value.amount) == (currency, amount)


def test_different_amounts_and_currencies_differ() -> None:
    assert only_value("£1,000").normalized != only_value("£10,000").normalized
    assert only_value("£1,000").normalized != only_value("€1,000").normalized


@pytest.mark.parametrize("text", ["25%", "25 per cent", "twenty-five percent", "25 percent"])
def test_percentages(text: str) -> None:
    value = only_value(text)
    assert (value.kind, value.amount) == (ValueKind.PERCENT, Decimal(25))


def test_half_of_is_fifty_per_cent() -> None:
    [value] = [value for value in extract_values("up to half of the agreed reserve") if value.kind is ValueKind.PERCENT]
    assert value.amount == Decimal(50)
    assert value.bound is Bound.UPPER


@pytest.mark.parametrize(
    "text", ["1 March 2024", "01/03/2024", "March 1st, 2024", "1.3.2024", "2024-03-01", "1st of March 2024"]
)
def test_dates_in_many_formats(text: str) -> None:
    value = only_value(text)
    assert value.kind is ValueKind.DATE
    assert value.normalized == "2024-03-01"


def test_numeric_dates_are_day_first() -> None:
    assert only_value("03/01/2024").normalized == "2024-01-03"


def test_partial_dates() -> None:
    assert only_value("3 May").normalized == "????-05-03"
    assert only_value("March 2024").normalized == "2024-03-??"


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("60 days", ("hour", Decimal(1440), None)),
        ("60 working days", ("day", Decimal(60), "working")),
        ("60 business days", ("day", Decimal(60), "business")),
        ("2 weeks", ("hour", Decimal(336), None)),
        ("14 days", ("hour", Decimal(336), None)),
        ("six months", ("month", Decimal(6), None)),
        ("a year", ("month", Decimal(12), None)),
        ("12 months", ("month", Decimal(12), None)),
        ("30 consecutive days", ("hour", Decimal(720), "consecutive")),
        ("30 days in a row", ("hour", Decimal(720), "consecutive")),
        ("a 28-day period", ("hour", Decimal(672), None)),
    ],
)
def test_durations_keep_unit_and_kind(text: str, key: tuple[str, Decimal, str | None]) -> None:
    [value] = [value for value in extract_values(text) if value.kind is ValueKind.DURATION]
    assert value.duration_key() == key


def test_working_days_business_days_and_days_all_differ() -> None:
    keys = {only_value(text).duration_key() for text in ("60 days", "60 working days", "60 business days")}
    assert len(keys) == 3


@pytest.mark.parametrize(
    ("text", "anchor", "kinds"),
    [
        ("within 30 days of the loss", "the loss", {AnchorKind.LOSS}),
        ("within 60 days after our request, send us", "our request", {AnchorKind.REQUEST}),
        ("28 days from the date of this letter", "the date of this letter", {AnchorKind.LETTER}),
        ("within 48 hours of discovering it and obtain", "discovering it", {AnchorKind.DISCOVERY}),
        ("8 weeks of receiving your complaint", "receiving your complaint", {AnchorKind.RECEIPT, AnchorKind.COMPLAINT}),
        (
            "6 months from the date of the final response to refer",
            "the date of the final response",
            {AnchorKind.FINAL_RESPONSE},
        ),
    ],
)
def test_what_a_period_runs_from(text: str, anchor: str, kinds: set[AnchorKind]) -> None:
    [value] = [value for value in extract_values(text) if value.kind is ValueKind.DURATION]
    assert value.anchor == anchor
    assert value.anchor_kinds() == kinds


@pytest.mark.parametrize(
    ("text", "raw"),
    [
        ("Policy No. HM-PP-20431", "HM-PP-20431"),
        ("claim CLM-2024-0012 is open", "CLM-2024-0012"),
        ("please quote ref. INV-9", "INV-9"),
        ("Claim no. 123", "123"),
        ("Endorsement E12", "E12"),
    ],
)
def test_identifiers(text: str, raw: str) -> None:
    [value] = [value for value in extract_values(text) if value.kind is ValueKind.IDENTIFIER]
    assert value.text == raw
    assert text[value.start : value.end] == raw


def test_clause_numbers_are_not_decimals() -> None:
    value = only_value("under clause 4.2(b).")
    assert (value.kind, value.text) == (ValueKind.CLAUSE, "4.2(b)")


def test_number_words_and_bounds() -> None:
    six = only_value("within six months")
    assert six.amount == Decimal(6)
    assert only_value("up to £2,500").bound is Bound.UPPER
    assert only_value("more than £500").bound is Bound.LOWER
    assert only_value("a settlement of £42,000").bound is Bound.EXACT


def test_a_pronoun_one_is_not_a_number() -> None:
    assert extract_values("you will be offered a courtesy car where one is available") == []


def test_value_ranges_are_exact() -> None:
    text = "Your excess is £350 and the limit is 25% of £10,000 from 1 March 2024 for 28 days."
    for value in extract_values(text):
        assert text[value.start : value.end] == value.text


# ---------------------------------------------------------------------------------------------------------
# Checks of a claim against passages.


def test_equal_amount_passes_and_different_amount_fails_with_its_range() -> None:
    passage = "Compulsory excess = £1,000"
    assert failures(gate("Your excess is £1,000.", passage)) == []
    sentence = "Your excess is £10,000."
    [failure] = failures(gate(sentence, passage))
    assert (failure.kind, failure.claim_value) == ("money", "£10,000")
    assert sentence[failure.start : failure.end] == "£10,000"


def test_amount_written_differently_passes() -> None:
    assert failures(gate("The excess is one thousand pounds.", "Compulsory excess = GBP 1,000")) == []
    assert failures(gate("The excess is £1k.", "Compulsory excess = £1,000")) == []


def test_currency_must_match() -> None:
    assert [f.kind for f in failures(gate("The excess is €1,000.", "Compulsory excess = £1,000"))] == ["money"]


def test_sum_of_compulsory_and_voluntary_excess_passes() -> None:
    passage = "Schedule of excesses, row 6: Section = Contents; Compulsory excess = £250; Voluntary excess = £100"
    assert failures(gate("Your total excess is £350.", passage)) == []
    assert [f.claim_value for f in failures(gate("Your total excess is £360.", passage))] == ["£360"]


def test_percentage_of_a_limit_passes() -> None:
    passage = "Deductible = 2% of Coverage A limit; Coverage A limit = $410,000"
    assert failures(gate("Your deductible is $8,200.", passage)) == []
    assert [f.claim_value for f in failures(gate("Your deductible is $2,000.", passage))] == ["$2,000"]


def test_percentage_change_between_two_amounts_passes() -> None:
    passages = ["Annual rent = £48,000", "Annual rent = £50,400"]
    assert failures(gate("The rent rises from £48,000 to £50,400, an increase of 5%.", passages)) == []
    assert [f.kind for f in failures(gate("The rent rises by 6%.", passages))] == ["percent"]


def test_percentages_written_differently_pass() -> None:
    assert failures(gate("The discount is twenty-five per cent.", "A 25% discount applies.")) == []
    assert failures(gate("We may pay up to half of the reserve.", "We may pay up to 50% of the reserve.")) == []


def test_amount_within_the_limit_of_the_matching_sentence() -> None:
    passage = (
        "Claims handlers may agree settlements up to £10,000. Senior handlers may agree settlements up to £50,000. "
        "Any settlement above £50,000 must be approved by the Claims Manager."
    )
    assert failures(gate("A senior handler can agree a settlement of £42,000.", passage)) == []
    assert [f.claim_value for f in failures(gate("A claims handler can agree a settlement of £12,500.", passage))] == [
        "£12,500"
    ]


def test_a_stated_limit_must_equal_the_passage_limit() -> None:
    passage = "We will pay up to £2,500 for tracing the leak."
    assert [f.claim_value for f in failures(gate("We will pay up to £2,000 for tracing the leak.", passage))] == [
        "£2,000"
    ]


def test_an_amount_from_another_sentence_fails() -> None:
    passages = [
        "8.1 Alternative accommodation. The most we will pay is £25,000 for any one claim.",
        "7.4 Escape of water. We will also pay up to £2,500 for the cost of removing and replacing any part of "
        "the buildings to find the source of the escape.",
    ]
    sentence = "We will also pay up to £25,000 for the cost of finding the source of the escape."
    [failure] = failures(gate(sentence, passages))
    assert (failure.claim_value, failure.passage_value) == ("£25,000", "£2,500")
    assert (
        failures(gate("We will also pay up to £2,500 for the cost of finding the source of the escape.", passages))
        == []
    )


def test_an_amount_from_another_table_row_fails() -> None:
    passages = [
        "Rent schedule, row 2: Period = 25 March 2024 to 24 March 2025; Annual rent = £48,000",
        "Rent schedule, row 3: Period = 25 March 2025 to 24 March 2026; Annual rent = £50,400",
    ]
    [failure] = failures(gate("From 25 March 2025 the annual rent is £48,000.", passages))
    assert (failure.kind, failure.claim_value) == ("table_row", "£48,000")
    assert failures(gate("From 25 March 2025 the annual rent is £50,400.", passages)) == []
    assert failures(gate("The rent rises from £48,000 to £50,400 on 25 March 2025.", passages)) == []


def test_duration_unit_and_kind_must_match() -> None:
    passage = "Complaints must be acknowledged within 5 working days of receipt."
    assert failures(gate("We will acknowledge your complaint within 5 working days.", passage)) == []
    [failure] = failures(gate("We will acknowledge your complaint within 5 days.", passage))
    assert (failure.kind, failure.claim_value, failure.passage_value) == ("duration", "5 days", "5 working days")
    assert failures(gate("We will reply within 60 business days.", "We will reply within 60 working days.")) != []


def test_equal_durations_in_other_units_pass() -> None:
    assert failures(gate("You must reply within 2 weeks.", "You must reply within 14 days.")) == []
    assert failures(gate("The period is 1 year.", "The period is 12 months.")) == []
    assert failures(gate("You have six months to refer it.", "You have 6 months to refer it.")) == []


def test_what_the_period_runs_from_must_match() -> None:
    passage = "Within 60 days after our request, send us a signed, sworn proof of loss."
    assert failures(gate("You must send us a proof of loss within 60 days after we ask for it.", passage)) == []
    [failure] = failures(gate("You must send us a proof of loss within 60 days of the date of the loss.", passage))
    assert failure.kind == "duration"
    theft = "You must report the theft to the police within 48 hours of discovering it."
    assert failures(gate("Report the theft within 48 hours of it taking place.", theft)) != []
    receipt = "A final response must be sent within 8 weeks of receipt."
    assert failures(gate("We will reply within 8 weeks of receiving your complaint.", receipt)) == []


def test_a_date_plus_a_period_passes() -> None:
    passages = ["This letter is dated 16 October 2024.", "You may appeal within 28 days of the date of the letter."]
    assert failures(gate("You have until 13 November 2024 to appeal.", passages)) == []
    [failure] = failures(gate("You have until 16 November 2024 to appeal.", passages))
    assert (failure.kind, failure.claim_value) == ("date", "16 November 2024")


def test_dates_written_differently_pass_and_swapped_day_month_fails() -> None:
    passage = "Cover starts on 1 March 2024."
    assert failures(gate("Cover starts on 01/03/2024.", passage)) == []
    assert failures(gate("Cover starts on 03/01/2024.", passage)) != []
    assert (
        failures(gate("Endorsement E12 applies from 1 July 2024.", "This endorsement E12 applies from 1 June 2024."))
        != []
    )


def test_identifiers_must_be_in_the_passage() -> None:
    assert failures(gate("Your claim reference is CLM-2024-0012.", "Claim CLM-2024-0012 was opened.")) == []
    [failure] = failures(gate("Your claim reference is CLM-2024-0012.", "Claim CLM-2024-0021 was opened."))
    assert (failure.kind, failure.passage_value) == ("identifier", None)
    assert failures(gate("Please quote ref. INV-9.", "Invoice INV-9 for £300.")) == []


def test_clause_numbers_must_be_in_the_passage() -> None:
    passage = "5.4 Rent suspension. The rent shall be suspended."
    assert failures(gate("Under clause 5.4 the rent is suspended.", passage)) == []
    assert [f.kind for f in failures(gate("Under clause 5.5 the rent is suspended.", passage))] == ["clause"]


def test_numbers_must_be_in_the_passage() -> None:
    passage = "Driver at time of accident = Mr D. Brennan (named driver, aged 22)."
    assert failures(gate("The driver was aged 22.", passage)) == []
    assert [f.kind for f in failures(gate("The driver was aged 23.", passage))] == ["number"]


def test_opposite_polarity_fails() -> None:
    [failure] = failures(
        gate("We will pay for damage caused by wear and tear.", "We will not pay for damage caused by wear and tear.")
    )
    assert failure.kind == "negation"
    assert (
        failures(gate("We will not pay for damage caused by storm.", "We will pay for damage caused by storm.")) != []
    )
    assert (
        failures(
            gate("Damage caused by wear and tear is covered.", "We will not pay for damage caused by wear and tear.")
        )
        != []
    )
    sentence = "A claim under this section alone will affect your no claims discount."
    assert failures(gate(sentence, "A claim under this section alone will not affect your no claims discount.")) != []


def test_only_if_and_not_unless_are_the_same_statement() -> None:
    """dev-001: "only covered if X" restates "will not pay ... unless X"."""
    passage = (
        "We will not pay for damage to solid floor slabs unless the foundations beneath the external walls of the "
        "home are damaged at the same time and by the same cause."
    )
    sentence = (
        "Subsidence damage to a solid floor slab is only covered if the foundations beneath the external walls "
        "are damaged at the same time and by the same cause."
    )
    assert failures(gate(sentence, passage)) == []


def test_a_negated_phrase_is_not_a_negated_predicate() -> None:
    passage = "The report concludes that the cracking has been caused by thermal movement rather than by subsidence."
    assert failures(gate("The cracking was caused by thermal movement, not by subsidence.", passage)) == []


def test_same_polarity_passes() -> None:
    assert (
        failures(
            gate("We will not pay for wear and tear damage.", "We will not pay for damage caused by wear and tear.")
        )
        == []
    )


def test_a_failed_finding_caps_support_at_zero() -> None:
    assert gate("Your excess is £10,000.", "Your excess is £1,000.").cap == 0.0
    assert gate("Your excess is £1,000.", "Your excess is £1,000.").cap == 1.0


def test_single_passage_entry_point_and_claim_ranges() -> None:
    sentence = "We will pay for the repairs and your excess is £350."
    claims = decompose(sentence)
    results = [check_claim(claim, sentence, "We will pay for the repairs. Your excess is £250.") for claim in claims]
    assert failures(results[0]) == []
    [failure] = failures(results[1])
    assert sentence[failure.start : failure.end] == "£350"


def test_a_condition_outside_the_claims_range_is_still_checked() -> None:
    """A fronted condition copied into a split claim brings its values with it."""
    sentence = "If the home is empty for more than 45 days, we will not pay, and we may cancel the policy."
    claims = decompose(sentence)
    assert len(claims) == 2
    assert [value.text for value in claim_values(claims[1], sentence)] == ["45 days"]


# ---------------------------------------------------------------------------------------------------------
# The dev set.

# Contradictions that are a value mismatch: the sentence gives a value that the passages give for something
# else, or a different value, unit or starting point. The gates must catch every one.
VALUE_MISMATCHES = {
    "dev-004": "5 years for a 10-year exclusion",
    "dev-008": "1 July for an endorsement applying from 1 June",
    "dev-017": "16 November is not 16 October + 28 days",
    "dev-034": "£12,500 is over the claims handler's £10,000 authority",
    "dev-041": "5 days for 5 working days",
    "dev-045": "6 months from the complaint for 6 months from the final response",
    "dev-050": "48 hours from the theft for 48 hours from discovering it",
    "dev-059": "£25,000 is the accommodation limit, the trace limit is £2,500",
    "dev-085": "£3,000 is per person, the per-booking maximum is £12,000",
    "dev-105": "£420,000 is Unit 4's stock, Unit 7's row gives £95,000",
    "dev-112": "£48,000 is the previous year's rent row",
    "dev-116": "$2,000 is not 2% of $410,000",
    "dev-118": "60 days from the loss for 60 days from our request",
}
# Contradictions tagged with a value whose values all agree with the passages: what is wrong is the row or
# entity chosen, a superseded document, or a changed scope or relation. That is the model's to judge.
NOT_VALUE_MISMATCHES = {
    "dev-006": "£250 is stated (general buildings row); the subsidence row says £1,000",
    "dev-020": "21 days is stated by the superseded 2022 procedure",
    "dev-055": "£250 is stated; the claim drops the £100 voluntary excess",
    "dev-062": "£450 is stated; the claim calls it the total",
    "dev-075": "£95 is stated; it applies to replacements, not repairs",
    "dev-080": "£250 is stated; the driver was not the policyholder",
    "dev-082": "£200 and £450 are stated; 'on top of' should be 'including'",
    "dev-092": "the delay was on the return journey",
    "dev-094": "the proof-of-delay requirement is dropped",
    "dev-107": "36 months is stated; rent the tenant still owes is excluded",
}


def _dev_rows() -> list[dict[str, Any]]:
    return [json.loads(line) for line in DEV_SET.read_text(encoding="utf-8").splitlines() if line.strip()]


def _failed_claims(row: dict[str, Any]) -> list[tuple[str, list[GateFinding]]]:
    sentence = row["sentence"]
    passages = [passage["text"] for passage in row["passages"]]
    flagged: list[tuple[str, list[GateFinding]]] = []
    for claim in decompose(sentence):
        failed = failures(check_claim_against(claim, sentence, passages))
        if failed:
            flagged.append((claim.text, failed))
    return flagged


def _value_contradictions(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    value_tags = {"money", "number", "date", "duration"}
    return [
        row
        for row in rows
        if row["label"] == "none" and "contradiction" in row["tags"] and value_tags & set(row["tags"])
    ]


def test_every_value_contradiction_in_the_dev_set_is_classified() -> None:
    ids = {row["id"] for row in _value_contradictions(_dev_rows())}
    assert ids == set(VALUE_MISMATCHES) | set(NOT_VALUE_MISMATCHES)


def test_the_gates_catch_every_value_mismatch_in_the_dev_set() -> None:
    missed = [
        row["id"]
        for row in _value_contradictions(_dev_rows())
        if row["id"] in VALUE_MISMATCHES and not _failed_claims(row)
    ]
    assert missed == []


def test_the_gates_raise_no_false_alarm_on_entailed_dev_sentences() -> None:
    entailed = [row for row in _dev_rows() if row["label"] == "entailed"]
    assert len(entailed) >= 40
    false_alarms = {row["id"]: _failed_claims(row) for row in entailed if _failed_claims(row)}
    assert false_alarms == {}


def test_a_sentence_taken_from_a_passage_passes_against_its_case_passages() -> None:
    """Precision from the other side: every passage sentence, decomposed and gated against all the passages
    of its case (distractors included), passes."""
    flagged: list[str] = []
    for row in _dev_rows():
        passages = [passage["text"] for passage in row["passages"]]
        for passage in passages:
            for sentence in segment(passage):
                for claim in decompose(sentence.text):
                    if failures(check_claim_against(claim, sentence.text, passages)):
                        flagged.append(f"{row['id']}: {claim.text}")
    assert flagged == []


def test_counts_as_is_answered_by_what_a_definition_does_not_include() -> None:
    definition = (
        "Escape of water does not include water overflowing from gutters, downpipes or drains outside the home."
    )
    sentence = "Water from your gutters counts as an escape of water."
    (claim,) = decompose(sentence)
    negation = [f for f in check_claim(claim, sentence, definition).findings if f.kind == "negation"]
    assert [f.ok for f in negation] == [False]


def test_the_same_number_bounding_the_other_way_fails() -> None:
    passage = "Storm means strong winds with gusts of at least 55 miles per hour."
    for sentence, ok in (
        ("A storm means gusts of at most 55 miles per hour.", False),
        ("A storm means gusts of at least 55 miles per hour.", True),
        ("Gusts of 55 miles per hour count as a storm.", True),
    ):
        numbers = [f for f in check_claim(whole(sentence), sentence, passage).findings if f.kind == "number"]
        assert [f.ok for f in numbers] == [ok], sentence


def test_a_period_from_that_agreement_is_not_compared_with_one_from_agreeing() -> None:
    passage = "If we agree a scope of works with you, repairs must begin within 60 working days of that agreement."
    sentence = "Repairs must begin within 60 working days of us agreeing the scope of works with you."
    durations = [f for f in check_claim(whole(sentence), sentence, passage).findings if f.kind == "duration"]
    assert [f.ok for f in durations] == [True]


# ---------------------------------------------------------------------------------------------------------
# Value binding at clause level, for every kind of quantity, and values the passages say were changed.


def test_an_amount_bound_to_the_other_clause_of_a_sentence_fails() -> None:
    passage = (
        "If the boiler is serviced by our engineer, the call-out charge is £40; if you use your own engineer, "
        "the charge is £95 and we refund at most £150."
    )
    [failure] = failures(gate("If the boiler is serviced by our engineer, the call-out charge is £95.", passage))
    assert (failure.claim_value, failure.passage_value) == ("£95", "£40")
    assert failures(gate("If you use your own engineer, the charge is £95.", passage)) == []


def test_a_period_bound_to_another_sentence_fails() -> None:
    passage = (
        "If your ferry is cancelled, we pay £30 for each full 6 hours you wait. If the wait lasts more than "
        "48 hours and you abandon the journey, we refund the unused tickets."
    )
    [failure] = failures(
        gate("If the wait lasts more than 6 hours, you can abandon the journey and get a refund.", passage)
    )
    assert (failure.claim_value, failure.passage_value) == ("6 hours", "48 hours")
    assert (
        failures(gate("If the wait lasts more than 48 hours, you can abandon the journey and get a refund.", passage))
        == []
    )


def test_a_value_the_passages_say_was_changed_fails_at_its_old_figure() -> None:
    passages = [
        "Section 3 - Glass. The glass excess is £60.",
        "Endorsement G2. From 1 June 2025 the glass excess is increased from £60 to £90.",
    ]
    [failure] = failures(gate("The glass excess is £60.", passages))
    assert (failure.kind, failure.claim_value, failure.passage_value) == ("superseded", "£60", "£90")
    assert failures(gate("The glass excess is £90.", passages)) == []
    assert failures(gate("The glass excess was increased from £60 to £90.", passages)) == []


def test_a_range_of_values_is_not_a_change() -> None:
    passage = "Rent review, row 1: Period = from 2024 to 2025; Rent = from £1,000 to £1,200 a month by floor"
    assert failures(gate("The rent is £1,000 a month.", "Rents run from £1,000 to £1,200 a month by floor.")) == []
    assert passage  # a table row's own "from ... to" reads as a range too
    assert failures(gate("The rent is £1,000 a month.", passage)) == []


def test_worked_out_values_say_how_in_the_passages_words() -> None:
    [limit] = gate(
        "A senior handler can agree a settlement of £18,000.",
        "A senior handler may agree settlements of up to £25,000.",
    ).findings[:1]
    assert (limit.ok, limit.derived, limit.passage_value) == (True, True, "up to £25,000")
    passage = "The compulsory excess is £250 and a voluntary excess of £100 is payable in addition."
    [total] = [f for f in gate("The total excess is £350.", passage).findings if f.kind == "money"]
    assert (total.ok, total.derived, total.passage_value) == (True, True, "£250 plus £100")


# ---------------------------------------------------------------------------------------------------------
# Numeric date order: each text's own signals first, then the other side's, then both readings.


def test_a_numeric_date_takes_its_texts_order() -> None:
    assert only_value("06/01/2026").normalized == "2026-01-06"  # nothing says: day first, month first kept open
    assert only_value("06/01/2026").other_reading is not None
    us = [v for v in extract_values("Paid $500 on 06/01/2026.") if v.kind is ValueKind.DATE]
    assert [v.normalized for v in us] == ["2026-06-01"]
    assert [v.normalized for v in extract_values("On 03/25/2026 and 06/01/2026") if v.kind is ValueKind.DATE] == [
        "2026-03-25",
        "2026-06-01",
    ]
    assert [v.normalized for v in extract_values("On 25/03/2026 and 06/01/2026")] == ["2026-03-25", "2026-01-06"]


def test_a_us_file_note_date_matches_the_letters_month_first_date_and_a_uk_one_does_not() -> None:
    us_note = "08/03/2026 - Owner reports graffiti discovered 08/02/2026. Tenant moved out 06/01/2026."
    assert failures(gate("The tenant moved out on June 1, 2026.", us_note)) == []
    assert failures(gate("The damage was found on August 2.", us_note)) == []
    # The twin: the same letter against a note whose own dates are day first ("25/02/2026") reads 6 January.
    uk_note = "25/02/2026 - Owner reports graffiti. Tenant moved out 06/01/2026."
    assert failures(gate("The tenant moved out on June 1, 2026.", uk_note)) != []
    assert failures(gate("The tenant moved out on 6 January 2026.", uk_note)) == []


# ---------------------------------------------------------------------------------------------------------
# Figures a letter works out: a sum or difference of the passages' amounts, only where the letter says so.

INVOICE = (
    "Plumber's invoice received for pipe repair, £285. Ceiling estimate from Copsey & Daughters, £4,360. Both agreed."
)
EXCESSES = (
    "Schedule of excesses, row 1: Section = Buildings; Peril = Escape of water; "
    "Compulsory excess = £400; Voluntary excess = £200"
)


def test_an_amount_the_letter_works_out_from_the_passages_passes() -> None:
    sentence = "Your claim totals £4,645, and once both excesses are taken off, the figure is £4,045."
    assert failures(gate(sentence, [INVOICE, EXCESSES])) == []
    assert (
        failures(
            gate("From the £6,980 quote we deduct the £500 excess, leaving £6,480.", ["Quote £6,980.", "Excess £500."])
        )
        == []
    )


def test_a_wrongly_worked_out_amount_fails() -> None:
    sentence = "Your claim totals £4,645, and once both excesses are taken off, the figure is £4,145."
    [failure] = failures(gate(sentence, [INVOICE, EXCESSES]))
    assert failure.claim_value == "£4,145"
    assert (
        failures(
            gate("From the £6,980 quote we deduct the £500 excess, leaving £6,580.", ["Quote £6,980.", "Excess £500."])
        )
        != []
    )


def test_an_amount_the_letter_does_not_say_it_worked_out_is_not_a_combination() -> None:
    # £4,045 is £4,645 less £400 less £200, but nothing in this claim says it is working a figure out.
    assert failures(gate("The ceiling estimate is £4,045.", [INVOICE, EXCESSES])) != []


FLOCK_ROW = "Livestock schedule, row 1: Class = Breeding ewes; Maximum per head = £220; Excess = £250 each claim"
FLOCK_NOTE = "19/04/2026 - Claim for 16 ewes (14 killed, 2 put down). Vet certificate received."
RENT = (
    "2.3 Vacant possession. We will pay 50% of the monthly rent for up to two further months.",
    "Schedule, row 1: Monthly rent = £1,150",
)


def test_a_rate_times_a_count_or_fraction_the_letter_states_passes() -> None:
    sentence = "For the 16 ewes claimed, the most we can pay is £220 a head, which comes to £3,520."
    assert failures(gate(sentence, [FLOCK_ROW, FLOCK_NOTE])) == []
    assert failures(gate("We would pay £575 a month, half your monthly rent.", list(RENT))) == []


def test_a_wrong_product_or_an_unstated_factor_fails() -> None:
    wrong = "For the 16 ewes claimed, the most we can pay is £220 a head, which comes to £3,250."
    [failure] = failures(gate(wrong, [FLOCK_ROW, FLOCK_NOTE]))
    assert failure.claim_value == "£3,250"
    assert failures(gate("We would pay £600 a month, half your monthly rent.", list(RENT))) != []
    # The count must be the sentence's own: nothing here says the figure is 16 times the rate.
    assert failures(gate("The most we can pay for this claim is £3,520.", [FLOCK_ROW, FLOCK_NOTE])) != []


def test_the_unit_of_a_rate_passes_where_the_passage_counts_per_that_unit() -> None:
    hire = "Section 6 - Cycle hire. We will pay up to £40 a day towards hiring a replacement."
    assert failures(gate("We pay the monthly rent of £1,150, which is £1,150 a month.", [RENT[1]])) == []
    assert failures(gate("We can pay up to £40 per day for a hire bike.", [hire])) == []
    # The trap: a rate counted per another unit.
    [failure] = failures(gate("We can pay up to £40 a week for a hire bike.", [hire]))
    assert failure.claim_value == "a week"


# ---------------------------------------------------------------------------------------------------------
# A figure a newer document replaces without naming the old one ("... shown in the Schedule is increased to").

SCHEDULE_ROW = "Schedule, row 2: Section = 2 Public Liability; Limit of Indemnity = £2,000,000 any one occurrence"
RAISED = (
    "Endorsement 16. Effective from 1 October 2026, the Limit of Indemnity for Section 2 Public Liability shown "
    "in the Schedule is increased to £5,000,000 any one occurrence. The Excess is unchanged."
)


def test_a_figure_a_newer_passage_replaces_is_superseded() -> None:
    sentence = "From 1 October 2026 the Public Liability limit of indemnity is still £2,000,000 any one occurrence."
    [failure] = failures(gate(sentence, [SCHEDULE_ROW, RAISED]))
    assert (failure.kind, failure.claim_value, failure.passage_value) == ("superseded", "£2,000,000", "£5,000,000")


def test_twins_the_new_figure_and_an_unchanged_figure_pass() -> None:
    new = "From 1 October 2026 the Public Liability limit of indemnity is £5,000,000 any one occurrence."
    assert failures(gate(new, [SCHEDULE_ROW, RAISED])) == []
    excess_row = "Schedule, row 2: Section = 2 Public Liability; Excess = £250 for property damage"
    assert failures(gate("Your Public Liability excess is £250 for property damage.", [excess_row, RAISED])) == []
    # "up to" is a limit, not a change, even beside a change verb.
    limit = "The limit was increased last year, and we will pay up to £5,000 for trace and access."
    found = failures(gate("We paid £3,000 for trace and access.", ["Trace and access: £3,000 paid.", limit]))
    assert [f for f in found if f.kind == "superseded"] == []


# "Replaced by" names the new figure as "to" does; a change that names the clause it amends binds to that clause.
CYCLE_CLAUSE = (
    "Section 4 - Cycles. 4.1 We will pay for theft of a bicycle locked to an immovable object, up to £3,000 for "
    "each bicycle. An excess of £75 applies to each claim."
)
CYCLE_CHANGE = "Endorsement C9. From 1 May 2026, the limit in clause 4.1 is replaced by £6,000 for each bicycle."
EXCESS_ROW = "Schedule of cover, row 4: Section = Garden equipment; Excess = £400 theft claims only"
EXCESS_CHANGE = (
    "Endorsement G3. From 1 March 2026 the excess shown in the schedule for garden equipment theft claims is "
    "deleted and replaced by an excess of £120 for theft claims only."
)


def test_a_figure_replaced_by_a_new_one_is_superseded() -> None:
    [failure] = failures(gate("Cycle theft is limited to £3,000 for each bicycle.", [CYCLE_CLAUSE, CYCLE_CHANGE]))
    assert (failure.kind, failure.claim_value, failure.passage_value) == ("superseded", "£3,000", "£6,000")
    [failure] = failures(gate("A garden equipment theft claim carries a £400 excess.", [EXCESS_ROW, EXCESS_CHANGE]))
    assert (failure.kind, failure.claim_value, failure.passage_value) == ("superseded", "£400", "£120")


def test_twins_the_replacing_figure_and_the_clause_figures_it_leaves_pass() -> None:
    assert failures(gate("Cycle theft is limited to £6,000 for each bicycle.", [CYCLE_CLAUSE, CYCLE_CHANGE])) == []
    assert failures(gate("An excess of £75 applies to each cycle claim.", [CYCLE_CLAUSE, CYCLE_CHANGE])) == []
    assert failures(gate("A garden equipment theft claim carries a £120 excess.", [EXCESS_ROW, EXCESS_CHANGE])) == []
    # "increased by 30%" gives the size of a change, not a new figure for the row's sum insured.
    row = "Schedule of sums insured, row 1: Section = Stock; Sum insured = £40,000"
    rise = "A6 Seasonal stock. The sum insured for stock is increased by 30% during December."
    found = failures(gate("Your stock sum insured is £40,000.", [row, rise]))
    assert [f for f in found if f.kind == "superseded"] == []


def test_a_date_bound_to_another_event_fails_and_its_own_event_passes() -> None:
    note = (
        "Sep 11, 2026 - Adjuster D. Whitcombe. Inspected the car at Cedar Flats Collision on Sep 11, 2026. "
        "Loss date Sep 4, 2026, insured driving, rear-ended at a stop light on Route 9."
    )
    [failure] = failures(
        gate(
            "The accident happened on September 11, 2026, when your car was rear-ended at a stop light on Route 9.",
            note,
        )
    )
    assert (failure.claim_value, failure.passage_value) == ("September 11, 2026", "Sep 4, 2026")
    assert (
        failures(
            gate(
                "The accident happened on September 4, 2026, when your car was rear-ended at a stop light on Route 9.",
                note,
            )
        )
        == []
    )
    assert failures(gate("Our adjuster inspected your car at Cedar Flats Collision on September 11, 2026.", note)) == []


# ---------------------------------------------------------------------------------------------------------
# Arithmetic a sentence shows in full: its figures are the terms, so no cue word is needed.

BOILER_NOTE = "14/03/26 TK: Boiler repair quote rec'd £2,400. Boiler section excess = £150."


def claim_failures(sentence: str, passages: Sequence[str]) -> list[GateFinding]:
    claims = [c for c in decompose(sentence) if c.text.strip()] or [whole(sentence)]
    return [f for claim in claims for f in failures(check_claim_against(claim, sentence, passages))]


def test_a_figure_the_sentence_works_out_from_its_own_figures_passes() -> None:
    assert failures(gate("Based on the £2,400 quote and the £150 excess, we would pay £2,250.", BOILER_NOTE)) == []
    # The operands may sit in another claim of the same sentence.
    sentence = "We will pay £2,250 to your engineer, which is the £2,400 quote less your £150 excess."
    assert claim_failures(sentence, [BOILER_NOTE]) == []


def test_traps_a_wrong_result_or_a_figure_with_no_operands_in_the_sentence_fails() -> None:
    [failure] = failures(gate("Based on the £2,400 quote and the £150 excess, we would pay £2,300.", BOILER_NOTE))
    assert failure.claim_value == "£2,300"
    [failure] = failures(gate("We would pay £2,250.", BOILER_NOTE))
    assert failure.claim_value == "£2,250"
    # An operand the passages do not confirm is no term.
    [failure, *_] = failures(gate("Based on the £2,600 quote and the £150 excess, we would pay £2,450.", BOILER_NOTE))
    assert failure.claim_value in ("£2,600", "£2,450")


TRACTOR_ROW = "Schedule of cover, row 3: Section = Farm vehicles; Sum insured = £90,000; Excess = £300 each tractor"
TRACTOR_NOTE = "02/02/26 Storm damage reported: 2 tractors hit by a fallen barn roof."


def test_a_confirmed_rate_times_a_count_written_as_a_word_passes() -> None:
    sentence = "As the £300 excess applies to each tractor, the two damaged tractors carry £600 in excesses."
    assert failures(gate(sentence, [TRACTOR_ROW, TRACTOR_NOTE])) == []
    trap = "As the £300 excess applies to each tractor, the two damaged tractors carry £900 in excesses."
    [failure] = failures(gate(trap, [TRACTOR_ROW, TRACTOR_NOTE]))
    assert failure.claim_value == "£900"


DEDUCTIBLE_PASSAGES = (
    "Declarations, row 1: Coverage = A - Dwelling; Limit = $80,000; Deductible = 10% of Coverage A limit",
    "06/02/26 Adjuster inspected. Dwelling damage estimate $20,000.",
)


def test_an_operand_the_passages_give_as_a_percentage_of_an_amount_is_confirmed() -> None:
    sentence = "On the $20,000 estimate, $12,000 would be left once the $8,000 deductible is taken off."
    assert failures(gate(sentence, DEDUCTIBLE_PASSAGES)) == []
    trap = "On the $20,000 estimate, $14,000 would be left once the $8,000 deductible is taken off."
    assert [f.claim_value for f in failures(gate(trap, DEDUCTIBLE_PASSAGES))] == ["$14,000"]


def test_a_figure_moved_by_a_percentage_passes_at_the_moved_value() -> None:
    passages = [
        "Schedule of sums insured, row 1: Section = Stock; Sum insured = £50,000",
        "A4 Seasonal increase. The sum insured for stock will be increased by 20% during December.",
    ]
    assert failures(gate("Your £50,000 stock sum insured rises by 20% to £60,000 in December.", passages)) == []
    [failure] = failures(gate("Your £50,000 stock sum insured rises by 20% to £65,000 in December.", passages))
    assert failure.claim_value == "£65,000"


@pytest.mark.parametrize(("text", "amount"), [("$1.4M", Decimal(1400000)), ("$300K", Decimal(300000))])
def test_a_claim_files_capital_scale_is_read(text: str, amount: Decimal) -> None:
    assert only_value(f"Demand {text} received.").amount == amount


def test_a_capital_letter_that_is_not_a_scale_stays_a_letter() -> None:
    assert only_value("a £5 M&S voucher").amount == Decimal(5)


def test_a_file_notes_abbreviated_units_are_periods() -> None:
    assert failures(gate("The system was down for one week.", "System down 17/10-24/10 = 1 wk.")) == []
    assert failures(gate("The rent is 3 months in arrears.", "Rent arrears: 3 mths at 01/06.")) == []


COVER_ROWS = (
    "Schedule of cover, row 1: Section = Products liability; Limit of indemnity = £2,000,000 any one occurrence",
    "Schedule of cover, row 2: Section = Employers' liability; Limit of indemnity = £10,000,000 any one occurrence",
)


def test_a_value_from_the_row_of_another_key_fails() -> None:
    [failure] = failures(gate("Your employers' liability limit is £2,000,000 any one occurrence.", COVER_ROWS))
    assert (failure.claim_value, failure.passage_value) == ("£2,000,000", "£10,000,000")


def test_twins_the_rows_own_key_and_a_claim_that_names_no_key_pass() -> None:
    assert failures(gate("Your employers' liability limit is £10,000,000 any one occurrence.", COVER_ROWS)) == []
    assert failures(gate("Your products liability limit is £2,000,000 any one occurrence.", COVER_ROWS)) == []
    assert failures(gate("The limit of indemnity is £2,000,000 any one occurrence.", COVER_ROWS)) == []


HENS_ROW = (
    "Poultry schedule, row 1: Class = Laying hens; Number = 600; Maximum per bird = £12; Excess = £100 each claim"
)
HENS_CHANGE = "Endorsement 2. The Maximum per bird for Laying hens in the Poultry schedule is amended to £15."


def test_a_change_that_names_the_row_supersedes_its_cell() -> None:
    [failure] = failures(gate("We can pay up to £12 for each hen.", [HENS_ROW, HENS_CHANGE]))
    assert (failure.kind, failure.claim_value, failure.passage_value) == ("superseded", "£12", "£15")
    assert failures(gate("We can pay up to £15 for each hen.", [HENS_ROW, HENS_CHANGE])) == []
    assert failures(gate("The excess is £100 for each hen claim.", [HENS_ROW, HENS_CHANGE])) == []
