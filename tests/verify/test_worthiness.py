"""Check-worthiness: courtesies and letter furniture are not checked (and say why); facts always are."""

from __future__ import annotations

import pytest

from vouch.verify.segment import segment
from vouch.verify.types import Sentence
from vouch.verify.worthiness import classify_text, mark, mark_check_worthiness, non_claim_reason, not_a_claim

LETTER = """Mrs A Patel
12 High Street
Leeds LS1 4AB

16 October 2024

Our ref: HM-448120

Dear Mrs Patel,

Thank you for your letter. I am sorry to hear about the damage to your home. Your claim has been accepted \
and we will pay £2,140 within 5 working days.

If you have any questions, please do not hesitate to contact me on 0113 496 0000.

Yours sincerely,
John Smith
Senior Claims Handler
Halden Mutual"""


def test_a_whole_letter() -> None:
    marked = mark_check_worthiness(segment(LETTER))
    assert [(sentence.text, sentence.is_claim, sentence.reason) for sentence in marked] == [
        ("Mrs A Patel\n12 High Street\nLeeds LS1 4AB", False, "address"),
        ("16 October 2024", False, "letter date"),
        ("Our ref: HM-448120", True, None),  # a reference can be wrong: it is checked
        ("Dear Mrs Patel,", False, "salutation"),
        ("Thank you for your letter.", False, "thanks"),
        ("I am sorry to hear about the damage to your home.", False, "sympathy"),
        ("Your claim has been accepted and we will pay £2,140 within 5 working days.", True, None),
        # The writer's own number in an offer of help is the letter's furniture, like the line under a signature.
        ("If you have any questions, please do not hesitate to contact me on 0113 496 0000.", False, "offer of help"),
        ("Yours sincerely,", False, "sign-off"),
        ("John Smith", False, "signature"),
        ("Senior Claims Handler", False, "signature"),
        ("Halden Mutual", False, "signature"),
    ]


def test_marking_keeps_ids_and_ranges() -> None:
    sentences = segment(LETTER)
    marked = mark_check_worthiness(sentences)
    assert [(s.id, s.text, s.doc_start, s.doc_end) for s in marked] == [
        (s.id, s.text, s.doc_start, s.doc_end) for s in sentences
    ]


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("Dear Mr Brennan,", "salutation"),
        ("Dear Sir or Madam", "salutation"),
        ("Yours faithfully,", "sign-off"),
        ("Kind regards", "sign-off"),
        ("Please contact me if you have any questions.", "offer of help"),
        ("If you have any further queries, please get in touch.", "offer of help"),
        ("I hope this helps.", "offer of help"),
        ("We hope this helps.", "offer of help"),
        ("Please do not hesitate to call us.", "offer of help"),
        ("We would be happy to discuss this with you.", "offer of help"),
        ("Thank you for your patience.", "thanks"),
        ("Thank you for your patience while we deal with your claim.", "thanks"),
        ("Thank you.", "thanks"),
        ("Many thanks for your email.", "thanks"),
        ("I hope you are keeping well.", "pleasantry"),
        ("I was very sorry to hear about the flood.", "sympathy"),
        ("We understand this is a difficult time for you.", "sympathy"),
        ("We apologise for the delay.", "apology"),
        ("I am writing about your recent claim.", "what the letter is about"),
        ("Please find enclosed a copy of your policy schedule.", "enclosure note"),
        ("Could you send us the repair invoice?", "request"),
        ("Next steps", "heading"),
        # Acknowledgements give the customer's own news back: its dates, counts and places are not claims.
        ("Thank you for your letter of 3 May 2024.", "thanks"),
        ("Thank you for sending the 22 photographs of the damage.", "thanks"),
        ("Thank you for your call on 24 October about the courtesy car.", "thanks"),
        ("Thank you, Mrs Okafor, for accepting our settlement on 9 November.", "thanks"),
        ("Thank you for your claim form, which reached us on 16 March 2026.", "thanks"),
        ("Thank you for letting us know that you will be working abroad from January to April.", "thanks"),
        ("I am sorry to hear about the damage the storm caused to your home on 19 October.", "sympathy"),
        ("I am very sorry that your car was stolen from your drive this morning.", "sympathy"),
        ("I was sorry to read about the state in which your tenant left Flat 2.", "sympathy"),
        ("I am glad your car is back with you.", "pleasantry"),
        ("I hope Mrs Haverford's wrist is healing well.", "pleasantry"),
        ("We hope the appointment goes well.", "pleasantry"),
        ("We hope she comes home safely very soon.", "pleasantry"),
        ("I understand how frustrating the cost of the repair has been.", "sympathy"),
        # Courtesies joined into one sentence are one courtesy.
        ("Thank you for your call on 14 October, and I hope Biscuit is feeling much better.", "thanks"),
        ("Thank you for choosing us, and we hope you enjoy your next trip.", "thanks"),
        ("I will be in touch again soon.", "offer of help"),
        ("Please call me if the dates of the work change.", "offer of help"),
        ("Please let me know if you have any further expenses from this loss.", "offer of help"),
        ("If you would like a price for a higher limit, please call us and we will be happy to help.", "offer of help"),
        ("I am pleased to write to you with the outcome of your claim.", "what the letter is about"),
        # bench/letters_blind4: thanks for patience over work already done, knowing how hard it has been, a
        # request for the customer's own choice.
        ("Thank you for your patience while I reviewed your complaint.", "thanks"),
        ("I know how hard the last few weeks must have been.", "sympathy"),
        (
            "I was so sorry to hear about Juniper Lad, and I know how hard the last few weeks must have been.",
            "sympathy",
        ),
        ("Please let me know which option you would prefer.", "request"),
        # Requests back to the customer (bench/letters_blind3..5: 13 of 22 courtesy lines read as claims were
        # requests) state nothing about the policy or the claim: what to send us, tell us or keep, with the dates
        # and counts of what they will send.
        ("Please send us the repair invoice.", "request"),
        ("Please send us a copy of the crime reference letter from the police.", "request"),
        ("Could you send us the photographs you took of the fence on 4 June?", "request"),
        ("In the meantime, could you let us know whether the builder gave you a written quote?", "request"),
        ("Please keep the damaged rug and send it to us when the cleaners return it.", "request"),
        (
            "To help us progress your claim, please send us a list of the damaged items, and a copy of the receipt.",
            "request",
        ),
        ("Please send us three photographs of the kitchen ceiling.", "request"),
        ("Please send us any receipts for the carpet, if you still have them.", "request"),
        (
            "Please keep photographs of the spoiled food, and ask for the collection to be confirmed in writing.",
            "request",
        ),
        ("If there is anything else you would like us to know, please send it to us.", "offer of help"),
        # Thanks for patience while we did the work of the claim.
        ("Thank you for your patience while we looked into your complaint about the gutters.", "thanks"),
        ("Thank you for your patience while we obtained a report on your boiler.", "thanks"),
        # bench/letters_blind8, letters_blind9: thanks for the customer's help while we did the work, and sorrow
        # that the outcome is not what they hoped for (what it is, is told in its own sentence).
        ("Thank you for your help while we assessed your van.", "thanks"),
        ("I know this is not the answer you hoped for.", "sympathy"),
        ("I am sorry the news was not better.", "sympathy"),
        ("I understand your frustration about the deductible, and I am sorry the news was not better.", "sympathy"),
        (
            "I am very sorry that your caravan was stolen, and I know this is not the letter you were hoping for.",
            "sympathy",
        ),
        # The faithful twins of the document and policy rules below: the customer's own act and news.
        ("Thank you for confirming that you have moved back in.", "thanks"),
        ("Thank you for sending the invoice from Thunderhead Roofing.", "thanks"),
        ("Thank you for getting a police report the same evening.", "thanks"),
    ],
)
def test_courtesies_are_not_claims(text: str, reason: str) -> None:
    assert non_claim_reason(text) == reason
    assert classify_text(text) == (False, reason)


@pytest.mark.parametrize(
    "text",
    [
        "Your claim has been accepted.",
        "We will pay £2,140 by bank transfer.",
        "Your excess is £350.",
        "You must appeal within 28 days of the date of this letter.",
        "We will not pay for damage caused by wear and tear.",
        "The loss adjuster visited on 2 October 2024.",
        "You told us the water leak started on 3 May.",
        "Your policy does not cover flood damage.",
        "Claim accepted",  # a heading that asserts something
        "No cover for floods",
        # The twins of the acknowledgements above: an amount, a reference, our decision or a second assertion.
        "Thank you for your e-mail of 9 November accepting our offer of £3,600.",
        "Thank you for your call about claim HOL-H-26-03311.",
        "Thank you for your claim, which we have accepted.",
        "Thank you for your call on 24 October; your policy covers the fence.",
        "I am sorry that you are disappointed, but your policy does not cover storm damage to fences.",
        "I am sorry to tell you that we cannot pay your claim.",
        "I am sorry that we cannot pay for the fence.",
        "I am pleased to confirm that the repairs were completed on 6 February 2026.",
        "Thank you for your claim, which has been accepted.",
        "Thank you for your call on 3 May; the repairs are covered.",
        "I am sorry that your claim cannot be paid.",
        "I am pleased that your claim has been settled.",
        "I am glad the repairs to your roof are covered.",
        "I hope you know that your excess is now higher.",
        # Twins of the hopes, joined courtesies and invitations: a hope about the claim or with a time limit, a
        # courtesy joined to a fact, a courtesy's opening before a second assertion, a named party to contact.
        "We hope to settle your claim by Friday.",
        "We hope your claim will be paid next week.",
        "We trust you will return the form within 14 days.",
        "Thank you for your call on 14 October, and we will pay for the repairs.",
        "I am sorry to hear about the flood, but your policy does not cover it.",
        "We apologise for the delay, but the loss adjuster has not yet reported.",
        "Please contact your broker, Tamworth Lane Brokers, if you would like to review your cover.",
        "Please tell us if the damage gets worse within 30 days.",
        "I will be in touch on Monday with our decision.",
        # An offer of help that says when to reach us, or the number of a line, team or service, states a fact the
        # customer acts on and the documents record.
        "If you have any questions, our claims line is open Monday to Saturday, 8am to 6pm.",
        "If you have any questions, please call our claims line on 01632 960542.",
        "If you need any help, email claims@hollinsworth.example.",
        "Thank you for your patience while we pay your claim in full.",  # says we pay it in full
        "Please contact us within 28 days if you have any questions about your appeal.",  # a time limit
        "If you have any questions about the £350 excess, please call us.",  # states the excess
        "I am writing to confirm that your claim has been accepted.",
        "Please find enclosed a cheque for £2,140.",
        # Their twins: what we decided after the review, a second assertion, a choice with a time limit.
        "Thank you for your patience while we reviewed your claim, which we have now accepted.",
        "I know how hard the last few weeks have been, but your policy does not cover colic surgery.",
        "Please let me know which option you would prefer by the end of the month.",
        "Please let us know whether you accept, as you must reply within 14 days.",
        # Twins of the requests: a time limit, a reason or consequence, a condition, what we did or will do, an
        # amount, a recipient other than us, a prohibition or a note (a policy condition), a named party to tell.
        "Please send us the repair invoice within 14 days.",
        "Please send us the photographs by 12 March 2026.",
        "Please send us the photographs, as we cannot decide your claim without them.",
        "Please send us the signed form so that we can pay you.",
        "Please send us the receipt for the £420 carpet.",
        "Please send the receipts to your broker, Marlow and Finch.",
        "Please send Ms Arden, our loss adjuster, the photographs.",
        "Please send us the invoice, or we will close your claim.",
        "Please send us the estimate if you would like us to pay the garage direct.",
        "Please send us the valuation only if the ring is worth more than the limit.",
        "Please do not admit liability to the other driver.",
        "Please note that your excess is £250.",
        "Please keep the damaged items, because we may need to inspect them.",
        "Please send us the form and we will pay your claim.",
        "Please send us the police report, which the policy requires for every theft.",
        "Please send us the invoice for the repairs, which are covered under Section 2.",
        "Could you send us the invoice for the repair that we approved on 4 June?",
        "Please let your mortgage lender, Harbour Bank, know that the house is empty.",
        "Please take the car to Fenwick Motors for the repair.",
        "If there is anything else, please send it to us within 30 days.",
        # Twins of thanks for patience: a decision, a payment, an amount.
        "Thank you for your patience while we reviewed your claim, but we cannot pay it.",
        "Thank you for your patience while we obtained an estimate of £1,200 for your ring.",
        # bench/letters_blind8, letters_blind9: an acknowledgement that says what a document in the file shows, or
        # gives what the policy asks as its reason, states something the documents support or contradict.
        "Thank you for sending the final invoice, which shows the gutters were completed on August 28, 2026.",
        "Thank you for the invoices showing that your new windows were finished on October 30, 2026.",
        "Thank you for the incident note, which confirms that your awning was pegged down with its storm straps.",
        "Thank you for getting a police report the same evening, as the policy asks for one within 24 hours.",
        "I am sorry to hear about the flood, because your policy excludes it.",
        # Twins of the outcome sympathy: the disappointment joined to a right or a decision, help while we paid.
        "I know this is not the answer you hoped for, and you are welcome to make a complaint if you are unhappy.",
        "I understand your frustration that we declined your claim.",
        "Thank you for your help while we paid your claim in full.",
        "Do you agree?",  # unsure: checked
        "the repairs to the ceiling;",  # a list item completing the sentence before it
    ],
)
def test_facts_are_claims(text: str) -> None:
    assert non_claim_reason(text) is None
    assert classify_text(text) == (True, None)


def test_position_decides() -> None:
    """A date on its own line above the salutation is the letter's date; in the body it is a fact."""
    header = mark_check_worthiness(segment("16 October 2024\n\nDear Mrs Patel,\n\nWe will pay."))
    assert [(sentence.is_claim, sentence.reason) for sentence in header] == [
        (False, "letter date"),
        (False, "salutation"),
        (True, None),
    ]
    body = mark_check_worthiness(segment("Dear Mrs Patel,\n\nWe will pay.\n\n16 October 2024"))
    assert [(sentence.is_claim, sentence.reason) for sentence in body] == [
        (False, "salutation"),
        (True, None),
        (True, None),
    ]


def test_a_name_under_the_sign_off_is_a_signature() -> None:
    signed = mark_check_worthiness(segment("We will pay.\n\nYours sincerely,\nJohn Smith"))
    assert [(sentence.is_claim, sentence.reason) for sentence in signed] == [
        (True, None),
        (False, "sign-off"),
        (False, "signature"),
    ]


def test_a_fact_after_the_sign_off_is_still_a_claim() -> None:
    marked = mark_check_worthiness(segment("Yours sincerely,\nJohn Smith\nP.S. Your excess is £350."))
    assert marked[-1].is_claim


def test_without_a_salutation_there_is_no_header() -> None:
    marked = mark_check_worthiness(segment("16 October 2024\n\nYour claim is closed."))
    assert [sentence.is_claim for sentence in marked] == [True, True]


def test_single_sentence_helpers_agree() -> None:
    sentence = Sentence("s1", "I hope this helps.", 0, 18)
    marked = mark(sentence)
    assert (marked.is_claim, marked.reason) == (False, "offer of help")
    assert not_a_claim("Your excess is £350.") is None


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # Contractions read as their full forms: the courtesy is the same courtesy.
        ("I'm sorry to hear your trailer was taken from the yard.", "sympathy"),
        ("I\u2019m very sorry about the smoke damage to your hallway after the toaster fire.", "sympathy"),
        ("We're sorry to learn that your mother has been unwell.", "sympathy"),
        ("Please don't hesitate to contact me if anything is unclear.", "offer of help"),
        # One of our teams, unnamed, is "us" in an invitation to get in touch should something happen.
        ("Please ring our renewals team if you'd like a quotation for next year.", "offer of help"),
        ("Please call our claims department if you have any other questions.", "offer of help"),
    ],
)
def test_a_contraction_or_an_unnamed_team_keeps_the_courtesy(text: str, reason: str) -> None:
    assert non_claim_reason(text) == reason


@pytest.mark.parametrize(
    "text",
    [
        # The traps: written out, each still says what we decided, will do or require.
        "I'm sorry, but we can't pay for the carpet.",
        "I'm sorry that your claim isn't covered.",
        "We're sorry to tell you that the policy won't cover the shed.",
        "Please send us the invoice and we'll add it to your claim.",
        "Please ring our claims team within 14 days if you'd like to appeal.",
        "Please call our Major Loss team if the builder's quote goes over the limit.",
    ],
)
def test_a_contraction_never_hides_a_claim(text: str) -> None:
    assert non_claim_reason(text) is None


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # Two courtesies joined by a semicolon are each a courtesy (invented wording throughout).
        ("Thank you for your letter of 4 March; I hope the move went smoothly.", "thanks"),
        ("Thank you for your e-mail; I'm sorry you are disappointed with our decision.", "thanks"),
        # Sorrow at how the customer feels about a decision, or at what they cannot do, is sympathy.
        ("I am sorry you are unhappy with our decision.", "sympathy"),
        ("I'm sorry that the flood has left you unable to use your kitchen.", "sympathy"),
        # An invitation to get in touch that needs no object, should something happen.
        ("Please get in touch if you would like a copy of the booklet.", "offer of help"),
        ("Please call if anything in this letter is unclear.", "offer of help"),
        # Saying we will write again once we have what we are waiting for.
        ("We'll be in touch as soon as we hear from the garage.", "offer of help"),
        ("We will write again once we receive the surveyor's report.", "offer of help"),
        # A request to send us something, the recipient left unsaid (a request to the writer goes to the writer).
        ("Please also send a list of the damaged items with any receipts you have.", "request"),
        ("Please send the photographs to us.", "request"),
        ("Please keep the damaged parts and send them to us when you can.", "request"),
    ],
)
def test_joined_courtesies_unnamed_contacts_follow_ups_and_unaddressed_requests(text: str, reason: str) -> None:
    assert non_claim_reason(text) == reason


@pytest.mark.parametrize(
    "text",
    [
        # The traps, twins of the courtesies above: each says what we decided, require, or whom to send it to.
        "Thank you for your letter of 4 March; we have paid the £400 you asked for.",
        "Thank you for your e-mail; your policy does not cover the fence.",
        "I am sorry you are unhappy with our decision to decline your claim.",
        "I'm sorry you are unhappy, but we cannot pay for the fence.",
        "I am sorry that we are unable to help with the shed.",
        "Please call the police if you see the van again.",
        "We will write again within 10 working days.",
        "We'll be in touch once we hear from Hartwell Motors.",
        "We will write again once we receive the report, and then pay your claim.",
        "Please send the receipts to your broker.",
        "Please send him the invoice for the repairs.",
        "Please give your agent a copy of this letter.",
        "Please send the signed form to our Leeds office.",
        "Please send the receipt from Tillery Music.",
        "Please send copies of the invoices to support your claim.",
        "Please send the form within 14 days.",
    ],
)
def test_the_twins_that_state_a_fact_stay_claims(text: str) -> None:
    assert non_claim_reason(text) is None


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # The writer's own number, extension or address in an offer of help (invented wording throughout).
        ("If you have any questions, please call us on 01632 960542.", "offer of help"),
        ("Please ring me at (555) 555-0163 if anything is unclear.", "offer of help"),
        ("Please call me at 555-0188 if you would like to talk it over.", "offer of help"),
        ("Please call me on extension 2290 if you would like to go through the figures.", "offer of help"),
        ("If you need any more help, email us at help@brackenfield.example.", "offer of help"),
        # Sorrow that the outcome is not what the customer hoped for: the outcome is told in its own sentence.
        ("We are sorry this is not the outcome you were hoping for.", "sympathy"),
        ("I am sorry that this is not the news you wanted.", "sympathy"),
        # A wish for the customer's time ahead, and nothing else.
        ("Have a relaxing break.", "pleasantry"),
        ("Enjoy the rest of your stay!", "pleasantry"),
        ("I hope you have a safe journey home.", "pleasantry"),
    ],
)
def test_the_writers_own_contact_sorrow_at_the_outcome_and_well_wishes_are_courtesies(text: str, reason: str) -> None:
    assert non_claim_reason(text) == reason


@pytest.mark.parametrize(
    "text",
    [
        # Their twins: a named line, team or service to call, hours, a time limit, a second assertion, a decision.
        "If you would like to complain, please call our Customer Care team on 01632 960318.",
        "Please call our complaints line on 01632 960318 if you are unhappy with our decision.",
        "Please call our 24-hour helpline on 01632 960400 whenever you need us.",
        "Please call us on 01632 960542 between 9am and 5pm if you have any questions.",
        "Please call us on 01632 960542 within 28 days if you want to appeal.",
        "You can reach our Customer Relations team on 01632 960412.",
        "Your handler can be reached on extension 2290.",
        "We are sorry this is not the outcome you were hoping for, but the policy excludes wear and tear.",
        "I am sorry that this is not covered by your policy.",
        "Have a lovely holiday; your cover starts on 3 May.",
        "Have your receipts ready when the engineer calls.",
        "Enjoy your new cover, which includes accidental damage.",
    ],
)
def test_the_twins_of_the_writers_contact_and_well_wishes_stay_claims(text: str) -> None:
    assert non_claim_reason(text) is None
