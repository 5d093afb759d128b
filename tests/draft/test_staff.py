"""Staff wording stays out of customer letters: each rule with the sentence it must leave out and its faithful
twin, the customer's own wording, that it must keep (invented sentences)."""

from __future__ import annotations

import pytest

from tests.answer.fakes import passage
from vouch.draft.letter import letter_ready, printed_codes
from vouch.draft.staff import lexicon, staff_wording
from vouch.passages import Passage


@pytest.mark.parametrize(
    ("trap", "twin"),
    [
        # Shorthand left in a sentence: the restatement did not know it, so the sentence is still staff's.
        (
            "The outstanding fin with Larchmont Credit is £1,920.",
            "The outstanding finance with Larchmont Credit is £1,920.",
        ),
        (
            "The theft excess of £400 applies in place of CE/VE.",
            "The theft excess of £400 applies in place of the other excesses.",
        ),
        ("Glazing calc agreed at £310.", "The glazing cost we agreed is £310."),
        # An internal unit's name; a unit the customer may contact is theirs.
        (
            "Your claim was passed to the Bicycle Theft Desk.",
            "You can write to our Customer Relations Team at any time.",
        ),
        (
            "The Halden Loss Review Panel looked at your claim.",
            "The Financial Ombudsman Service can review your complaint.",
        ),
        # Procedure notions.
        ("There is an amber rider flag on your policy.", "There is an endorsement on your policy."),
        ("Your payment is in the payment queue.", "We will pay you within 10 working days."),
    ],
)
def test_staff_wording_is_left_out_and_the_customers_wording_kept(trap: str, twin: str) -> None:
    assert staff_wording(trap) is not None, trap
    assert not letter_ready(trap)
    assert staff_wording(twin) is None, twin
    assert letter_ready(twin)


def test_a_code_is_the_customers_when_their_documents_print_it_and_internal_otherwise() -> None:
    schedule = passage(
        "p1", "Endorsement QX-4 (student lets) applies to this policy.", document="policies/schedule.pdf"
    )
    procedure = passage("c2", "Handlers must send form VRT-7 to the theft desk.", document="staff/procedure.docx")
    notes = passage("e3", "12/03/2027 10:00 | J. Orme | VRT-7 sent. QX-4 on sched.", document="claims/QA-1/notes.txt")
    printed = printed_codes([schedule, procedure, notes], "QA-77120")
    assert printed >= {"QX-4", "QA-77120"}
    assert "VRT-7" not in printed, "a code only staff material prints is internal"
    assert letter_ready("Endorsement QX-4 covers your room while you are away.", printed=printed)
    assert letter_ready("We have closed your claim QA-77120.", printed=printed)
    assert not letter_ready("We sent check VRT-7 to confirm the theft.", printed=printed)
    # Without the letter's documents, a code is not judged by its shape alone.
    assert letter_ready("We sent check VRT-7 to confirm the theft.")


def test_shorthand_is_matched_as_a_whole_token_not_inside_a_postcode_word_or_reference() -> None:
    assert staff_wording("Your home at 4 Ash Row, PH7 2AB is insured.") is None
    assert staff_wording("We paid the estate agent's fee.") is None
    assert staff_wording("Your comprehensive cover includes the helmet.") is None
    assert staff_wording("PH says the bike was locked.") == "PH"


def test_the_word_lists_are_data() -> None:
    lex = lexicon()
    assert lex.shorthand.search("xs") and lex.phrases.search("note to file")
    assert "Customer Relations" in lex.customer_units


def test_a_staff_documents_sentences_are_never_pasted_into_a_letter() -> None:
    from vouch.draft.base import DraftRequest, InstructionPart, LetterContext
    from vouch.draft.extractive import ExtractiveDrafter
    from vouch.draft.instruction import Addressee
    from vouch.draft.staff import is_staff_document
    from vouch.policy import Surface

    said = "We will reply to your complaint within 10 working days of receiving it."
    guide = passage("c4", said, document="procedures/harbourne-claims-handling-guide-HG-3.docx")
    leaflet = passage("p1", said, document="policies/harbourne-complaints-leaflet.pdf")
    assert is_staff_document(guide) and not is_staff_document(leaflet)

    def letter(source: Passage) -> str:
        part = InstructionPart("when we reply to the complaint", "when we reply to the complaint", (source,))
        request = DraftRequest(
            part.text,
            [source],
            Surface.LETTER_DRAFT,
            parts=(part,),
            letter=LetterContext(addressee=Addressee("Ms", "Orla Penhale")),
        )
        return "".join(ExtractiveDrafter().pieces(request))

    assert said not in letter(guide), "the guide's wording is evidence, not the letter's"
    assert said in letter(leaflet), "the same words in the customer's own leaflet are theirs to be told"


def test_a_unit_or_form_the_customers_documents_name_is_theirs() -> None:
    leaflet = passage(
        "p2", "The Claims Appeals Team will reply within 15 working days.", document="policies/leaflet.pdf"
    )
    printed = printed_codes([leaflet])
    assert letter_ready("The Claims Appeals Team will reply within 15 working days of your request.", printed=printed)
    assert letter_ready("Please complete form QMT-C2 and send it to us.", printed=printed)
    # Their twins: a unit and a code only staff material names.
    assert not letter_ready("The Motor Recoveries Team will look at your file again.", printed=printed)
    assert not letter_ready("We ran check QMT-C2 on your licence.", printed=printed)
