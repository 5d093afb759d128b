"""The word lists are written once: the modules that read one concept read the same list, and agree."""

from __future__ import annotations

import re

import pytest

from vouch.verify.claims import decompose
from vouch.verify.lexicon import alternation
from vouch.verify.polarity import main_predicate


@pytest.mark.parametrize(
    "sentence",
    [
        "No earlier offer was made to you.",
        "No sooner payment was made to you.",
        "No payment was made to you.",
        "We did not make a payment to you.",
    ],
)
def test_decomposition_and_the_polarity_gate_read_a_no_the_same_way(sentence: str) -> None:
    (claim,) = decompose(sentence)
    predicate = main_predicate(sentence, claim.start, claim.end)
    assert predicate is not None
    assert predicate.negated == claim.negated


def test_a_pattern_is_built_only_from_plain_phrases() -> None:
    assert alternation(["even if", "regardless of"]) == "even if|regardless of"
    with pytest.raises(ValueError, match=re.escape("not a plain lower-case phrase: 'even (if'")):
        alternation(["even (if"])
