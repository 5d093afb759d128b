"""File-note entries in the customer's voice: each rule with the case it must rewrite and the twin it must leave
(or leave out), and the drafter's own guard: a restated sentence is drafted only when the checker keeps it."""

from __future__ import annotations

import pytest

from tests.answer.fakes import passage
from vouch.draft.base import DraftRequest, InstructionPart, LetterContext, Role
from vouch.draft.extractive import ExtractiveDrafter
from vouch.draft.instruction import Addressee, LetterType
from vouch.draft.restate import day_first, restate, spelled_dates, strip_entry_header
from vouch.policy import Surface

PATEL = Addressee("Mr", "Dev Patel")
RAMAN = Addressee("Mrs", "Raman")
NOTES = "claims/AGH-CL-250117/notes.txt"


def test_an_entry_header_goes_and_text_without_one_stays() -> None:
    entry = "[e4] 27/01/2025 11:30 Household claims handler: Spoke to Mr Patel. He confirmed the lock."
    assert strip_entry_header(entry) == "Spoke to Mr Patel. He confirmed the lock."
    assert strip_entry_header("[e1] 02/19/2025 8:47 AM Property adjuster: First report.") == "First report."
    # No marker and no time stamp: a sentence that starts with a date is the letter's own.
    assert strip_entry_header("17/01/2025 is the date of the loss.") == "17/01/2025 is the date of the loss."


def test_the_addressee_in_the_third_person_becomes_you_and_someone_else_does_not() -> None:
    entry = "Spoke to Mr Patel. He confirmed the cable lock went through his front wheel."
    assert restate("He confirmed the cable lock went through his front wheel.", entry, PATEL) == (
        "You confirmed the cable lock went through your front wheel."
    )
    other = "Spoke to Kavya about the phone. She left it in her bag on the sand."
    assert restate("She left it in her bag on the sand.", other, RAMAN) is None
    # The addressee's possessive and "her" as an object or a possessive.
    assert restate("Mrs Raman's invoice was paid by her on discharge.", "x", RAMAN) == (
        "Your invoice was paid by you on discharge."
    )


def test_staff_shorthand_is_said_in_full_or_the_sentence_is_left_out() -> None:
    assert restate("LA visited today.", "LA visited today.", PATEL) == "Loss adjuster visited today."
    assert restate("TL APPROVED (HC-11 5.3).", "TL APPROVED (HC-11 5.3).", PATEL) is None
    assert restate("Reserve set at £650.", "Reserve set at £650.", PATEL) is None
    # Only the whole word: "LAPSED" and "TLC" are not the shorthand.
    assert restate("The cover LAPSED on 3 March.", "x", PATEL) == "The cover LAPSED on 3 March."


def test_what_staff_did_is_what_we_did_and_a_contact_log_line_is_left_out() -> None:
    text = "Team leader approved a goodwill payment of £75 for the delay (HC-11 8.2)."
    assert restate(text, text, PATEL) == "We approved a goodwill payment of £75 for the delay."
    assert restate("Asked customer to e-mail proof of purchase.", "x", PATEL) == (
        "We asked you to e-mail proof of purchase."
    )
    assert restate("Told him we will assess the claim once these arrive.", "Mr Patel called.", PATEL) == (
        "We will assess the claim once these arrive."
    )
    assert restate("Spoke to Mr Patel.", "Spoke to Mr Patel.", PATEL) is None
    assert restate("Schedule checked - limit £750 any one cycle.", "x", PATEL) is None


def test_a_modifier_is_not_the_person() -> None:
    entry = "Mrs Raman asked that all letters go to her as lead insured."
    assert restate(entry, entry, RAMAN) == "You asked that all letters go to you as lead insured."
    assert restate("Told insured to photograph the stock.", "x", RAMAN) == "We asked you to photograph the stock."


def test_dates_are_spelled_only_when_the_file_shows_they_read_day_first() -> None:
    assert spelled_dates("on 05/02/2025") == "on 5 February 2025"
    assert day_first("[e7] 18/01/2025 09:02 handler: letter dated 05/02/2025")
    # A US file ("02/20/2025") and a file that never shows its order keep their dates as written.
    assert not day_first("[e1] 02/20/2025 2:40 PM adjuster: due by 03/10/2025")
    assert not day_first("letter dated 05/02/2025")
    us = "[e1] 03/14/2025 9:12 AM Property adjuster: Burglary overnight 03/09 to 03/10/2025."
    assert (
        restate("Burglary overnight 03/09 to 03/10/2025.", us, RAMAN, us) == "Burglary overnight 03/09 to 03/10/2025."
    )
    uk = "[e2] 18/01/2025 09:55 Household claims handler: Decline letter dated 05/02/2025 sent."
    assert restate("Decline letter dated 05/02/2025 sent.", uk, PATEL, uk) == (
        "Decline letter dated 5 February 2025 sent."
    )


GOODWILL = (
    "[e8] 03/03/2025 12:15 Household claims handler: Team leader approved a goodwill payment of £75 for the delay "
    "in appointing the loss adjuster."
)


def _letter(confirm: object) -> str:
    note = passage("e8", GOODWILL, document=NOTES)
    request = DraftRequest(
        "confirm the goodwill payment",
        [note],
        Surface.LETTER_DRAFT,
        parts=(InstructionPart("confirm the goodwill payment", "the goodwill payment", (note,)),),
        letter=LetterContext(claim_ref="AGH-CL-250117", addressee=PATEL, letter_type=LetterType.SETTLEMENT),
    )
    drafter = ExtractiveDrafter(confirm=confirm)  # type: ignore[arg-type]
    return "".join(p for p in drafter.pieces(request) if p.role is Role.PART)


def test_a_restated_note_is_drafted_only_when_the_checker_keeps_it() -> None:
    checked: list[tuple[str, str]] = []

    def keeps(sentence: str, against: object) -> bool:
        checked.append((sentence, getattr(against, "text", "")))
        return True

    body = _letter(keeps)
    assert body == "We approved a goodwill payment of £75 for the delay in appointing the loss adjuster."
    assert checked == [(body, GOODWILL)]  # checked against the entry it came from
    assert _letter(lambda sentence, against: False) == ""
    assert _letter(None) == ""  # no checker: file notes are not drafted from


@pytest.mark.parametrize(
    "sentence",
    [
        "He confirmed the cable lock went through the front wheel.",
        "I was never told that my son had to be named.",
    ],
)
def test_third_and_first_person_sentences_are_not_letter_ready(sentence: str) -> None:
    from vouch.draft.letter import letter_ready

    assert not letter_ready(sentence)
    assert letter_ready("You confirmed the cable lock went through the front wheel.")


def test_other_entry_header_layouts_go_too() -> None:
    assert strip_entry_header("17/11/2026 09:40 | C. Eyre Photos rec'd by e-mail.") == "Photos rec'd by e-mail."
    assert strip_entry_header("* 11/13/2026 09:10 AM - M. Delgado, Claims adjuster: Spoke to her.") == "Spoke to her."
    # A person's name that is the sentence's subject, with no time stamp before it, is not a header.
    assert strip_entry_header("C. Eyre called back.") == "C. Eyre called back."


def test_underwriting_shorthand_is_staff_only_and_endt_is_said_in_full() -> None:
    assert restate("UW confirms the cover was offered.", "UW confirms the cover was offered.", PATEL) is None
    assert restate("The endt was not selected.", "The endt was not selected.", PATEL) == (
        "The endorsement was not selected."
    )


def test_internal_authority_levels_are_left_out_and_claims_shorthand_is_said_in_full() -> None:
    assert restate("£50 goodwill offered (within Cat 1 ceiling).", "£50 goodwill offered.", PATEL) is None
    assert restate("Paid within my authority.", "Paid within my authority.", PATEL) is None
    assert restate("Rent ledger still needed before first FRV pmt.", "x", PATEL) == (
        "Rent ledger still needed before first fair rental value payment."
    )
    # A payment code goes; the payment stays. A salvage category is the customer's, not an authority level.
    assert restate("£75 D&I offered for the two cxl'd visits, coded EG3.", "x", PATEL) == (
        "£75 distress and inconvenience offered for the two cancelled visits."
    )
    assert restate("Salvage category Cat N confirmed.", "x", PATEL) == "Salvage category Cat N confirmed."
    assert restate("New w/m not covered.", "x", PATEL) == "New washing machine not covered."


def test_bracketed_and_four_digit_clock_headers_go_and_each_entry_of_a_passage_is_read_on_its_own() -> None:
    from vouch.draft.restate import split_entries

    text = "Dental not covered, 1.3(c). [04/11/2026 09:48] K.Brannigan: Inv recd from the vet."
    entries = [strip_entry_header(e) for e in split_entries(text)]
    assert entries == ["Dental not covered, 1.3(c).", "Inv recd from the vet."]
    assert strip_entry_header("14/09/26 1905 JMW - FNOL by phone from site.") == "FNOL by phone from site."
    # Its twin: a date inside a sentence starts no entry.
    assert split_entries("The hotel was booked from 14/09/2026 for three nights.") == [
        "The hotel was booked from 14/09/2026 for three nights."
    ]


def test_a_passage_holding_diary_entries_is_a_note_whatever_its_address() -> None:
    from vouch.draft.letter import passage_is_claim_note

    diary = passage("para2", "Fixed xs £99. [22/10/2026 14:40] K.Brannigan: FCH requested.", "claims/X-1/notes.txt")
    assert passage_is_claim_note(diary)
    # Its twin: a wording that mentions a date is not a diary.
    wording = passage("p3", "Cover starts on 12/02/2026 at 00:01 and ends a year later.")
    assert not passage_is_claim_note(wording)


def test_diary_stamps_with_month_names_at_signs_and_time_zones_are_entry_headers() -> None:
    from vouch.draft.letter import passage_is_claim_note
    from vouch.draft.restate import split_entries

    assert strip_entry_header("11-Mar-27 1420 QRT: Quote recd from the glazier.") == "Quote recd from the glazier."
    assert strip_entry_header("3 Mar 27 @ 09:05 - DW: Photos sent by the tenant.") == "Photos sent by the tenant."
    assert strip_entry_header("02/14/2027 4:10 PM CT - LB: Estimate approved.") == "Estimate approved."
    text = "Glass only. 11-Mar-27 1420 QRT: Quote recd. 12 Mar 27 @ 10:00 - DW: Paid."
    assert [strip_entry_header(e) for e in split_entries(text)] == ["Glass only.", "Quote recd.", "Paid."]
    assert passage_is_claim_note(passage("para4", "12 Mar 27 @ 10:00 - DW: Paid the glazier.", "claims/Y-2/log.txt"))
    # Its twins: a month-name date in a sentence is no header, and a wording that prints one is no diary.
    assert strip_entry_header("11 March 2027 is when the cover ends.") == "11 March 2027 is when the cover ends."
    wording = passage("p2", "Cover starts on 11 Mar 2027 at 00:01 and ends on 10 Mar 2028.")
    assert not passage_is_claim_note(wording)
    assert split_entries("The glass was replaced on 11-Mar-27 by our glazier.") == [
        "The glass was replaced on 11-Mar-27 by our glazier."
    ]


def test_standard_trade_abbreviations_are_said_in_full() -> None:
    assert restate("Comp Sym 2 applies; liab on Sym 9 NOA.", "x", PATEL) == (
        "Comprehensive symbol 2 applies; liability on symbol 9 non-owned auto."
    )
    assert restate("Theft xs applies in place of CE/VE.", "x", PATEL) == (
        "Theft excess applies in place of compulsory excess/voluntary excess."
    )
    # A note's units and its "@" are said as a letter says them.
    assert restate("Hotel 3 nts @ £95 = £285, 62 miles from home.", "x", PATEL) == (
        "Hotel 3 nights at £95 = £285, 62 miles from home."
    )
    # Its twins: an abbreviation inside a word or a name is not one, nor is the "@" of an e-mail address.
    assert restate("Compton Garage finished the repair.", "x", PATEL) == "Compton Garage finished the repair."
    assert restate("Photos sent to claims@ashgrove.example on 3 May.", "x", PATEL) == (
        "Photos sent to claims@ashgrove.example on 3 May."
    )


def test_a_bracketed_stamp_with_its_weekday_and_author_inside_is_an_entry_header() -> None:
    from vouch.draft.letter import passage_is_claim_note
    from vouch.draft.restate import split_entries

    text = "[Mon 07/06/2027 14:05 | RP] Storm on the 5th, tiles lifted. [Tue 08/06/2027 09:30 | RP] Roofer booked."
    entries = [strip_entry_header(e) for e in split_entries(text)]
    assert entries == ["Storm on the 5th, tiles lifted.", "Roofer booked."]
    assert passage_is_claim_note(passage("para3", text, "claims/Z-9/record.txt"))
    # Its twins: a weekday and a date inside a sentence start no entry, and a wording that prints them is no diary.
    said = "The roofer came on Tue 08/06/2027 and fixed the tiles [photos attached]."
    assert split_entries(said) == [said]
    assert not passage_is_claim_note(passage("p4", "Cover starts on Mon 07/06/2027 and lasts a year."))


def test_an_acronym_is_the_same_shorthand_written_in_mixed_case() -> None:
    from vouch.draft.relevance import expanded_query

    # The lexicon's "EOW" is a note-taker's "EoW" and "Eow" is not; "FOS" written "FoS" too.
    assert restate("EoW from the loft tank, FoS leaflet sent.", "x", PATEL) == (
        "Escape of water from the loft tank, Financial Ombudsman Service leaflet sent."
    )
    assert "escape of water" in expanded_query("the EoW excess")
    # Its twins: a word with one capital is a word ("Eow" as a name), and lower case is not an acronym.
    assert restate("Eow Farm supplied the tank.", "x", PATEL) == "Eow Farm supplied the tank."
    assert "escape of water" not in expanded_query("Eow Farm tank")


def test_a_bare_stamp_with_its_weekday_and_the_author_in_round_brackets_is_an_entry_header() -> None:
    from vouch.draft.letter import passage_is_claim_note
    from vouch.draft.restate import split_entries

    text = (
        "Fri 13 Nov 2026 16:40 (S. Okafor) Buildings £6,420 agreed. "
        "Thu 26 Nov 2026 10:20 (S. Okafor) Contractor confirms works complete 28/11."
    )
    entries = [strip_entry_header(e) for e in split_entries(text)]
    assert entries == ["Buildings £6,420 agreed.", "Contractor confirms works complete 28/11."]
    assert passage_is_claim_note(passage("para3", text, "claims/THC-26-07731/notes.txt"))
    # Its twins: the weekday is the stamp's (no entry starts at the date after it), and a sentence naming a
    # weekday, a date and a person in brackets is no diary.
    said = "The loss adjuster (Mr Okafor) visited on Fri 13 Nov 2026 and agreed the buildings figure."
    assert split_entries(said) == [said]
    assert strip_entry_header(said) == said
