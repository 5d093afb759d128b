"""Each printed shape in vouch.ingest.shapes, with a trap that must not match and a faithful twin that must."""

from __future__ import annotations

import pytest

from vouch.ingest.shapes import (
    CLAUSE_START,
    MESSAGE_ATTRIBUTION,
    MESSAGE_SEPARATOR,
    RULE_LINE,
    Titled,
    dated_entry,
    definition_term,
    is_definitions_heading,
    is_definitions_table,
    labelled_paragraph,
    note_label,
    placed_note_label,
    run_in_heading,
    titled_heading,
)
from vouch.passages import PassageAddress, clause_slug

DASH = "\u2013"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (f"General condition 11 {DASH} Matching items.", Titled("General condition 11", "Matching items")),
        (f"SECTION I {DASH} PROPERTY COVERAGES", Titled("Section I", "PROPERTY COVERAGES")),
        (f"Coverage A {DASH} Dwelling", Titled("Coverage A", "Dwelling")),
        (f"Section 4 {DASH} Your car", Titled("4", "Your car")),  # a section's plain number is its clause
        ("Section 14 Claims conditions", Titled("14", "Claims conditions")),
        ("Part B: Your liability", Titled("Part B", "Your liability")),
        (f"11. Exclusions {DASH} drivers.", Titled("11", f"Exclusions {DASH} drivers")),
    ],
)
def test_titled_headings_by_shape(text: str, expected: Titled) -> None:
    assert titled_heading(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Section 4 applies to every claim",  # a sentence about a section, not its heading
        "Cover a new car for 30 days",  # "a" is a word, not a clause letter
        f"4.2 The excess is \u00a3350 {DASH} it rises to \u00a31,000.",  # a clause's sentence with a dash
        f"Flat 2 {DASH} 14 Mill Lane",  # a number after a word outside the clause words
        "14.3 Notifying claims",  # numbered headings without a dash are the structure stage's own rule
        "Art deco fittings",  # the word, not the abbreviation "Art." of an article
    ],
)
def test_titled_heading_traps(text: str) -> None:
    assert titled_heading(text) is None


def test_run_in_heading_opens_its_paragraph() -> None:
    found = run_in_heading(f"General condition 11 {DASH} Matching items. We will only pay for the damaged part.")
    assert found is not None
    assert (found.clause, found.heading) == ("General condition 11", f"General condition 11 {DASH} Matching items")
    assert found.rest == "We will only pay for the damaged part."
    numbered = run_in_heading(f"11. Exclusions {DASH} drivers. We will not pay while a learner drives.")
    assert numbered is not None and numbered.clause == "11"


@pytest.mark.parametrize(
    "text",
    [
        "We will pay for the damage. General condition 11 applies.",  # the shape mid-paragraph
        "Section 4 sets out the cover. It applies to your car.",  # a sentence, not a title
    ],
)
def test_run_in_heading_traps(text: str) -> None:
    assert run_in_heading(text) is None


@pytest.mark.parametrize(
    ("text", "term"),
    [
        ("Excess: the first part of any claim that you must pay.", "Excess"),
        ("\u201cApproved repairer\u201d means a garage we have chosen.", "Approved repairer"),
        (f"Insured vehicle {DASH} the car described in your schedule.", "Insured vehicle"),
    ],
)
def test_definition_entries(text: str, term: str) -> None:
    assert definition_term(text) == term


@pytest.mark.parametrize(
    "text",
    [
        "the excess: the first part of any claim.",  # lower case: a sentence running on, not an entry
        "We will pay the following amounts in total for a claim made within the period: £500.",  # long lead
    ],
)
def test_definition_traps(text: str) -> None:
    assert definition_term(text) is None


def test_definitions_headings_word_list() -> None:
    assert is_definitions_heading("Section 2 Definitions")
    assert is_definitions_heading("Meaning of words")
    assert not is_definitions_heading("Section 3 Exclusions")


def test_note_labels_and_dated_entries() -> None:
    assert note_label("[e4] 12/03/2025 JS: called") == "e4"
    assert note_label("[4] called the policyholder") == "e4"
    assert note_label("[A-04] 10/09/2026 4:20 PM CT / R. Voss") == "e4"  # a system's letters before the number
    assert note_label("See [A-04] above") is None  # a reference to an entry
    assert note_label("See [e4] above") is None  # a reference to an entry does not open one
    # A log's own word for its entries, set before the number and a separator (here a Markdown heading's text).
    assert note_label("Log 7 | 02/09/2025 4:10 PM | T. Quarrie, Desk") == "e7"
    assert note_label("Log 7 of the vessel shows no entry for that day") is None  # no separator: a reference
    # A notes system's code: capitals, a slash, the note's number and a space.
    assert note_label("CN/12  04Feb25 1130 PWELLS Desk 3") == "e12"
    assert note_label("BX/25/00417 is the broker's reference") is None  # a reference with its slashes
    assert note_label("and/2 more items") is None  # lower case is running text
    assert dated_entry("12/03/2025 09:14 JS: called the policyholder")
    assert dated_entry("3 March 2025 - adjuster appointed")
    assert not dated_entry("2025 was a difficult year for claims")  # a year alone is no date stamp
    assert not dated_entry("12 claims were received")


def test_an_entry_label_placed_after_the_header_lines_first_words() -> None:
    header = placed_note_label("06/19/2026 08:05 CDT  K. VANTERPOOL / DESK  LOG #3")
    assert header is not None and (header.label, header.printed) == ("e3", "LOG #3")
    assert header.line == "06/19/2026 08:05 CDT  K. VANTERPOOL / DESK"
    middle = placed_note_label("14/03/2025 | Entry 4 | J. Singh (desk)")
    assert middle is not None and middle.label == "e4" and "Entry 4" not in middle.line
    # Traps: a reference in the run of the sentence, a line without a date stamp, a label already at the start
    # (it stays, see note_label), two labels on one line.
    assert placed_note_label("12/03/2025 Customer asked about note 4") is None
    assert placed_note_label("Adjuster visited  LOG #3") is None
    assert placed_note_label("[e2] 05/03/2025 JS: rang  Note 4") is None
    assert placed_note_label("12/03/2025  Note 3  Note 4") is None
    # A note word's number may be printed with '#', and a label directly before the date stamp is a label.
    assert note_label("LOG #3 - 06/19/2026 desk") == "e3"
    assert note_label("NOTE 01  12/05/2026 07:42  --  T. OYELARAN") == "e1"
    assert note_label("Note 2 12 claims were received") is None  # a count, not a date stamp


def test_rule_lines() -> None:
    assert RULE_LINE.match("=========") and RULE_LINE.match("  -----  ") and RULE_LINE.match("*****")
    assert not RULE_LINE.match("== Section 2 ==") and not RULE_LINE.match("=-=-=-") and not RULE_LINE.match("--")


def test_message_boundaries() -> None:
    assert MESSAGE_SEPARATOR.match("-----Original Message-----")
    assert MESSAGE_ATTRIBUTION.match("On 9 March 2025, Ana Ruiz <ana@example.com> wrote:")
    assert not MESSAGE_SEPARATOR.match("- see the original message below -")
    assert not MESSAGE_ATTRIBUTION.match("On 9 March we wrote to you about the excess.")


def test_address_grammar_for_named_clauses_and_entries() -> None:
    assert clause_slug("General condition 11") == "-general-condition-11"
    assert clause_slug("4.2(b)") == "4-2b"  # numbered clauses keep their addresses
    assert str(PassageAddress("motor.pdf", page=29, clause="General condition 11")) == (
        "motor.pdf#p29.c-general-condition-11"
    )
    assert str(PassageAddress("notes.txt", entry="e4", clause="3")) == "notes.txt#e4"
    assert str(PassageAddress("thread.eml", entry="m2", split=2)) == "thread.eml#m2.s2"


@pytest.mark.parametrize(
    "text",
    ["IV.2 Money kept in the hall", "II.2(a) Contents in a vehicle", "4.2(b) The excess", "B.1 We will pay for loss"],
)
def test_clause_numbers_that_open_a_paragraph(text: str) -> None:
    assert CLAUSE_START.match(text)


@pytest.mark.parametrize(
    "text", ["I think the hall is insured", "V. Smith phoned", "IV Money", "Item 4 on the list", "A. 3 trees fell"]
)
def test_clause_number_traps(text: str) -> None:
    assert CLAUSE_START.match(text) is None


def test_an_abbreviated_article_label_is_a_titled_heading() -> None:
    assert titled_heading("Art. 4 Additional Coverages") == Titled("Art. 4", "Additional Coverages")


@pytest.mark.parametrize(
    ("text", "clause"),
    [
        (f"Step 4 {DASH} Ask the caller for the booking reference and note it on the file.", "Step 4"),
        ("Stage 2: Confirm the loss date against the diary before any payment.", "Stage 2"),
        ("PHASE 3 - Reinspect the roof once the scaffold is down.", "Phase 3"),
        (f"Condition 7 {DASH} You must keep the alarm set when the shop is closed.", "Condition 7"),
        ("Section 12: We will pay the reasonable cost of a locksmith.", "12"),  # a section's plain number
    ],
)
def test_a_labelled_paragraph_names_its_clause(text: str, clause: str) -> None:
    assert labelled_paragraph(text) == clause


@pytest.mark.parametrize(
    "text",
    [
        "Step 4 of the guide tells you how to ask for the reference.",  # a reference in prose, no separator
        "Section 12 applies to every claim for keys.",
        "Steps 1 to 3 are done by the intake team.",
        f"Item 3 {DASH} \u00a3250",  # a value, not the unit's sentence
        f"Stage A {DASH} Intake",  # a lettered part is a heading shape (titled_heading), not a paragraph label
    ],
)
def test_labelled_paragraph_traps(text: str) -> None:
    assert labelled_paragraph(text) is None


def test_definitions_tables_by_column_labels() -> None:
    assert is_definitions_table(("Word", "Meaning"), None)
    assert is_definitions_table(("Defined term", "What it means"), "Table 2")
    assert is_definitions_table((), "Meaning of words")  # no labels: the caption says so
    # traps: other labels, a third column, an unlabelled table with an ordinary caption
    assert not is_definitions_table(("Item", "Excess"), None)
    assert not is_definitions_table(("Term", "Meaning", "Page"), None)
    assert not is_definitions_table((), "Excesses")
