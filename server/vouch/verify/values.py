"""Checkable values in text: amounts, numbers, percentages, dates, durations, identifiers and clause numbers.

``extract_values(text)`` finds them with exact character ranges and a normalised form, so that "£1,000",
"GBP 1,000", "one thousand pounds" and "£1k" compare equal and "60 days" never equals "60 working days".
It is pure regular expressions (no parser), so the retriever and the rewrite step can call it cheaply.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from enum import StrEnum

from vouch.verify.lexicon import CONSECUTIVE_AFTER, alternation
from vouch.verify.numbers import (
    DIGITS_PATTERN,
    FRACTIONS,
    NUMBER_WORDS_PATTERN,
    parse_number,
    parse_number_words,
)


class ValueKind(StrEnum):
    MONEY = "money"
    NUMBER = "number"
    PERCENT = "percent"
    DATE = "date"
    DURATION = "duration"
    IDENTIFIER = "identifier"
    CLAUSE = "clause"


class Bound(StrEnum):
    """How the text around a quantity qualifies it: "up to £500" is an upper bound, "over £500" a lower one."""

    EXACT = "exact"
    UPPER = "upper"
    LOWER = "lower"


class AnchorKind(StrEnum):
    """What a period runs from, so that "48 hours of the theft" and "48 hours of discovering it" differ."""

    LOSS = "loss"
    DISCOVERY = "discovery"
    REQUEST = "request"
    RECEIPT = "receipt"
    LETTER = "letter"
    FINAL_RESPONSE = "final_response"
    COMPLAINT = "complaint"
    CONSTRUCTION = "construction"
    INCEPTION = "inception"
    BOOKING = "booking"
    RETURN = "return"
    DEPARTURE = "departure"
    PAYMENT = "payment"
    NOTIFICATION = "notification"


@dataclass(frozen=True)
class DateValue:
    """A calendar date as written; a part the text leaves out ("1 March", "March 2024") is None."""

    year: int | None
    month: int
    day: int | None

    def as_date(self) -> date | None:
        if self.year is None or self.day is None:
            return None
        return date(self.year, self.month, self.day)

    def __str__(self) -> str:
        year = f"{self.year:04d}" if self.year is not None else "????"
        day = f"{self.day:02d}" if self.day is not None else "??"
        return f"{year}-{self.month:02d}-{day}"


@dataclass(frozen=True)
class Value:
    """One value found in a text, with its range in that text."""

    kind: ValueKind
    text: str
    start: int
    end: int
    amount: Decimal | None = None  # money, number, percent (25 for 25%), duration count
    currency: str | None = None  # "GBP" | "EUR" | "USD"
    date: DateValue | None = None
    unit: str | None = None  # duration: "hour" | "day" | "week" | "month" | "year"
    qualifier: str | None = None  # duration: "working" | "business" | "consecutive" | "clear"; None = plain
    anchor: str | None = None  # duration: what the period runs from, verbatim ("the date of the loss")
    anchor_relation: str | None = None  # "after" (from/of/after/following) | "before" (before/prior to)
    identifier: str | None = None  # identifier or clause number, normalised
    bound: Bound = Bound.EXACT
    # A numeric date its text gives no order for ("06/01/2026" with nothing day- or month-first beside it)
    # has a second reading, month first; a comparison accepts either (see ``date_readings``).
    other_reading: DateValue | None = None

    @property
    def date_readings(self) -> tuple[DateValue, ...]:
        if self.date is None:
            return ()
        return (self.date,) if self.other_reading is None else (self.date, self.other_reading)

    @property
    def normalized(self) -> str:
        """A canonical rendering: equal values of the same kind have equal renderings."""
        if self.kind is ValueKind.MONEY:
            return f"{self.currency} {self.amount:,.2f}"
        if self.kind is ValueKind.PERCENT:
            return f"{_plain(self.amount)}%"
        if self.kind is ValueKind.NUMBER:
            return _plain(self.amount)
        if self.kind is ValueKind.DATE:
            return str(self.date)
        if self.kind is ValueKind.DURATION:
            base_unit, count, qualifier = self.duration_key()
            if base_unit == "hour" and count % 24 == 0:
                base_unit, count = "day", count / 24  # "2 weeks" reads as "14 days", "48 hours" as "2 days"
            rendered = f"{_plain(count)} {qualifier + ' ' if qualifier else ''}{base_unit}s"
            if self.anchor:
                rendered += f" {self.anchor_relation or 'after'} {self.anchor}"
            return rendered
        return self.identifier or self.text

    def duration_key(self) -> tuple[str, Decimal, str | None]:
        """(base unit, count in that unit, qualifier): "2 weeks" and "14 days" give ("hour", 336, None).

        Plain hours, days and weeks share a base so 48 hours equals 2 days; working/business days only
        convert weeks (a working week is 5 working days); months and years share a base.
        """
        count = self.amount if self.amount is not None else Decimal(0)
        unit = self.unit or ""
        qualifier = self.qualifier
        if unit in ("month", "year"):
            return ("month", count * (12 if unit == "year" else 1), qualifier)
        if qualifier in ("working", "business"):
            return ("day", count * (5 if unit == "week" else 1), qualifier)
        hours_per_unit = {"hour": 1, "day": 24, "week": 168}[unit]
        return ("hour", count * hours_per_unit, qualifier)

    def anchor_kinds(self) -> frozenset[AnchorKind]:
        return classify_anchor(self.anchor) if self.anchor else frozenset()


def _plain(amount: Decimal | None) -> str:
    if amount is None:
        return "?"
    normalized = amount.normalize()
    return f"{normalized:f}"


# ---------------------------------------------------------------------------------------------------------
# Patterns. Order matters: earlier kinds claim their characters first (an identifier's digits are not a
# number; a clause number is not a decimal).

# The twelve month names, written in full: the one list for every package (the drafter capitalises them).
MONTH_NAMES: tuple[str, ...] = (
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
)
_MONTHS: dict[str, int] = {name: number for number, name in enumerate(MONTH_NAMES, start=1)} | {
    "jan": 1,
    "feb": 2,
    "mar": 3,
    "apr": 4,
    "jun": 6,
    "jul": 7,
    "aug": 8,
    "sep": 9,
    "sept": 9,
    "oct": 10,
    "nov": 11,
    "dec": 12,
}
# Capitalised only: "may" in "you may 1 day..." is the modal verb, "May" in "1 May 2024" the month.
_MONTH_NAMES = "|".join(sorted((name.capitalize() for name in _MONTHS), key=len, reverse=True))
_SCALE = r"(?:k|m|mn|bn|thousand|million|billion|(?:K|M|MN|BN)(?![&'\w]))"  # "$1.4M", "$300K" in a claim file
_CURRENCY_SYMBOLS = {"£": "GBP", "€": "EUR", "$": "USD", "US$": "USD"}
_CURRENCY_WORDS = {
    "gbp": "GBP",
    "eur": "EUR",
    "usd": "USD",
    "pound": "GBP",
    "pounds": "GBP",
    "pounds sterling": "GBP",
    "sterling": "GBP",
    "euro": "EUR",
    "euros": "EUR",
    "dollar": "USD",
    "dollars": "USD",
}
_NUMBER = rf"(?:{DIGITS_PATTERN}|{NUMBER_WORDS_PATTERN})"

_PREFIXED_ID = re.compile(
    r"\b(?i:claim|policy|invoice|inv|account|certificate|case|crime|our|your)\.?\s*"
    r"(?i:no\.?|number|num\.?|#|ref(?:erence)?\.?)\s*(?i:no\.?|number)?\s*:?\s*"
    r"(?P<id>[A-Z0-9][A-Za-z0-9]*(?:[-/][A-Za-z0-9]+)*)"
    r"|\b(?i:ref(?:erence)?)\.?\s*:?\s*(?P<ref>[A-Z0-9][A-Za-z0-9]*(?:[-/][A-Za-z0-9]+)*)"
)
_BARE_ID = re.compile(r"\b[A-Z][A-Z0-9]*(?:[-/][A-Z0-9]+)+\b|\b[A-Z]{1,4}\d+[A-Z0-9]*\b")
_CLAUSE = re.compile(
    r"\b(?i:clauses?|sections?|conditions?|paragraphs?|paras?|parts?|articles?|exclusions?|cl)\.?\s+"
    r"(?P<ref>\d+(?:\.\d+)*(?:\([a-z0-9]{1,4}\))*)"
)
_DATE_DAY_FIRST = re.compile(
    rf"\b(?P<d>\d{{1,2}})(?:st|nd|rd|th)?(?:\s+of)?\s+(?P<m>{_MONTH_NAMES})\b\.?(?:,?\s+(?P<y>\d{{4}})\b)?"
)
_DATE_MONTH_FIRST = re.compile(
    rf"\b(?P<m>{_MONTH_NAMES})\b\.?\s+(?P<d>\d{{1,2}})(?:st|nd|rd|th)?(?!\d)\b(?:,?\s+(?P<y>\d{{4}})\b)?"
)
_DATE_MONTH_YEAR = re.compile(rf"\b(?P<m>{_MONTH_NAMES})\b\.?,?\s+(?P<y>\d{{4}})\b")
_DATE_NUMERIC = re.compile(r"(?<![\d.])(?P<d>\d{1,2})(?P<sep>[/.-])(?P<m>\d{1,2})(?P=sep)(?P<y>\d{4}|\d{2})(?![\d.]\d)")
_DATE_ISO = re.compile(r"\b(?P<y>\d{4})-(?P<m>\d{2})-(?P<d>\d{2})\b")
_MONEY_SYMBOL = re.compile(rf"(?P<cur>US\$|£|€|\$)\s?(?P<num>{DIGITS_PATTERN})(?:\s?(?P<scale>{_SCALE})\b)?")
_MONEY_CODE = re.compile(rf"\b(?P<code>GBP|EUR|USD)\s?(?P<num>{DIGITS_PATTERN})(?:\s?(?P<scale>{_SCALE})\b)?")
_MONEY_SUFFIX = re.compile(
    rf"(?<![\w£$€.,])(?P<num>{_NUMBER})(?:\s?(?P<scale>{_SCALE})\b)?\s?"
    r"(?P<code>GBP|EUR|USD|(?i:pounds? sterling|pounds?|sterling|euros?|dollars?))\b"
)
_PERCENT = re.compile(rf"(?<![\w.,])(?P<num>{_NUMBER})\s?(?:%|(?i:per\s?cent)\b)")
_FRACTION = re.compile(
    r"\b(?P<frac>two[ -]thirds|three[ -]quarters|a half|one half|a third|one third|a quarter|one quarter|half)"
    r"(?=\s+of\b)",
    re.IGNORECASE,
)
_DURATION = re.compile(
    rf"(?<![\w£$€.,])(?P<num>{_NUMBER}|an)(?:\s+|-)"
    r"(?:(?P<qual>working|business|calendar|consecutive|clear|full)\s+)?"
    r"(?P<unit>hours?|hrs?|days?|weeks?|wks?|months?|mths?|years?|yrs?)\b"
    r"(?:['\u2019]s?)?",
    re.IGNORECASE,
)
_UNIT_ABBREVIATIONS = {"hr": "hour", "wk": "week", "mth": "month", "yr": "year"}
_CONSECUTIVE_AFTER = re.compile(rf"\s+(?:{alternation(CONSECUTIVE_AFTER)})\b".replace(" ", r"\s+"), re.IGNORECASE)
_ANCHOR = re.compile(
    r"\s+(?P<rel>from|of|after|following|since|before|prior to)\s+(?P<anchor>[^,.;:()\n]+)", re.IGNORECASE
)
_ANCHOR_STOP = re.compile(
    r"\b(?:and|or|but|to|if|unless|when|where|which|who|so|provided|until|for|in order|because|as long as|"
    r"otherwise|then)\b",
    re.IGNORECASE,
)
_NUMBER_DIGITS = re.compile(rf"(?<![\w.,£$€/-])(?P<num>{DIGITS_PATTERN})(?:st|nd|rd|th)?(?![\w/]|[.,]\d)")
_NUMBER_WORDS = re.compile(rf"\b(?P<num>{NUMBER_WORDS_PATTERN})\b", re.IGNORECASE)

_UPPER_BOUND = re.compile(
    r"(?:\bup to|\bno more than|\bnot more than|\bmaximum of|\bmax\.?|\bat most|\bnot exceeding|\bless than|"
    r"\bfewer than|\bunder|\bbelow|\blimited to|\bcapped at|\bthe most\b[^.;£$€]{0,80}\b(?:is|of|will be))"
    r"\s*(?:a|an|the)?\s*$",
    re.IGNORECASE,
)
_LOWER_BOUND = re.compile(
    r"(?:\bat least|\bmore than|\bover|\babove|\bexceeds?|\bexceeding|\bin excess of|\bminimum of|"
    r"\bnot less than|\bno less than)\s*(?:a|an|the)?\s*$",
    re.IGNORECASE,
)

_ANCHOR_KINDS: tuple[tuple[AnchorKind, re.Pattern[str]], ...] = tuple(
    (kind, re.compile(pattern, re.IGNORECASE))
    for kind, pattern in (
        (AnchorKind.FINAL_RESPONSE, r"\bfinal response"),
        (AnchorKind.DISCOVERY, r"\b(?:discover\w*|notic\w*|found|find\w*|became aware|becoming aware|aware)\b"),
        (AnchorKind.REQUEST, r"\b(?:request\w*|ask\w*)\b"),
        (AnchorKind.RECEIPT, r"\b(?:receipt|receiv\w*)\b"),
        (AnchorKind.LETTER, r"\b(?:letter|decision)\b"),
        (AnchorKind.COMPLAINT, r"\bcomplain\w*"),
        (AnchorKind.CONSTRUCTION, r"\b(?:construct\w*|built|build\w*|erect\w*)\b"),
        (AnchorKind.INCEPTION, r"\b(?:inception|start of (?:the |your )?(?:policy|cover)|renewal|cover start\w*)\b"),
        (AnchorKind.BOOKING, r"\bbook\w*"),
        (AnchorKind.RETURN, r"\breturn\w*"),
        (AnchorKind.DEPARTURE, r"\bdepart\w*"),
        (AnchorKind.PAYMENT, r"\bpa(?:y|id|yment)\w*"),
        (AnchorKind.NOTIFICATION, r"\b(?:notif\w*|tell\w*|told|report\w*)\b"),
        (
            AnchorKind.LOSS,
            r"\b(?:loss|damage\w*|incident|accident|event|occur\w*|happen\w*|taking place|took place|theft|"
            r"collision|flood\w*|fire|storm|burglary|escape)\b",
        ),
    )
)
# "it", "that date", "that agreement": words that point back to something named elsewhere in the text.
_UNRESOLVABLE_ANCHOR = re.compile(
    r"^(?:it|then|them|(?:this|that|these|those|such|the same)(?:\s+[a-z]+)?)$", re.IGNORECASE
)


def classify_anchor(anchor: str) -> frozenset[AnchorKind]:
    """The events an anchor names ("receiving your complaint" -> {RECEIPT, COMPLAINT})."""
    return frozenset(kind for kind, pattern in _ANCHOR_KINDS if pattern.search(anchor))


def anchor_is_unresolvable(anchor: str) -> bool:
    """'that date', 'it': an anchor that points back to something else in the text, so it cannot be compared."""
    return bool(_UNRESOLVABLE_ANCHOR.match(anchor.strip()))


# ---------------------------------------------------------------------------------------------------------
# Builders: one per pattern, each returning a Value or None when the match is not really a value.

_Builder = Callable[[str, re.Match[str]], "Value | None"]


def _bound_before(text: str, start: int) -> Bound:
    prefix = text[max(0, start - 120) : start]
    if _UPPER_BOUND.search(prefix):
        return Bound.UPPER
    if _LOWER_BOUND.search(prefix):
        return Bound.LOWER
    return Bound.EXACT


def _normalize_identifier(raw: str) -> str:
    return re.sub(r"[\s/-]", "", raw).upper()


def _prefixed_identifier(text: str, match: re.Match[str]) -> Value | None:
    group = "id" if match.group("id") else "ref"
    raw = match.group(group)
    if raw is None or not any(character.isdigit() for character in raw):
        return None
    return Value(ValueKind.IDENTIFIER, raw, match.start(group), match.end(group), identifier=_normalize_identifier(raw))


def _bare_identifier(text: str, match: re.Match[str]) -> Value | None:
    raw = match.group(0)
    if not any(character.isdigit() for character in raw):
        return None
    return Value(ValueKind.IDENTIFIER, raw, match.start(), match.end(), identifier=_normalize_identifier(raw))


def _clause(text: str, match: re.Match[str]) -> Value | None:
    ref = match.group("ref")
    return Value(ValueKind.CLAUSE, ref, match.start("ref"), match.end("ref"), identifier=ref.lower())


def _date(text: str, match: re.Match[str]) -> Value | None:
    groups = match.groupdict()
    month_text = groups["m"]
    month = int(month_text) if month_text.isdigit() else _MONTHS[month_text.lower()]
    day = int(groups["d"]) if groups.get("d") else None
    year_text = groups.get("y")
    year = int(year_text) if year_text else None
    if year is not None and year < 100:
        year += 2000
    if not 1 <= month <= 12:
        return None
    if day is not None:
        try:
            date(year or 2000, month, day)  # 2000 is a leap year, so 29 February passes without a year
        except ValueError:
            return None
    return Value(ValueKind.DATE, match.group(0), match.start(), match.end(), date=DateValue(year, month, day))


class DateOrder(StrEnum):
    DAY_FIRST = "day_first"
    MONTH_FIRST = "month_first"


def numeric_date_order(text: str) -> DateOrder | None:
    """The order a text writes numeric dates in, from the text itself, or None when nothing in it says.

    A numeric date with a part over 12 settles it ("25/03/2026"); failing that, dates written with the month
    as a word ("5 October" against "October 5") and the currency ("£" and "€" day first, "$" month first)
    show the house style. A US claim file writes "06/01/2026" for June 1 and a UK one for 6 January.
    """
    for match in _DATE_NUMERIC.finditer(text):
        settled = _order_of(int(match.group("d")), int(match.group("m")))
        if settled is not None:
            return settled
    day_first = bool(_DATE_DAY_FIRST.search(text)) or "£" in text or "€" in text
    month_first = bool(_DATE_MONTH_FIRST.search(text)) or "$" in text
    if day_first and not month_first:
        return DateOrder.DAY_FIRST
    if month_first and not day_first:
        return DateOrder.MONTH_FIRST
    return None


def _order_of(first: int, second: int) -> DateOrder | None:
    """The order one numeric date settles by itself: a part over 12 is the day."""
    if first > 12 >= second:
        return DateOrder.DAY_FIRST
    if second > 12 >= first:
        return DateOrder.MONTH_FIRST
    return None


def _numeric_date(text: str, match: re.Match[str], order: DateOrder | None) -> Value | None:
    first, second = int(match.group("d")), int(match.group("m"))
    order = order or _order_of(first, second)
    day, month = (second, first) if order is DateOrder.MONTH_FIRST else (first, second)
    year = int(match.group("y"))
    if year < 100:
        year += 2000
    try:
        date(year, month, day)
    except ValueError:
        return None
    other: DateValue | None = None
    if order is None and first != second:
        other = DateValue(year, first, second)
    reading = DateValue(year, month, day)
    return Value(ValueKind.DATE, match.group(0), match.start(), match.end(), date=reading, other_reading=other)


def _money(text: str, match: re.Match[str]) -> Value | None:
    groups = match.groupdict()
    amount = parse_number(groups["num"] + (" " + groups["scale"] if groups.get("scale") else ""))
    if amount is None:
        return None
    symbol = groups.get("cur")
    currency = _CURRENCY_SYMBOLS[symbol] if symbol else _CURRENCY_WORDS[groups["code"].lower()]
    return Value(
        ValueKind.MONEY,
        match.group(0),
        match.start(),
        match.end(),
        amount=amount,
        currency=currency,
        bound=_bound_before(text, match.start()),
    )


def _percent(text: str, match: re.Match[str]) -> Value | None:
    amount = parse_number(match.group("num"))
    if amount is None:
        return None
    return Value(
        ValueKind.PERCENT,
        match.group(0),
        match.start(),
        match.end(),
        amount=amount,
        bound=_bound_before(text, match.start()),
    )


def _fraction(text: str, match: re.Match[str]) -> Value | None:
    amount = FRACTIONS[match.group("frac").lower().replace("-", " ")]
    return Value(
        ValueKind.PERCENT,
        match.group(0),
        match.start(),
        match.end(),
        amount=amount,
        bound=_bound_before(text, match.start()),
    )


def _duration(text: str, match: re.Match[str]) -> Value | None:
    number_text = match.group("num").lower()
    amount = Decimal(1) if number_text in ("a", "an") else parse_number(number_text)
    if amount is None:
        return None
    unit = match.group("unit").lower().rstrip("s")
    unit = _UNIT_ABBREVIATIONS.get(unit, unit)  # a file note's "1 wk", "3 mths", "2 yrs"
    qualifier = (match.group("qual") or "").lower() or None
    if qualifier in ("calendar", "full"):
        qualifier = None  # "60 calendar days" is "60 days"
    if qualifier is None and unit in ("hour", "day", "week") and _CONSECUTIVE_AFTER.match(text, match.end()):
        qualifier = "consecutive"  # "45 days in a row" is "45 consecutive days"
    anchor, relation = _anchor_after(text, match.end())
    return Value(
        ValueKind.DURATION,
        match.group(0),
        match.start(),
        match.end(),
        amount=amount,
        unit=unit,
        qualifier=qualifier,
        anchor=anchor,
        anchor_relation=relation,
        bound=_bound_before(text, match.start()),
    )


def _anchor_after(text: str, end: int) -> tuple[str | None, str | None]:
    """'... 28 days of the date of the decision letter' -> ('the date of the decision letter', 'after')."""
    match = _ANCHOR.match(text, end)
    if not match:
        return None, None
    anchor = match.group("anchor")
    stop = _ANCHOR_STOP.search(anchor)
    if stop and stop.start() > 0:
        anchor = anchor[: stop.start()]
    elif stop:
        return None, None
    words = anchor.split()[:8]
    anchor = " ".join(words).strip()
    if not anchor:
        return None, None
    relation = "before" if match.group("rel").lower() in ("before", "prior to") else "after"
    return anchor, relation


def _number_digits(text: str, match: re.Match[str]) -> Value | None:
    amount = parse_number(match.group("num"))
    if amount is None:
        return None
    return Value(
        ValueKind.NUMBER,
        match.group(0),
        match.start(),
        match.end(),
        amount=amount,
        bound=_bound_before(text, match.start()),
    )


def _number_words(text: str, match: re.Match[str]) -> Value | None:
    words = match.group("num")
    # A lone "one" is nearly always a pronoun or "one of"; a lone "a" is an article.
    if words.lower() in ("a", "one", "an"):
        return None
    amount = parse_number_words(words)
    if amount is None:
        return None
    return Value(
        ValueKind.NUMBER,
        words,
        match.start(),
        match.end(),
        amount=amount,
        bound=_bound_before(text, match.start()),
    )


_PASSES: tuple[tuple[re.Pattern[str], _Builder], ...] = (
    (_PREFIXED_ID, _prefixed_identifier),
    (_CLAUSE, _clause),
    (_DATE_ISO, _date),
    (_DATE_NUMERIC, _date),  # replaced per text by ``_numeric_date`` with the text's own order
    (_DATE_DAY_FIRST, _date),
    (_DATE_MONTH_FIRST, _date),
    (_DATE_MONTH_YEAR, _date),
    (_BARE_ID, _bare_identifier),
    (_MONEY_SYMBOL, _money),
    (_MONEY_CODE, _money),
    (_MONEY_SUFFIX, _money),
    (_PERCENT, _percent),
    (_FRACTION, _fraction),
    (_DURATION, _duration),
    (_NUMBER_DIGITS, _number_digits),
    (_NUMBER_WORDS, _number_words),
)


def _candidates(text: str) -> Iterator[Value]:
    order = numeric_date_order(text)
    for pattern, build in _PASSES:
        for match in pattern.finditer(text):
            value = _numeric_date(text, match, order) if pattern is _DATE_NUMERIC else build(text, match)
            if value is not None:
                yield value


def extract_values(text: str) -> list[Value]:
    """Every value in ``text``, in order of position; no two overlap (earlier passes win)."""
    taken: list[tuple[int, int]] = []
    found: list[Value] = []
    for value in _candidates(text):
        if any(value.start < end and start < value.end for start, end in taken):
            continue
        taken.append((value.start, value.end))
        found.append(value)
    found.sort(key=lambda value: (value.start, value.end))
    return found
