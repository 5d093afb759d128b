"""Reading numbers the way letters write them: digits with separators, number words, scale words, fractions.

Everything returns ``Decimal`` so that money compares to the penny without float noise.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation

UNITS: dict[str, int] = {
    "zero": 0,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "sixteen": 16,
    "seventeen": 17,
    "eighteen": 18,
    "nineteen": 19,
}
TENS: dict[str, int] = {
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
}
SCALES: dict[str, int] = {
    "hundred": 100,
    "thousand": 1_000,
    "k": 1_000,
    "million": 1_000_000,
    "m": 1_000_000,
    "mn": 1_000_000,
    "billion": 1_000_000_000,
    "bn": 1_000_000_000,
}
# "half of the reserve" and "50% of the reserve" say the same thing; only fractions letters use.
FRACTIONS: dict[str, Decimal] = {
    "half": Decimal(50),
    "a half": Decimal(50),
    "one half": Decimal(50),
    "a third": Decimal(100) / Decimal(3),
    "one third": Decimal(100) / Decimal(3),
    "two thirds": Decimal(200) / Decimal(3),
    "a quarter": Decimal(25),
    "one quarter": Decimal(25),
    "three quarters": Decimal(75),
}

_SIMPLE_WORD = "|".join(sorted([*UNITS, *TENS], key=len, reverse=True))
_WORD_SCALE = "hundred|thousand|million|billion"
# "twenty-five", "one hundred and fifty", "two thousand five hundred", "a thousand". A bare "a" also matches
# here; parse_number_words rejects it.
NUMBER_WORDS_PATTERN = rf"(?:(?:a|{_SIMPLE_WORD})(?:[\s-]+(?:and[\s-]+)?(?:{_SIMPLE_WORD}|{_WORD_SCALE}))*)"
DIGITS_PATTERN = r"(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)"

_word_split = re.compile(r"[\s-]+")


def parse_digits(text: str) -> Decimal:
    """'1,000.50' -> Decimal('1000.50')."""
    try:
        return Decimal(text.replace(",", ""))
    except InvalidOperation as error:
        raise ValueError(f"not a number: {text!r}") from error


def parse_number_words(text: str) -> Decimal | None:
    """'twenty-five' -> 25, 'one hundred and fifty' -> 150, 'a thousand' -> 1000; None if not a number."""
    words = [word for word in _word_split.split(text.lower().strip()) if word and word != "and"]
    if not words:
        return None
    total = 0
    current = 0
    seen_number = False
    for index, word in enumerate(words):
        if word == "a" and index == 0 and len(words) > 1:
            continue  # "a thousand" is 1,000 (a scale counts one when nothing precedes it); "a ten-night" is 10
        elif word in UNITS:
            current += UNITS[word]
        elif word in TENS:
            current += TENS[word]
        elif word == "hundred":
            current = max(current, 1) * 100
        elif word in ("thousand", "million", "billion"):
            total += max(current, 1) * SCALES[word]
            current = 0
        else:
            return None
        seen_number = seen_number or word != "a"
    if not seen_number:
        return None
    return Decimal(total + current)


def parse_number(text: str) -> Decimal | None:
    """Digits or words, with an optional scale: '£1k' -> 1000 (given '1k'), '10 million' -> 10000000."""
    cleaned = text.strip().lower()
    match = re.fullmatch(rf"({DIGITS_PATTERN})\s*(k|m|mn|bn|thousand|million|billion)?", cleaned)
    if match:
        value = parse_digits(match.group(1))
        scale = match.group(2)
        return value * SCALES[scale] if scale else value
    return parse_number_words(cleaned)


def same_at_precision(claimed: Decimal, computed: Decimal) -> bool:
    """True if ``computed`` rounds to ``claimed`` at the precision the claim was written with.

    "5%" for a 5.0% rise and "£8,200" for 2% of £410,000 pass; "£8,000" for £8,200 does not.
    """
    exponent = claimed.as_tuple().exponent
    places = -exponent if isinstance(exponent, int) and exponent < 0 else 0
    quantum = Decimal(1).scaleb(-places)
    return computed.quantize(quantum) == claimed.quantize(quantum)
