"""The embedded drafter writes a letter: salutation, an opening naming the claim, one paragraph per part of
the instruction in the customer's voice, what happens next, and a sign-off; facts checked, frame not."""

from __future__ import annotations

from pathlib import Path

import docx

from tests.answer.fakes import NOTIFY, PESTS, TRACE, passage
from tests.ingest.ingest_support import quiet_services
from vouch.draft.base import DraftRequest, InstructionPart, LetterContext, Piece, Role
from vouch.draft.extractive import ExtractiveDrafter, in_letter_voice, table_sentences
from vouch.draft.instruction import Addressee, LetterType, addressee_in, letter_type_of, part_query, split_parts
from vouch.draft.letter import letter_ready
from vouch.draft.plan import addressee_for, joined_parts
from vouch.draft.relevance import Similar, answering, expanded_query, relevant, topic_words
from vouch.draft.templates import approved_templates
from vouch.ingest.pipeline import ingest_paths
from vouch.passages import TableRow
from vouch.policy import Surface
from vouch.settings import Settings

APPEAL = "If you disagree with our decision, you may appeal by writing to us within 28 days of our decision letter."
GROUT = "We will not pay for damage caused by water escaping through failed or worn grout or sealant."
HANDLER = "A handler may grant one extension of up to 14 days to the appeal window."
WORDING = (
    passage("p4.c4-4b", GROUT),
    passage("p9.c14-5", APPEAL),
    passage("p7.c11-2", PESTS),
    passage("p4.c4-2a", TRACE),
)
NOTES_FILE = "claims/TGH-C-26-01187/notes.txt"
PROCEDURE = passage("c3-2", HANDLER, document="claims-procedure-note.docx")


def _letter(parts: list[tuple[str, tuple]], letter: LetterContext) -> list[Piece]:
    request = DraftRequest(
        " and ".join(text for text, _ in parts),
        [p for _, ps in parts for p in ps],
        Surface.LETTER_DRAFT,
        parts=tuple(InstructionPart(text, part_query(text), tuple(ps)) for text, ps in parts),
        letter=letter,
    )
    return ExtractiveDrafter().pieces(request)


def test_a_question_asked_by_inversion_after_and_is_a_part_of_its_own() -> None:
    instruction = "Mr Penrose wants to know what caused the leak, and will the water excess come off at renewal?"
    assert split_parts(instruction) == [
        "Mr Penrose wants to know what caused the leak",
        "will the water excess come off at renewal?",
    ]
    assert split_parts("if the police get the tools back do we want them / does he have to pay anything back") == [
        "if the police get the tools back do we want them",
        "does he have to pay anything back",
    ]
    # Its twins: an auxiliary with no subject after it is the same request's second verb, and a question word
    # before the auxiliary is that question's own ("how long has a fleet got").
    assert split_parts("Tell her we have paid the roofer and will pay the balance in May") == [
        "Tell her we have paid the roofer and will pay the balance in May"
    ]
    assert split_parts("how long has a fleet got to report an incident") == [
        "how long has a fleet got to report an incident"
    ]


def test_a_heading_then_a_comma_list_of_points_is_a_part_per_point() -> None:
    instruction = "decline ltr Mrs Penrose 07802 - stuff taken by the guests, no forced entry, B2, complaints leaflet"
    assert split_parts(instruction) == [
        "decline ltr Mrs Penrose 07802 - stuff taken by the guests",
        "no forced entry, B2",
        "complaints leaflet",
    ]
    # Its twins: two points are not a list, a bracket's commas are one point, one-word items are one point.
    assert split_parts("sett ltr 01187 - tools stolen from the van, the excess") == [
        "sett ltr 01187 - tools stolen from the van, the excess"
    ]
    assert split_parts("sett ltr 01187 - what we pay (w&t on old tools, the xs, the VAT), the hire") == [
        "sett ltr 01187 - what we pay (w&t on old tools, the xs, the VAT), the hire"
    ]
    assert split_parts("decline ltr 01203 - fire, smoke, soot damage excluded") == [
        "decline ltr 01203 - fire, smoke, soot damage excluded"
    ]


def test_a_handlers_plus_is_and_a_thousands_comma_is_no_list_and_a_one_word_topic_is_a_part() -> None:
    # "+" between requests splits them; a side of one word is no request and joins its neighbour.
    assert split_parts("sett ltr 2231 - what we paid him + what went to the glazier") == [
        "sett ltr 2231 - what we paid him",
        "what went to the glazier",
    ]
    assert split_parts("sett ltr 2231 - the screen, glass + frame to the glazier, total + date") == [
        "sett ltr 2231 - the screen",
        "glass and frame to the glazier",
        "total and date",
    ]
    # A topic word after a longer point is a point; a single word after a single word is not.
    assert split_parts("sett ltr 2231 - screen in full, total, the xs") == [
        "sett ltr 2231 - screen in full",
        "total",
        "the xs",
    ]
    assert split_parts("decline ltr 2231 - hail, sleet, frost damage excluded") == [
        "decline ltr 2231 - hail, sleet, frost damage excluded"
    ]
    # A thousands comma is part of the amount, not a point of the list.
    assert split_parts("sett ltr 2231 - ring capped at 1,750 (not on sched), bracelet in full, the xs") == [
        "sett ltr 2231 - ring capped at 1,750 (not on sched)",
        "bracelet in full",
        "the xs",
    ]
    # A one-word request naming a topic is a part; one naming none ("why") and a reference ("C4") are not.
    assert split_parts("decline ltr 2231 - the lock was not fitted; complaints") == [
        "decline ltr 2231 - the lock was not fitted",
        "complaints",
    ]
    assert split_parts("decline ltr 2231 - the lock was not fitted; why") == [
        "decline ltr 2231 - the lock was not fitted"
    ]
    assert split_parts("decline ltr 2231 - lock not fitted, no forced entry, C4, the leaflet") == [
        "decline ltr 2231 - lock not fitted",
        "no forced entry, C4",
        "the leaflet",
    ]
    # A bracket's commas, before an "and" list, are not that list's.
    assert split_parts("Mr Ince (Ashby, motor) asks whether the hire car is covered, and how long it lasts") == [
        "Mr Ince (Ashby, motor) asks whether the hire car is covered",
        "how long it lasts",
    ]


def test_an_instruction_is_split_into_its_requests_and_names_its_addressee() -> None:
    instruction = "Tell Mr Lacey whether his windscreen claim is covered and how long he has to appeal."
    assert split_parts(instruction) == [
        "Tell Mr Lacey whether his windscreen claim is covered",
        "how long he has to appeal",
    ]
    assert (
        part_query("Tell Mr Lacey whether his windscreen claim is covered") == "whether his windscreen claim is covered"
    )
    assert split_parts("Explain the wear and tear exclusion.") == ["Explain the wear and tear exclusion"]
    # A serial list of topics is a part per topic; its twins (no closing ", and", single words) stay one part.
    assert split_parts("Tell her whether the claim is approved, the payment, and the escape of water cover.") == [
        "Tell her whether the claim is approved",
        "the payment",
        "the escape of water cover",
    ]
    assert split_parts("Explain the cover for fire, smoke and soot damage.") == [
        "Explain the cover for fire, smoke and soot damage"
    ]
    single_words = "Explain the cover for fire, smoke, and soot"
    assert split_parts(single_words + ".") == [single_words]
    assert addressee_in(instruction) == Addressee("Mr", "Lacey")
    assert addressee_in("Decline Mrs Ilona Varga's claim") == Addressee("Mrs", "Ilona Varga")
    assert addressee_in("Decline Mrs Ilona Varga's claim").salutation == "Dear Mrs Varga,"
    assert addressee_in("Explain the excess") is None
    assert letter_type_of("Decline the claim and tell her why") is LetterType.DECLINE
    assert letter_type_of("Tell him what we paid for February") is LetterType.SETTLEMENT
    assert letter_type_of("Tell him about the excess") is LetterType.GENERAL


def test_a_letter_has_a_frame_and_one_paragraph_per_part_in_order() -> None:
    letter = LetterContext(
        claim_ref="HM-CL-88214",
        addressee=Addressee("Ms", "Priya Ellacott"),
        author_name="hana.okoro",
        author_team="property claims",
        letter_type=LetterType.DECLINE,
        next_steps=(passage("p9.c14-5", APPEAL),),
    )
    pieces = _letter(
        [("Decline the shower leak through failed grout", WORDING), ("tell her how long she has to appeal", WORDING)],
        letter,
    )
    text = "".join(pieces)
    paragraphs = text.split("\n\n")
    assert paragraphs[0] == "Dear Ms Ellacott,"
    assert paragraphs[1] == "I am writing about your claim HM-CL-88214 and our decision on it."
    assert paragraphs[2] == GROUT
    assert paragraphs[3] == APPEAL
    assert paragraphs[-1] == "Yours sincerely,\nHana Okoro\nProperty claims team"
    assert text.count(APPEAL) == 1, "the appeal window is not said again as a next step"
    assert PESTS not in text and TRACE not in text, "nothing that answers no part"
    by_part = {p.part for p in pieces if p.role is Role.PART}
    assert by_part == {0, 1}
    frame = "".join(p for p in pieces if p.role is Role.FRAME)
    assert "Dear Ms Ellacott," in frame and "Yours sincerely," in frame and "£" not in frame


def test_staff_procedure_and_file_note_debris_are_left_out_not_pasted() -> None:
    note = passage("e4", "[e4] Motor claims handler: Policyholder chased for the invoice. PH called.", "notes.txt")
    pieces = _letter([("how long he has to appeal the decision", (PROCEDURE, note, *WORDING))], LetterContext())
    text = "".join(pieces)
    assert HANDLER not in text and "[e4]" not in text and "handler" not in text.lower()
    assert APPEAL in text
    assert "Dear Sir or Madam," in text and "Yours faithfully," in text
    assert not letter_ready("KEYSTONE MUTUAL CLAIM DIARY Claim: KP-31544 Handler: J Moss")
    assert not letter_ready("Policyholder: Mr Owen Lacey Address: 4 Mill Lane")
    assert letter_ready("We will pay for a replacement windscreen.")


def test_the_customer_voice_turns_procedure_wording_round() -> None:
    assert in_letter_voice("A customer may appeal within 28 days of the decision letter.") == (
        "You may appeal within 28 days of the decision letter."
    )
    assert in_letter_voice("The customer must send the invoice.") == "You must send the invoice."
    assert in_letter_voice("We will not pay for accidental damage: (a) caused by chewing by pets.") == (
        "We will not pay for accidental damage caused by chewing by pets."
    )
    assert in_letter_voice("Cover stops unless both conditions are met: (a) the home is inspected weekly.") == (
        "Cover stops unless both conditions are met: the home is inspected weekly."
    )


def test_a_table_row_reads_as_a_person_would_write_it_one_fact_a_sentence() -> None:
    row = TableRow(
        1,
        5,
        "February 2025",
        ("Month", "Rent due", "Paid by insurer", "Balance"),
        ("February 2025", "£1,150.00", "£575.00", "£575.00"),
    )
    assert table_sentences(row) == [
        "For February 2025, the rent due is £1,150.00.",
        "For February 2025, we paid £575.00.",
        "For February 2025, the balance is £575.00.",
    ]
    peril = TableRow(1, 1, "Escape of water", ("Peril", "Standard excess"), ("Escape of water", "£500"))
    assert table_sentences(peril) == ["For escape of water, the standard excess is £500."]
    pair = TableRow(1, 7, "Period of insurance", (), ("Period of insurance", "1 October 2024 to 30 September 2025"))
    assert table_sentences(pair) == ["Your period of insurance is 1 October 2024 to 30 September 2025."]
    # A label/value schedule ("Named insured | Harlan Pruett" first, however it is set) reaches the drafter with
    # no column labels: ingest decides it (tests/ingest/test_label_value_tables.py), and its rows read as
    # labels and values, never a cell under the customer's name.
    declarations = TableRow(1, 6, "Deductible", (), ("Deductible", "$1,000"))
    assert table_sentences(declarations) == ["Your deductible is $1,000."]
    # Twin: a two-column table whose header labels its columns keeps its labels.
    excess = TableRow(1, 2, "Theft", ("Claim type", "Excess"), ("Theft", "£400"))
    assert table_sentences(excess) == ["For theft, the excess is £400."]
    rent = passage("p1.t1.r5", "LOSS OF RENT SCHEDULE, row 5: Month = February 2025; ...", "rent.pdf")
    rent = type(rent)(**{**rent.__dict__, "table_row": row})
    pieces = _letter([("how much rent we paid for February 2025", (rent,))], LetterContext())
    assert "For February 2025, we paid £575.00." in "".join(pieces)


def test_a_part_nothing_answers_gets_no_paragraph_and_no_padding() -> None:
    parts = [("whether damage by mice is covered", WORDING), ("whether boiler breakdown is covered", ())]
    text = "".join(_letter(parts, LetterContext()))
    assert PESTS in text
    assert GROUT not in text and TRACE not in text and NOTIFY not in text
    assert relevant("whether boiler breakdown is covered", WORDING) == []
    assert relevant("how long he has to appeal", WORDING) == [WORDING[1]]


def test_no_fact_twice() -> None:
    twice = passage("p9.c14-6", "You may appeal by writing to us within 28 days of our decision letter.")
    text = "".join(_letter([("how long to appeal", (WORDING[1], twice))], LetterContext()))
    assert text.count("28 days") == 1


def test_a_lookup_is_a_short_answer_and_a_summary_is_short_not_letters() -> None:
    for surface in (Surface.POLICY_LOOKUP, Surface.INTERNAL_SUMMARY):
        request = DraftRequest(
            "What is the trace and access limit?",
            WORDING,
            surface,
            parts=(InstructionPart("What is the trace and access limit?", "trace and access limit", WORDING),),
        )
        text = "".join(ExtractiveDrafter().pieces(request))
        assert text == TRACE


def test_an_approved_docx_template_keeps_its_wording_and_fills_its_slots(tmp_path: Path) -> None:
    root = tmp_path / "documents" / "templates"
    root.mkdir(parents=True)
    template = docx.Document()
    for line in (
        "{{salutation}}",
        "Thank you for your claim {{claim_ref}}. We have now completed our review of it.",
        "{{body}}",
        "We are sorry that this is not the outcome you hoped for.",
        "{{next_steps}}",
        "Yours sincerely,",
        "{{author}}",
        "{{team}}",
    ):
        template.add_paragraph(line)
    template.save(str(root / "decline-letter.docx"))
    services, _ = quiet_services(Settings(data_dir=tmp_path / "data"))
    services.collections.create("c", "c", created_by="test")
    assert [r.error for r in ingest_paths(services, "c", [tmp_path / "documents"])] == [None]
    found = approved_templates(services.passages)
    assert found("c", LetterType.SETTLEMENT) is None
    approved = found("c", LetterType.DECLINE)
    assert approved is not None
    letter = LetterContext(
        claim_ref="HM-CL-88214",
        addressee=Addressee("Ms", "Ellacott"),
        author_name="hana.okoro",
        author_team="Property claims",
        letter_type=LetterType.DECLINE,
        next_steps=(WORDING[1],),
        template=approved,
    )
    pieces = _letter([("Decline the shower leak through failed grout", WORDING)], letter)
    text = "".join(pieces)
    assert text == (
        "Dear Ms Ellacott,\n\nThank you for your claim HM-CL-88214. We have now completed our review of it.\n\n"
        f"{GROUT}\n\nWe are sorry that this is not the outcome you hoped for.\n\n{APPEAL}\n\n"
        "Yours sincerely,\nHana Okoro\nProperty claims"
    )
    approved_words = "".join(p for p in pieces if p.role is Role.APPROVED)
    assert "We are sorry that this is not the outcome you hoped for." in approved_words
    assert GROUT not in approved_words and "HM-CL-88214" not in approved_words
    assert {p.part for p in pieces if p.role is Role.PART} == {0, None}, "the facts are checked, next steps too"


def test_sentences_that_are_not_the_letters_own_words_are_left_out() -> None:
    for debris in (
        "Mrs Whitcombe reports water seeping up through the kitchen floor tiles.",
        "Dear Sir or Madam I have received your letter turning down my claim.",
        "Reported to Brayshire Police the same evening, crime reference BP/25/011873.",
        "Pay the replacement quote up to the cycle limit, less the excess.",
        "Every decline letter must quote the clause relied on.",
        "If we cannot, we will acknowledge your complaint within five working days.",
    ):
        assert not letter_ready(debris), debris
    assert in_letter_voice("If You wish to keep the car, We will deduct its salvage value.") == (
        "If you wish to keep the car, we will deduct its salvage value."
    )


def test_a_part_is_answered_by_its_rarer_words_and_the_kind_of_answer_it_asks_for() -> None:
    payment = passage("p2.c3", "We will deduct the excess from any payment we make.")
    goodwill = passage("p9.c2", "We may offer a goodwill payment of £75 for distress and inconvenience.")
    monthly = passage("p9.c3", "Each payment is made by bank transfer.")
    found = (payment, monthly, goodwill)
    assert answering("confirm the goodwill payment", found) == [goodwill], "'payment' alone does not answer it"
    within = passage("p9.c4", "Payment will be made within 10 working days of agreeing the settlement.")
    assert answering("when the payment will be made", (*found, within)) == [within], "a 'when' needs a time"
    assert answering("whether boiler breakdown is covered", found) == []
    assert answering(
        "Mr Pryce wants to know if he can keep the car",
        (passage("c8", "If you wish to keep the car, we will deduct its salvage value."),),
    )


def test_a_part_is_answered_in_the_documents_own_words_through_the_synonym_lexicon() -> None:
    review = passage("p4.p10", "You must ask for a review in writing within 28 days of the date of our decision.")
    grout = passage("p4.c4-4b", GROUT)
    assert answering("how long he has to appeal", (review, grout)) == [review]
    # Its twin: a synonym with no time does not answer a "how long", and an unrelated clause never does.
    idea = passage("p4.p11", "Our Claims Review Team were not involved in the first decision.")
    assert answering("how long he has to appeal", (idea, grout)) == []
    ncd = passage("p2.c8-2", "Unless your Schedule shows it is protected, one claim reduces your no claim discount.")
    assert answering("what happens to his no claims bonus", (ncd, grout)) == [ncd]
    assert "review" in expanded_query("how long he has to appeal")


def test_contractions_and_filler_are_not_topic_words() -> None:
    assert topic_words("whether we'll pay her plumber's £185 bill") == {"plumber", "pay", "bill", "£185"}
    assert topic_words("what happens to his no claims discount") == {"discount"}
    assert topic_words("why we aren't paying") == {"pay"}


def test_a_request_with_no_topic_of_its_own_joins_the_part_before_it() -> None:
    parts = joined_parts(split_parts("Tell the policyholder we can't pay for Kavya's phone and explain why."))
    assert parts == [
        ("Tell the policyholder we can't pay for Kavya's phone, explain why", "we can't pay for Kavya's phone")
    ]
    # Its twin: a request with a topic of its own stays a part.
    parts = joined_parts(split_parts("Tell her we can't pay for the phone and explain the excess."))
    assert [query for _, query in parts] == ["we can't pay for the phone", "explain the excess"]


def test_a_title_with_a_full_stop_does_not_end_the_request() -> None:
    assert split_parts("Write to Mrs. Holloway listing what we need, and the deadline for the proof of loss.") == [
        "Write to Mrs Holloway listing what we need",
        "the deadline for the proof of loss",
    ]
    assert part_query("pls write to the policyholder on AGH-CL-250117 - confirm we've got his receipt") == (
        "we've got his receipt"
    )


def test_procedure_instructions_are_not_letter_sentences() -> None:
    for staff in (
        "Key as WS-NA in the payment screen.",
        "Final responses must give the Financial Ombudsman Service referral right.",
        "Water back-up losses: confirm on the declarations whether the endorsement is shown.",
    ):
        assert not letter_ready(staff), staff
    # Their twins: a customer's right after a label, and a sentence about what we must do for them.
    assert letter_ready("Claims review: you may ask for a review within 28 days of our decision.")
    assert letter_ready("We must give you our final response within 8 weeks.")


def test_a_name_given_as_initials_is_the_claim_files_customer_when_the_initials_match() -> None:
    on_file = [passage("h", "Policyholder: Mr Kwame Osei-Lamptey; Address: 1 Mill Road", document=NOTES_FILE)]
    assert addressee_for("pls ack Mr O-L's complaint", lambda: on_file) == Addressee("Mr", "Kwame Osei-Lamptey")
    # Its twins: a full surname stands; initials that are not the file customer's stay as given.
    assert addressee_for("Tell Mr Patel why", lambda: on_file) == Addressee("Mr", "Patel")
    assert addressee_for("Tell Mr A-B why", lambda: on_file) == Addressee("Mr", "A-B")


def test_a_part_is_answered_by_meaning_only_with_some_of_its_words_and_the_encoder_agreeing() -> None:
    query = "the salvage, the tow fee, the storage charges and whether he can buy the wreck back"
    keep = passage("c4-3", "If you wish to keep the car, we will deduct its salvage value from the payment.")
    unrelated = passage("c9-1", "We will not pay for loss caused by rats, mice or insects.")

    def near(value: float) -> Similar:
        return lambda q, texts: [value for _ in texts]

    assert answering(query, (keep, unrelated)) == []  # too few of its words on their own
    assert answering(query, (keep, unrelated), near(0.9)) == [keep]  # the same meaning: answered
    assert answering(query, (keep, unrelated), near(0.3)) == []  # its words, but not its meaning
    # The trap: meaning alone, with none of the part's words, never answers (the rats share none).
    assert unrelated not in answering(query, (unrelated,), near(0.99))


def test_references_and_dates_in_a_request_are_not_its_topic() -> None:
    assert topic_words("Decline Mr Osei-Lartey's escape of water claim (TGH-C-26-01187)") == {"escap", "water"}
    assert topic_words("ack her email of 15/10 with the plumber's invoice") == {"email", "plumber", "invoic"}
    # Its twins: an amount and a form name with no separator are what the part is about.
    assert topic_words("whether the £1,500 limit covers the V5C") == {"£1,500", "limit", "v5c"}


def test_a_letters_heading_gives_its_subject_but_not_its_reference() -> None:
    heading = "Write to Ms Devereux with our settlement for her stolen bike - how much we are paying"
    assert topic_words(part_query(heading)) == {"settlement", "steal", "bike", "pay"}
    assert topic_words(part_query("Settlement letter to Mrs Achterberg on TGH-C-26-01144 - how much we're paying")) == {
        "settlement",
        "pay",
    }
    assert split_parts("ack her email w/ the plumbers invoice + tell her whether we'll pay for a new machine") == [
        "ack her email w/ the plumbers invoice",
        "tell her whether we'll pay for a new machine",
    ]


def test_every_part_of_a_claims_letter_considers_the_claims_own_file() -> None:
    import asyncio

    from vouch.draft.plan import plan_letter

    note = passage("e3", "[e3] 30/11/2026 09:40 Claims handler: Visits cancelled with no notice to you.", NOTES_FILE)

    async def retrieve(query: str, limit: int) -> list:
        return list(WORDING)  # the wording ranks first for every search; the note never comes back

    def plan(claim_ref: str | None) -> tuple:
        draft = asyncio.run(
            plan_letter(
                "Tell Mr Patel about the cancelled visits and how long he has to appeal",
                Surface.LETTER_DRAFT,
                retrieve,
                passages_per_answer=4,
                passages_per_part=4,
                claim_ref=claim_ref,
                claim_file=lambda: [note],
            )
        )
        return draft.parts

    visits, appeal = plan("TGH-C-26-01187")
    assert note in visits.passages and note not in appeal.passages
    # Its twin: without the claim, its file is not drawn on.
    visits, _ = plan(None)
    assert note not in visits.passages


def test_a_note_with_the_parts_rare_word_outranks_a_wording_with_only_common_ones() -> None:
    from vouch.draft.letter import _Written, pick

    wording = passage("b3", "The recorded mileage of your vehicle affects what a vehicle like yours would sell for.")
    others = [passage(f"b{i}", "We use the recorded mileage of the vehicle at the time of the loss.") for i in (4, 5)]
    entry = "[e5] 01/12/2026 10:00 Claims handler: Your adverts are for vehicles with a lower recorded mileage."
    note = passage("e5", entry, NOTES_FILE)
    confirm = lambda sentence, against: True  # noqa: E731
    found = (wording, *others, note)
    picked = pick("why her adverts did not set the recorded mileage", found, _Written(), 1, confirm=confirm)
    assert picked == ["Your adverts are for vehicles with a lower recorded mileage."]
    # Its twin: where the wording carries the part's words as well as the note, the customer's document wins.
    picked = pick("the recorded mileage of her vehicle", found, _Written(), 1, confirm=confirm)
    assert picked == ["The recorded mileage of your vehicle affects what a vehicle like yours would sell for."]


def test_a_divisions_roman_one_is_not_the_customers_i() -> None:
    # Trap: "Section I" read as the customer's "I", so the deductible line was never letter-ready.
    assert letter_ready("Section I Deductible $1,750 All Perils.")
    assert letter_ready("Under Coverage I and Part II, the most we pay is $4,000.")
    # Its twins: the customer's own words stay out, beside a Section I or not.
    assert not letter_ready("I left the Section I form at home with the receipts.")
    assert not letter_ready("My claim under Section II was paid in March.")


def test_staff_procedure_after_a_lead_in_and_rules_for_payments_are_not_letter_sentences() -> None:
    for staff in (
        "On every theft, check the stolen-vehicle register and ask for all keys.",
        "Coverage A and B checks must include any mortgagee shown on the declarations as co-payee.",
    ):
        assert not letter_ready(staff), staff
    assert letter_ready("On every claim, we will pay you within 10 working days of agreeing the amount.")


def test_a_time_given_in_the_sentence_after_the_one_naming_the_topic_answers_with_it() -> None:
    from vouch.draft.letter import _Written, pick

    review = passage(
        "p7.2",
        "If you disagree with our decision you may ask for a review by a manager who was not involved. "
        "Please ask within 21 days of the date of our decision letter.",
    )
    picked = pick("how long she has to ask for a review", (review,), _Written(), 2, confirm=lambda s, a: True)
    assert picked == [
        "If you disagree with our decision you may ask for a review by a manager who was not involved. "
        "Please ask within 21 days of the date of our decision letter."
    ]
    # Its twin: a part that asks for no time takes the topic sentence alone.
    picked = pick("whether she can ask for a review", (review,), _Written(), 1, confirm=lambda s, a: True)
    assert picked == ["If you disagree with our decision you may ask for a review by a manager who was not involved."]
    # A pair is two sentences of the letter: one already said is not said again inside a pair.
    glass = passage(
        "p6.2", "Window glass: we will pay for repairing broken glass. The Windscreen Excess of £100 applies to it."
    )
    written = _Written()
    first = pick("his windscreen excess", (glass,), written, 1, confirm=lambda s, a: True)
    assert first == ["The Windscreen Excess of £100 applies to it."]
    again = pick("would a repair have cost him anything", (glass,), written, 2, confirm=lambda s, a: True)
    assert all("The Windscreen Excess of £100" not in text for text in again), again


def test_a_request_that_points_back_is_searched_with_the_request_it_points_to() -> None:
    parts = joined_parts(split_parts("Tell her who is doing her kitchen repairs and when they start."))
    assert parts[1] == ("when they start", "when they start who is doing her kitchen repairs")
    # Its twin: a request with a topic of its own is searched on its own words.
    parts = joined_parts(split_parts("Tell her who is doing her kitchen repairs and when the hire car goes back."))
    assert parts[1] == ("when the hire car goes back", "when the hire car goes back")


def test_a_correspondent_named_on_the_file_is_who_the_letter_is_to() -> None:
    on_file = [
        passage(
            "h",
            "Insured: Mr Alun Corrigan, The Old Forge Correspond: Mrs Nerys Albright (daughter), 40 Quarry Rise",
            document=NOTES_FILE,
        )
    ]
    addressee = addressee_for("acknowledge the complaint email of 24/11", lambda: on_file)
    assert addressee == Addressee("Mrs", "Nerys Albright")
    assert not letter_ready("Always state the excess and co-payment as separate lines in the letter.")


def test_a_name_that_runs_into_a_two_word_label_ends_before_it() -> None:
    header = "Named Insured: Ms. Talia Brennerman Risk Address: 2210 Larkin Street"
    on_file = [passage("h", header, document=NOTES_FILE)]
    assert addressee_for("she wants to know how long she has to sue us", lambda: on_file) == (
        Addressee("Ms", "Talia Brennerman")
    )
    # Its twin: a three-word name followed by a one-word label keeps all three.
    on_file = [passage("h", "Policyholder: Mrs Ana Lucia Ferreira Address: 1 Mill Road", document=NOTES_FILE)]
    assert addressee_for("tell her the excess", lambda: on_file) == Addressee("Mrs", "Ana Lucia Ferreira")


def test_the_claim_file_and_the_schedule_header_share_one_list_of_label_first_words() -> None:
    """The words that start two-word labels ("Residence Address:") are ingest's header labels, read by the
    drafter too: a word added there ends a claim file's name before its label as it ends a schedule's."""
    from vouch.ingest.parties import header_labels, parties_in

    assert "Residence" in header_labels().two_word_label_first_words
    header = "Policyholder: Mr Tomasz Wierzbicki Residence Address: 4 Kiln Lane"
    on_file = [passage("h", header, document=NOTES_FILE)]
    assert addressee_for("tell him the excess", lambda: on_file) == Addressee("Mr", "Tomasz Wierzbicki")
    assert parties_in([header]) == ("Mr Tomasz Wierzbicki",)
    # Its twin: a name whose last word is not a label's first word keeps it, though a two-word label follows.
    on_file = [passage("h", "Policyholder: Mrs Ana Lucia Ferreira Postcode Area: 1 Mill Road", document=NOTES_FILE)]
    assert addressee_for("tell her the excess", lambda: on_file) == Addressee("Mrs", "Ana Lucia Ferreira")


def test_a_person_the_file_names_without_a_title_is_greeted_by_their_full_name() -> None:
    on_file = [
        passage("h", "Named insured: Quillon Bakery LLC\nContact: Ines Varela, (555) 010-2233", document=NOTES_FILE)
    ]
    addressee = addressee_for("sett ltr 4410 - what we paid the body shop", lambda: on_file)
    assert addressee == Addressee("", "Ines Varela")
    assert addressee.salutation == "Dear Ines Varela,", "no title is guessed"
    # A file laid out in columns names its customer after a run of spaces, not a colon.
    columns = [passage("h", "Policyholder      Mrs Odile Fenwright, 3 Sallow Lane", document=NOTES_FILE)]
    assert addressee_for("tell her the excess", lambda: columns) == Addressee("Mrs", "Odile Fenwright")
    # Its twins: a company is not a person to greet, and the file's correspondent comes before its customer.
    company = [passage("h", "Named insured: Quillon Bakery LLC\nContact: 0161 496 0000", document=NOTES_FILE)]
    assert addressee_for("sett ltr 4410 - what we paid", lambda: company) is None
    both = [
        passage("h", "Policyholder: Mr Tobias Rann\nCorrespondence to: Ines Varela, 4 Mill Row", document=NOTES_FILE)
    ]
    assert addressee_for("ack the complaint", lambda: both) == Addressee("", "Ines Varela")


def test_a_name_the_instruction_gives_without_a_title_is_who_the_letter_is_to_when_no_file_says() -> None:
    named = addressee_for("ltr to Imogen Strand (policy question) - when does her cover end", None)
    assert named == Addressee("", "Imogen Strand") and named.salutation == "Dear Imogen Strand,"
    assert addressee_for("Corin Dalby emailed - is his bike covered at uni", None) == Addressee("", "Corin Dalby")
    assert addressee_for("final resp to Imogen Strand's complaint", None) == Addressee("", "Imogen Strand")
    # Its twins: capitalised words that are not a person, and a run of three capitalised words (a firm's name
    # after the person's) that is not read as a name; a file's titled customer is preferred to a bare name.
    assert addressee_for("Final response to the complaint - decline stands", None) is None
    assert addressee_for("Customer Relations details please", None) is None
    assert addressee_for("decline to Imogen Strand Bakeries 7710 - roof not covered", None) is None
    on_file = [passage("h", "Policyholder: Ms Imogen Strand", document=NOTES_FILE)]
    assert addressee_for("Imogen Strand emailed - is her bike covered", lambda: on_file) == Addressee(
        "Ms", "Imogen Strand"
    )


def test_a_heading_run_into_its_passage_is_not_a_letter_sentence() -> None:
    for heading in (
        "Claim Reviews And Complaints.",
        "General condition 7 \u2013 Vacant homes.",
        "Part 3 - Your bicycle.",
    ):
        assert not letter_ready(heading), heading
    # Its twins: sentences that capitalise defined terms, or start with a numbered clause, say something.
    assert letter_ready("Your Excess is £250 for each claim.")
    assert letter_ready("General Exclusions apply to every section of this policy.")
    assert letter_ready("Condition 7 applies: you must tell us when the home will be empty.")


def test_a_part_is_judged_without_the_addressees_names_the_claim_number_or_the_letters_kind() -> None:
    from vouch.draft.plan import focused

    ines = Addressee("", "Ines Varela")
    query = focused("sett ltr Ines Varela 5521 - what we paid the glazier", ines, "QL-27-5521")
    assert topic_words(query) == {"pay", "glazier"}
    query = focused("Varela rang re 5521 - why her NCD went down", ines, "QL-27-5521")
    assert topic_words(query) == {"ncd", "went", "down"}
    # Its twins: amounts, years and quantities are topics, and a name that is not the addressee's stays.
    query = focused("the £1,160 for February 2025 and the 125 days", ines, "QL-27-5521")
    assert {"£1,160", "february", "2025"} <= topic_words(query)
    assert "odil" in topic_words(focused("is Odile's van covered", ines, "QL-27-5521"))
    # A request that is nothing but the name and the reference keeps its words.
    assert focused("Ines Varela 5521", ines, "QL-27-5521") == "Ines Varela 5521"
    # A final response's heading names the letter's kind: the part is what follows it.
    pascoe = Addressee("Mr", "Pascoe")
    query = focused("Final response to Mr Pascoe's complaint 04502 - not upheld", pascoe, "PPI-C-26-04502")
    assert topic_words(query) == {"upheld"}
    assert focused("final resp to valuation complaint: why her adverts weren't used", None, None) == (
        "why her adverts weren't used"
    )
    # Its twins: a response that is all the request has stays, and one about the complaint's subject keeps it.
    assert focused("final response to complaint", None, None) == "final response to complaint"
    assert "delay" in topic_words(focused("response to the complaint about the delay", None, None))


def test_a_bare_three_or_four_digit_number_is_a_reference_not_a_topic() -> None:
    assert topic_words("what did the garage say on 7781 about the bumper") == {"garag", "bumper"}
    # Its twins: a year, an amount and a quantity are what a part asks about.
    assert {"2026", "£300", "120"} <= topic_words("the £300 paid in March 2026 for 120 days")


def test_a_titled_name_that_runs_into_a_place_or_firm_is_the_files_person() -> None:
    on_file = [
        passage(
            "h", "Policyholder: Rowan Fabrics Ltd Fleet contact: Mrs Ines Carrow, Fleet Manager", document=NOTES_FILE
        )
    ]
    assert addressee_for("decline ltr Mrs Carrow Rowan Fabrics 0412 - van", lambda: on_file) == Addressee(
        "Mrs", "Ines Carrow"
    )
    # Its twin: a titled name the file does not hold stays as the instruction gives it.
    assert addressee_for("decline ltr Mrs Delph Rowan 0412", lambda: on_file) == Addressee("Mrs", "Delph Rowan")


def test_a_title_and_an_initial_is_the_person_on_file_with_that_title() -> None:
    header = "Claim ref QB-1 Policy QB-9 Policyholders Mr Idris Pellow and Mrs Nia Pellow, 3 Bryn Road"
    on_file = [passage("h", header, document=NOTES_FILE)]
    assert addressee_for("what we need from Mrs P on the claim", lambda: on_file) == Addressee("Mrs", "Nia Pellow")
    assert addressee_for("what we need from Mr P on the claim", lambda: on_file) == Addressee("Mr", "Idris Pellow")


def test_a_column_layout_read_back_with_its_spaces_run_together_still_names_the_person() -> None:
    header = (
        "CLAIM LOG Claim No. QB-2 Named Insured Aled Prys and Mair Prys Residence 4 Hill St Contact Mair Prys (602) 555"
    )
    on_file = [passage("h", header, document=NOTES_FILE)]
    assert addressee_for("Mair asks whether the shed is covered", lambda: on_file) == Addressee("", "Mair Prys")
    # Its twin: a person named in the file's prose ("please contact Mr Okoro") is not who the letter is to.
    prose = [passage("h", "Notes: please contact Mr Okoro on Monday. Policyholder: Ms Jo Lin", document=NOTES_FILE)]
    assert addressee_for("ack the claim", lambda: prose) == Addressee("Ms", "Jo Lin")


def test_a_handlers_shorthand_is_a_synonym_of_its_full_form() -> None:
    from vouch.draft.relevance import PartTopics, synonyms

    assert "no claim discount" in synonyms("ncd", "why her NCD went down")[1]
    wording = passage("p2.c8-1", "One claim reduces your no claim discount by two years.")
    note = passage("e4", "NCD reduced by two years.", document=NOTES_FILE)
    topics = PartTopics("why her NCD went down", (wording, note))
    assert topics.overlap(wording.text) == topics.overlap(note.text) == 1
    assert "exces" in expanded_query("the xs on the bike"), "searched with its full form too"
    # Its twin: shorthand is matched as written; a word that merely contains it is not shorthand.
    assert synonyms("xsara", "the xsara was stolen") == (frozenset(), ())


def test_a_title_an_initial_and_a_surname_is_greeted_by_title_and_surname() -> None:
    assert addressee_for("final response Mrs E Tregothnan complaint 0780", None).salutation == "Dear Mrs Tregothnan,"
    on_file = [passage("h", "Policyholder Mrs Elowen Tregothnan, Flat 3, 27 Quay Row", document=NOTES_FILE)]
    assert addressee_for("final response Mrs E Tregothnan complaint", lambda: on_file) == Addressee(
        "Mrs", "Elowen Tregothnan"
    )
    # Its twin: a title and the surname's initial alone is the file's person with that title and initial.
    assert addressee_for("ack Mrs T's complaint", lambda: on_file) == Addressee("Mrs", "Elowen Tregothnan")


def test_a_claim_diary_header_that_names_the_customer_by_the_handlers_abbreviation_is_read() -> None:
    header = (
        "KESTREL TOURING - CLAIM FILE NOTES Claim ref: KT-26-0412 Policy: KTI-55012 PH: Mr Idris Pennal, 3 Wren Row"
    )
    on_file = [passage("h", header, document=NOTES_FILE)]
    assert addressee_for("sett ltr Pennal 0412 - what we pay the repairer", lambda: on_file) == (
        Addressee("Mr", "Idris Pennal")
    )
    insd = [passage("h", "Claim KT-26-0413  Insd: Mrs Rhian Coldwell  Tel 01632 960412", document=NOTES_FILE)]
    assert addressee_for("tell her the excess", lambda: insd) == Addressee("Mrs", "Rhian Coldwell")
    # Its twins: "ph" in a phone line or prose is no label, and a firm named after the abbreviation is no person.
    phone = [passage("h", "Repairer ph: Mr Gareth Tolley on 01632 960415, booked for Monday", document=NOTES_FILE)]
    assert addressee_for("tell her the excess", lambda: phone) is None
    firm = [passage("h", "Settlement agreed by phone with PH: Wexcombe Joinery Ltd est £6,240", document=NOTES_FILE)]
    assert addressee_for("sett ltr - what we pay", lambda: firm) is None


def test_a_header_that_runs_its_fields_together_still_names_the_customer() -> None:
    # The abbreviation with a title straight after it, no colon: the title marks the value.
    slashed = [
        passage("h", "HALBERD CONTENTS - CLAIM NOTES Ref HC-26-0193 / PH Mrs Orla Penhallow, student son", NOTES_FILE)
    ]
    assert addressee_for("sett Penhallow 0193 - what we pay", lambda: slashed) == Addressee("Mrs", "Orla Penhallow")
    # A name without a title ends where the next field's label starts in capitals.
    runs_on = [passage("h", "CLAIM LOG Claim HX-26-40021 Named insured: Wystan Corrigall DOL 03/14/2026", NOTES_FILE)]
    addressee = addressee_for("denial ltr Corrigall 40021 - why", lambda: runs_on)
    assert addressee == Addressee("", "Wystan Corrigall")
    assert addressee.salutation == "Dear Wystan Corrigall,"
    # Its twins: the abbreviation before a number is no label, and a firm in capitals is not cut to a name.
    phone = [passage("h", "Repairer PH 01632 960415, booked for Monday", document=NOTES_FILE)]
    assert addressee_for("tell her the excess", lambda: phone) is None
    firm = [passage("h", "Named insured: Corrigall Brothers LTD, Unit 4", document=NOTES_FILE)]
    assert addressee_for("sett ltr - what we pay", lambda: firm) is None


def test_a_name_that_identifies_the_claim_is_not_owed_by_the_sentence_that_answers() -> None:
    from vouch.draft.letter import _Written, pick
    from vouch.draft.relevance import identity_names

    confirm = lambda sentence, against: True  # noqa: E731
    # "Gull Cottage" is the risk the claim file's header names: it says which home, not what is asked, and the
    # total is answered without the name being repeated.
    header = passage("e1", "Claim ref: TH-26-0412. Insured: Ms Ada Penrose. Risk: Gull Cottage, Polwenna.", NOTES_FILE)
    entry = passage("e2", "Finance settlement of £2,140 paid direct to Fernway Finance.", NOTES_FILE)
    identity = identity_names("the agreed total for Gull Cottage", [header, entry])
    assert identity == {"gull", "cottag"}
    total = passage("r2", "The agreed cost of the repairs, after the excess, is £8,830.")
    others = [passage(f"r{i}", "We inspected the roof and the gutters of the cottage.") for i in (3, 4)]
    report = passage("r1", "Loss adjuster's report on Gull Cottage, Polwenna, after the storm.")
    found = (report, total, *others)
    picked = pick("the agreed total for Gull Cottage", found, _Written(), 1, confirm=confirm, identity=identity)
    assert picked == ["The agreed cost of the repairs, after the excess, is £8,830."]
    # Its twins: a name the file mentions only in an entry (a finance company paid) is what the part asks about,
    # and stays owed; without the claim's names (no claim) the name is owed as any word.
    assert identity_names("what went to Fernway", [header, entry]) == frozenset()
    assert pick("the agreed total for Gull Cottage", found, _Written(), 1, confirm=confirm) != picked
    # Where two sentences answer, the one that also names the claim's firm is the nearer answer.
    ridgeback = passage("e3", "We received the estimate from Ridgeback Restoration for $38,415.00.")
    other = passage("e4", "We received the estimate from the surveyor for the fence.")
    ask = "confirm we have the Ridgeback estimate"
    assert pick(ask, (other, ridgeback), _Written(), 1, confirm=confirm, identity=frozenset({"ridgeback"})) == [
        "We received the estimate from Ridgeback Restoration for $38,415.00."
    ]


def test_how_a_request_asks_is_not_what_it_is_about() -> None:
    # The filler of a request (data/request_words.json) is never a topic word; what it asks about still is.
    assert topic_words("asks whether not phoning the assistance line will even affect the claim") == {
        "phon",
        "assistanc",
        "line",
        "affect",
    }
    assert topic_words("asking in case it ever happens again - is there a max on the hotel") == {"max", "hotel"}
    # Twin: a note's "cover ok" still answers "is the violin ok" ("ok" is what the customer asks about).
    assert "ok" in topic_words("is the violin ok given she plays in an orchestra")
