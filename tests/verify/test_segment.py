"""Sentence segmentation of customer letters: ids, exact ranges, and the places a generic splitter errs."""

from __future__ import annotations

from itertools import pairwise

import pytest

from vouch.verify.segment import segment

LETTER = """Mrs A Patel
12 High Street
Leeds LS1 4AB

16 October 2024

Dear Mrs Patel,

Thank you for your letter. Claim no. 123 was accepted on 1 March 2024, i.e. before the renewal. \
Mr D. Brennan was driving. Your excess is approx. £1,000.50 under clause 4.2(b). Please quote ref. INV-9 and \
Policy No. HM-PP-20431 when you write.

We will pay for:
- the repairs to the ceiling;
- the new carpet, up to £2,500.
1. Send us the receipts.
2) Keep the damaged items.

If you have any questions, please contact me.

Yours sincerely,
John Smith
Senior Claims Handler"""

EXPECTED = [
    "Mrs A Patel\n12 High Street\nLeeds LS1 4AB",
    "16 October 2024",
    "Dear Mrs Patel,",
    "Thank you for your letter.",
    "Claim no. 123 was accepted on 1 March 2024, i.e. before the renewal.",
    "Mr D. Brennan was driving.",
    "Your excess is approx. £1,000.50 under clause 4.2(b).",
    "Please quote ref. INV-9 and Policy No. HM-PP-20431 when you write.",
    "We will pay for:",
    "the repairs to the ceiling;",
    "the new carpet, up to £2,500.",
    "Send us the receipts.",
    "Keep the damaged items.",
    "If you have any questions, please contact me.",
    "Yours sincerely,",
    "John Smith",
    "Senior Claims Handler",
]


def test_a_whole_letter() -> None:
    sentences = segment(LETTER)
    assert [sentence.text for sentence in sentences] == EXPECTED
    assert [sentence.id for sentence in sentences] == [f"s{number}" for number in range(1, len(EXPECTED) + 1)]


def test_ranges_are_exact_and_stripped() -> None:
    for sentence in segment(LETTER):
        assert LETTER[sentence.doc_start : sentence.doc_end] == sentence.text
        assert sentence.text == sentence.text.strip()
        assert sentence.is_claim  # check-worthiness is a separate step


def test_ranges_are_in_order_and_do_not_overlap() -> None:
    sentences = segment(LETTER)
    for before, after in pairwise(sentences):
        assert before.doc_end <= after.doc_start


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Claim no. 123 was accepted. We will pay.", ["Claim no. 123 was accepted.", "We will pay."]),
        ("Please quote ref. INV-9 in any reply. Thank you.", ["Please quote ref. INV-9 in any reply.", "Thank you."]),
        (
            "Your excess is £350, i.e. the compulsory excess. E.g. a claim for theft.",
            ["Your excess is £350, i.e. the compulsory excess.", "E.g. a claim for theft."],
        ),
        (
            "Mr. Smith and Dr. Jones visited on 3 May. They found cracks.",
            ["Mr. Smith and Dr. Jones visited on 3 May.", "They found cracks."],
        ),
        ("See clause 4.2(b). It applies to you.", ["See clause 4.2(b).", "It applies to you."]),
        (
            "Policy No. HM-PP-20431 covers your home. The excess is £250.",
            ["Policy No. HM-PP-20431 covers your home.", "The excess is £250."],
        ),
        (
            "We will pay £1,000.50 approx. within 28 days. Is that clear? Yes!",
            ["We will pay £1,000.50 approx. within 28 days.", "Is that clear?", "Yes!"],
        ),
        (
            "We paid £2,140 to Halden Ltd. The invoice was £2,215.",
            ["We paid £2,140 to Halden Ltd.", "The invoice was £2,215."],
        ),
        ("Cover applies from 1.3.2024. The excess is 25%.", ["Cover applies from 1.3.2024.", "The excess is 25%."]),
        ('He said "we will pay." Then he left.', ['He said "we will pay."', "Then he left."]),
        (
            "(a) Buildings cover applies.\n(b) Contents cover does not apply.",
            ["Buildings cover applies.", "Contents cover does not apply."],
        ),
        (
            "We will pay for the repairs to your kitchen\nceiling and the new carpet. Your excess is £350.",
            ["We will pay for the repairs to your kitchen\nceiling and the new carpet.", "Your excess is £350."],
        ),
        ("Dear Mr Brennan,\nThank you for your call.", ["Dear Mr Brennan,", "Thank you for your call."]),
        ("Our ref: HM-448120\nYour ref: 9981\n\nDear Sir", ["Our ref: HM-448120", "Your ref: 9981", "Dear Sir"]),
        ("Kind regards,\nJane Doe\nHalden Mutual", ["Kind regards,", "Jane Doe", "Halden Mutual"]),
        ("The damage was caused by the sun. We will pay.", ["The damage was caused by the sun.", "We will pay."]),
        ("The answer is no. We will not pay.", ["The answer is no.", "We will not pay."]),
        ("See p. 5 of the wording. It applies.", ["See p. 5 of the wording.", "It applies."]),
        ("It started at 10 a.m. Then it stopped.", ["It started at 10 a.m.", "Then it stopped."]),
        # A lettered part ends a sentence before a sign-off or a sentence's opening word; an initial never does.
        (
            "A separate deductible applies under Coverage B. Sincerely,",
            ["A separate deductible applies under Coverage B.", "Sincerely,"],
        ),
        ("This is covered under Section A. We will pay.", ["This is covered under Section A.", "We will pay."]),
        ("We spoke to Mr J. Sincerely about it.", ["We spoke to Mr J. Sincerely about it."]),
        ("The report from Ms K. Patel is attached.", ["The report from Ms K. Patel is attached."]),
    ],
)
def test_letter_conventions(text: str, expected: list[str]) -> None:
    assert [sentence.text for sentence in segment(text)] == expected


def test_a_paragraph_break_always_ends_a_sentence() -> None:
    text = "Your claim is accepted\n\nThe excess is £250"
    assert [sentence.text for sentence in segment(text)] == ["Your claim is accepted", "The excess is £250"]


def test_two_lines_without_a_postcode_are_not_an_address() -> None:
    """A signature is not an address: without a postcode each line stands alone."""
    sentences = segment("John Smith\nClaims Handler")
    assert [sentence.text for sentence in sentences] == ["John Smith", "Claims Handler"]


def test_empty_and_blank_text() -> None:
    assert segment("") == []
    assert segment(" \n\n \t") == []


def test_leading_whitespace_is_outside_the_range() -> None:
    text = "   \n  We will pay.  "
    [sentence] = segment(text)
    assert (sentence.doc_start, sentence.doc_end) == (text.index("We"), text.index(".") + 1)


def test_deterministic() -> None:
    assert segment(LETTER) == segment(LETTER)


def test_same_sentence_same_place_same_id() -> None:
    """Appending text after a sentence does not change its id or range."""
    first = segment("We will pay. Your excess is £250.")
    longer = segment("We will pay. Your excess is £250. Your claim is closed.")
    assert longer[: len(first)] == first


def test_a_salutation_run_into_the_first_sentence_is_its_own_sentence() -> None:
    texts = [s.text for s in segment("Dear Ms Patel, Thank you for your letter. You may appeal within 28 days.")]
    assert texts == ["Dear Ms Patel,", "Thank you for your letter.", "You may appeal within 28 days."]
    # The twin: a comma inside a body sentence is not a greeting, and "dear" mid-sentence greets nobody.
    assert [s.text for s in segment("We will pay, Dear as it is, the full amount.")] == [
        "We will pay, Dear as it is, the full amount."
    ]
    assert [s.text for s in segment("Hello, we will pay.")] == ["Hello, we will pay."]


def test_a_salutation_with_a_titles_period_ends_at_its_colon() -> None:
    # US business style: "Dear Mr. Corliss:" run into the first sentence is still a greeting of its own.
    texts = [s.text for s in segment("Dear Mr. Corliss: Thank you for your call on April 6. We will pay.")]
    assert texts == ["Dear Mr. Corliss:", "Thank you for your call on April 6.", "We will pay."]
    assert [s.text for s in segment("Dear Dr. Ng, Thank you.")] == ["Dear Dr. Ng,", "Thank you."]
    # The twin: a sentence-ending period before the colon is no title: the greeting is not stretched over it.
    texts = [s.text for s in segment("Dear all. Note: Claims close today.")]
    assert texts == ["Dear all.", "Note: Claims close today."]
