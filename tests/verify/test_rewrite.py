"""Corrections as the smallest honest edit (a value replaced from the aligned passage, an unsupported clause
dropped) or none at all, each kind with the twin where a rewrite must not happen; and the passage read in the
letter's voice for the scorer."""

from __future__ import annotations

import pytest

from vouch.policy import Surface, accept_rewrite, policy_table
from vouch.verify.checks import check_claim
from vouch.verify.pipeline import Verdict, Verifier
from vouch.verify.rewrite import EditKind, letter_voice, measure, propose, table_sentence
from vouch.verify.score import Evidence
from vouch.verify.types import Claim, ClaimScore, RewriteMeasure, Sentence, Support

WORDING = Evidence(
    "w",
    "14.5 Appealing a claim decision. If the policyholder disagrees with the insurer's decision, the policyholder "
    "may appeal by writing to the insurer within 28 days of the date of the decision letter. A claims handler "
    "who was not involved in the original decision will review the appeal.",
)
TABLE = Evidence(
    "t", "Schedule of excesses, row 1: Peril = Escape of water; Standard excess = £500; Voluntary excess = £100"
)
NOTIFY = Evidence(
    "n",
    "4.2 Notification. The policyholder must tell the insurer about a claim within 30 days of discovering the "
    "damage. The insurer will not pay for damage reported later unless there was good reason for the delay.",
)
# A file note: a correction may take a value from it, never its words.
NOTE = Evidence(
    "f",
    "[e5] 17/02/2025 Motor claims handler. Booked into Greaves Bodyshop (approved repairer) for 17 February "
    "2025. Policyholder updated by phone.",
)
PASSAGES = [WORDING, TABLE, NOTIFY, NOTE]


@pytest.fixture(scope="module")
def verifier() -> Verifier:
    from vouch.verify.entail import default_model

    return Verifier.build(default_model())


def _verdict(verifier: Verifier, text: str) -> Verdict:
    return verifier.verify_sentence(text, PASSAGES)


def test_letter_voice_drops_numbering_and_speaks_from_us_to_you() -> None:
    assert letter_voice("14.1 The policyholder must report theft to the police within 24 hours;") == (
        "You must report theft to the police within 24 hours."
    )
    assert letter_voice("(b) the insurer will refund the premium") == "We will refund the premium."
    assert letter_voice("Handlers must acknowledge every new claim within 2 working days.") == (
        "We will acknowledge every new claim within 2 working days."
    )


def test_table_rows_become_sentences_about_the_cells_asked_for() -> None:
    assert table_sentence(TABLE.text, "the voluntary excess for escape of water is £250") == (
        "For escape of water, the voluntary excess is £100."
    )
    both = table_sentence(TABLE.text, "what you pay")
    assert both == "For escape of water, the standard excess is £500 and the voluntary excess is £100."
    assert table_sentence("Not a table row.", "x") is None


def test_a_contradicted_period_is_replaced_by_the_aligned_passages_and_nothing_else_changes(verifier: Verifier) -> None:
    original = "You must tell us about a claim within 45 days of discovering the damage."
    verdict = _verdict(verifier, original)
    assert verdict.label is Support.NONE
    rewrite = verdict.rewrite
    assert rewrite is not None and rewrite.passed
    assert rewrite.text == original.replace("45 days", "30 days")
    [edit] = rewrite.edits
    assert (edit.kind, original[edit.start : edit.end], edit.text, edit.passage_id) == (
        EditKind.VALUE_REPLACED,
        "45 days",
        "30 days",
        "n",
    )
    assert rewrite.citations == ("n",)


def test_twin_a_period_about_another_slot_is_not_taken_from_a_passage_that_merely_has_one(verifier: Verifier) -> None:
    # The notification clause has "30 days" too, but it is about telling us, not about sending a plumber.
    verdict = _verdict(verifier, "We will send a plumber to your home within 24 hours.")
    assert verdict.label is not Support.ENTAILED
    assert verdict.rewrite is None


def test_twin_a_value_bounded_the_other_way_is_not_the_same_slot(verifier: Verifier) -> None:
    escalation = Evidence(
        "e",
        "5.1 A handler must escalate a claim to their team lead when the claim value is more than £25,000.",
    )
    limits = Evidence(
        "l", "Table 1: Settlement authority limits, row 3: Role = Team lead; Settlement authority = Up to £50,000"
    )
    verdict = verifier.verify_sentence("A team lead can settle claims of up to £75,000.", [escalation, limits])
    assert verdict.rewrite is not None
    assert verdict.rewrite.text == "A team lead can settle claims of up to £50,000."  # never "£25,000"
    assert [e.passage_id for e in verdict.rewrite.edits] == ["l"]


def test_a_contradicted_amount_is_replaced_in_the_handlers_own_words(verifier: Verifier) -> None:
    verdict = _verdict(verifier, "Your voluntary excess for escape of water claims is £250.")
    assert verdict.rewrite is not None and verdict.rewrite.passed
    assert verdict.rewrite.text == "Your voluntary excess for escape of water claims is £100."
    assert verdict.rewrite.citations == ("t",)


def test_an_unsupported_clause_is_dropped_and_the_supported_one_kept_as_written(verifier: Verifier) -> None:
    kept = "You must tell us about a claim within 30 days of discovering the damage"
    verdict = _verdict(verifier, f"{kept}, and we will pay for a hotel while repairs are done.")
    assert verdict.label is Support.PARTIAL
    assert verdict.rewrite is not None and verdict.rewrite.passed
    assert verdict.rewrite.text == f"{kept}."
    assert [e.kind for e in verdict.rewrite.edits] == [EditKind.CLAUSE_DROPPED]
    assert verdict.rewrite.measure is not None and verdict.rewrite.measure.claims_kept


def test_twin_a_sentence_that_is_only_the_unsupported_claim_has_no_rewrite(verifier: Verifier) -> None:
    verdict = _verdict(verifier, "We will pay for a hotel while repairs are done.")
    assert verdict.label is not Support.ENTAILED
    assert verdict.rewrite is None


def test_no_rewrite_for_a_sentence_that_is_not_a_claim(verifier: Verifier) -> None:
    # Even when the checker was handed it as a claim-shaped score, a non-claim is never rewritten.
    sentence = Sentence("s1", "We hope this helps.", 0, 19, is_claim=False)
    result = verifier.score(Sentence("s1", sentence.text, 0, 19), PASSAGES)
    assert verifier.rewrite(type(result)(sentence, result.label, result.score, result.claims), PASSAGES, 0.8) is None


def test_no_rewrite_when_a_missing_condition_would_have_to_be_written_in(verifier: Verifier) -> None:
    # The passage attaches "if you disagree"; restoring it would put new words in the handler's mouth.
    verdict = _verdict(
        verifier, "You can appeal against our decision in writing within 28 days of the date of our decision letter."
    )
    assert verdict.label is not Support.ENTAILED
    assert verdict.rewrite is None


def test_a_file_note_contributes_a_date_at_most_never_its_words(verifier: Verifier) -> None:
    original = "Your car is booked into Greaves Bodyshop for 17 March 2025."
    verdict = _verdict(verifier, original)
    if verdict.rewrite is not None:
        assert verdict.rewrite.text == original.replace("17 March 2025", "17 February 2025")
    for banned in ("[e5]", "Motor claims handler", "Policyholder updated"):
        assert verdict.rewrite is None or banned not in verdict.rewrite.text


def test_clause_drop_joins_what_is_left_as_a_sentence() -> None:
    text = "Your standard excess is £500, your voluntary excess is £100 and we will pay for a hotel."
    claims = [
        ClaimScore(Claim("Your standard excess is £500", 0, 28), 0.9, "t", 0.9),
        ClaimScore(Claim("your voluntary excess is £100", 30, 59), 0.9, "t", 0.9),
        ClaimScore(Claim("we will pay for a hotel", 64, 87), 0.0, None, 0.0),
    ]
    proposal = propose(text, claims, [TABLE], 0.8, check_claim)
    assert proposal is not None
    assert proposal.text == "Your standard excess is £500 and your voluntary excess is £100."
    first_dropped = [ClaimScore(c.claim, 1.0 - c.support, c.passage_id, c.model_score) for c in claims]
    proposal = propose(text, first_dropped, [TABLE], 0.8, check_claim)
    assert proposal is not None and proposal.text == "We will pay for a hotel."


EXCESS = "Your standard excess is £500"


def _two_clauses(text: str, second: str, second_support: float, first_support: float = 0.9) -> list[ClaimScore]:
    """The excess claim, then ``second`` (as decomposition gives its range), with the supports given."""
    at = text.index(second)
    return [
        ClaimScore(Claim(EXCESS, 0, len(EXCESS)), first_support, "t", first_support),
        ClaimScore(Claim(second, at, at + len(second)), second_support, None, second_support),
    ]


@pytest.mark.parametrize(
    ("text", "second"),
    [
        (f"{EXCESS}, so we will deduct it from the payment.", "we will deduct it from the payment"),
        (
            f"{EXCESS}, which means we will deduct it from the payment.",
            "which means we will deduct it from the payment",
        ),
        (
            f"{EXCESS}; as a result we will deduct it from the payment.",
            "as a result we will deduct it from the payment",
        ),
    ],
)
def test_a_conclusion_is_never_cut_from_its_premise(text: str, second: str) -> None:
    claims = _two_clauses(text, second, 0.1)
    assert propose(text, claims, [TABLE], 0.8, check_claim) is None
    # Nor the premise from its conclusion: "So we will deduct it" alone says nothing.
    premise_unsupported = _two_clauses(text, second, 0.9, first_support=0.1)
    assert propose(text, premise_unsupported, [TABLE], 0.8, check_claim) is None


def test_twin_a_clause_merely_joined_by_and_is_dropped() -> None:
    text = f"{EXCESS}, and we will pay for a hotel."
    claims = _two_clauses(text, "we will pay for a hotel", 0.1)
    proposal = propose(text, claims, [TABLE], 0.8, check_claim)
    assert proposal is not None and proposal.text == "Your standard excess is £500."


def test_the_policy_accepts_only_a_small_edit_that_keeps_the_topic_and_passes_the_checker() -> None:
    letter = policy_table()[Surface.LETTER_DRAFT]
    small = measure("You must tell us within 45 days.", "You must tell us within 30 days.", ["You must tell us"])
    assert small.topic_kept > 0.6 and small.new_words == 1
    assert accept_rewrite(letter, small, Support.ENTAILED, 0.95)
    assert not accept_rewrite(letter, small, Support.PARTIAL, 0.95)  # it must pass the full checker
    assert not accept_rewrite(letter, None, Support.ENTAILED, 0.95)  # unmeasured: never used
    pasted = measure(
        "Thank you for your call about the leak at 14 Marlow Terrace.",
        "For buildings, the sum insured is £350,000 and the excess is £350.",
        [],
    )
    assert pasted.topic_kept < 0.6
    assert not accept_rewrite(letter, pasted, Support.ENTAILED, 0.99)
    not_a_claim = RewriteMeasure(topic_kept=1.0, new_words=0, claims_kept=True, is_claim=False)
    assert not accept_rewrite(letter, not_a_claim, Support.ENTAILED, 0.99)
    assert not accept_rewrite(letter, small, Support.ENTAILED, 0.95, value_sources=["n#1"], cited=["t#2"])
    assert accept_rewrite(letter, small, Support.ENTAILED, 0.95, value_sources=["n#1"], cited=["t#2", "n#1"])
    lost_claim = measure("A and B.", "A and C.", ["B"])
    assert not lost_claim.claims_kept
    assert not accept_rewrite(letter, lost_claim, Support.ENTAILED, 0.99)


def test_twin_a_value_the_sentence_already_states_is_another_slot() -> None:
    schedule = Evidence("s", "Table A, row 1: Item = Buildings; Sum insured or limit = £385,000")
    text = "With a buildings sum insured of £385,000, that limit would be £38,500."
    claims = [ClaimScore(Claim(text[:-1], 0, len(text) - 1), 0.0, "s", 0.0)]
    assert propose(text, claims, [schedule], 0.8, check_claim) is None


def test_twin_a_value_the_sentence_already_states_in_other_words_is_another_slot() -> None:
    # bench/letters_blind7 L16: the treatment date, written "11/02/2025" in the note and "11 February 2025" in the
    # letter, was offered as the day cover started ("before his cover started in 11/02/2025").
    history = Evidence(
        "v", "Previous practice history shows otitis, right ear, treated 11/02/2025 - before cover started."
    )
    text = (
        "Biscuit was treated for otitis in his right ear on 11 February 2025, before his cover started in April 2025."
    )
    claims = [ClaimScore(Claim(text[:-1], 0, len(text) - 1), 0.0, "v", 0.0)]
    proposal = propose(text, claims, [history], 0.8, check_claim)
    assert proposal is None or "started in 11/02/2025" not in proposal.text


def test_a_date_the_sentence_does_not_state_elsewhere_is_still_replaced() -> None:
    # The faithful twin: the passage's date for the slot, stated nowhere else in the sentence, is put in.
    history = Evidence(
        "v", "Previous practice history shows otitis, right ear, treated 11/02/2025 - before cover started."
    )
    text = "Biscuit was treated for otitis in his right ear on 14 February 2025."
    claims = [ClaimScore(Claim(text[:-1], 0, len(text) - 1), 0.0, "v", 0.0)]
    proposal = propose(text, claims, [history], 0.8, check_claim)
    assert proposal is not None and "on 11/02/2025" in proposal.text


def test_twin_a_value_a_passage_only_asks_about_is_not_put_in() -> None:
    # bench/letters_blind3 L22: the customer's question "Can you pay the full £285?" became the value of "we cannot
    # pay the full £1,340". A question states no value.
    email = Evidence("m", "The hotel charged us £95 a night. Can you pay the full £285?")
    text = "So we cannot pay the full £1,340."
    claims = [ClaimScore(Claim(text[:-1], 0, len(text) - 1), 0.0, "m", 0.0)]
    proposal = propose(text, claims, [email], 0.8, check_claim)
    assert proposal is None or "£285" not in proposal.text


def test_a_value_the_passage_states_is_still_put_in() -> None:
    # The faithful twin: the same words stated, not asked.
    email = Evidence("m", "The hotel charged us £95 a night. We cannot pay the full £285.")
    text = "So we cannot pay the full £1,340."
    claims = [ClaimScore(Claim(text[:-1], 0, len(text) - 1), 0.0, "m", 0.0)]
    proposal = propose(text, claims, [email], 0.8, check_claim)
    assert proposal is not None and "the full £285" in proposal.text


def test_twin_a_value_from_a_passage_the_claim_was_not_read_against_is_not_taken() -> None:
    settlement = Evidence("o", "Settlement offer, row 3: Item = Total agreed; Amount = £7,860.00")
    notes = Evidence(
        "k", "[e2] 04/02/2026 Items taken: bicycle, lawnmower, hedge trimmer, socket set. Total claimed £1,668."
    )
    text = "The items you listed total £1,690."
    aligned_elsewhere = [ClaimScore(Claim(text[:-1], 0, len(text) - 1), 0.0, "k", 0.0)]
    proposal = propose(text, aligned_elsewhere, [settlement, notes], 0.8, check_claim)
    assert proposal is None or "£7,860.00" not in proposal.text


# A file-note entry whose only date of the slot's kind is its opening stamp (when the note was written).
STAMPED_NOTE = Evidence(
    "k8",
    "[e8] 05/03/2026 16:00 AB - Customer phoned, unhappy that the escape of water excess is £600 and not the "
    "£400 shown on her schedule issued in the autumn. Logged as complaint CMP-2026-0318.",
)


def test_a_file_note_entrys_date_stamp_never_replaces_a_claims_date() -> None:
    text = "Your schedule, issued on 1 November 2025, shows an escape of water excess of £400."
    claims = [ClaimScore(Claim(text[:-1], 0, len(text) - 1), 0.0, "k8", 0.8)]
    assert check_claim(claims[0].claim, text, STAMPED_NOTE.text).cap == 0.0  # the gate does see a date conflict
    assert propose(text, claims, [STAMPED_NOTE], 0.8, check_claim) is None


def test_twin_a_date_the_note_states_in_its_body_is_the_slots_value() -> None:
    # Same entry, but its body states the issue date: that value is bound to the slot and may replace it.
    note = Evidence(
        "k8",
        "[e8] 05/03/2026 16:00 AB - Customer phoned about the escape of water excess of £400 shown on her "
        "schedule, issued on 2 November 2025.",
    )
    text = "Your schedule, issued on 1 November 2025, shows an escape of water excess of £400."
    claims = [ClaimScore(Claim(text[:-1], 0, len(text) - 1), 0.0, "k8", 0.8)]
    proposal = propose(text, claims, [note], 0.8, check_claim)
    assert proposal is not None
    assert proposal.text == text.replace("1 November 2025", "2 November 2025")


def test_without_record_stamp_blanks_only_the_opening_label_and_stamp() -> None:
    from vouch.ingest.shapes import without_record_stamp

    blanked = without_record_stamp(STAMPED_NOTE.text)
    assert len(blanked) == len(STAMPED_NOTE.text)
    assert "05/03/2026" not in blanked and "16:00" not in blanked
    assert blanked.strip().startswith("AB - Customer phoned")
    assert without_record_stamp(WORDING.text) == WORDING.text  # no stamp: unchanged


def _gated(claim: Claim, text: str, passage: Evidence) -> ClaimScore:
    return ClaimScore(claim, 0.2, passage.id, 0.2, check_claim(claim, text, passage.text))


def test_a_clause_whose_figure_the_gates_verified_is_not_dropped() -> None:
    # The notes work the payment out; the model scored the clause low, but its figure is the passage's own.
    wording = Evidence("w6", "Section 6. We will pay £50 for each full 12 hours of delay.")
    notes = Evidence("n6", "[e6] 09/03/2026 Baggage delay: 2 full 12-hour periods x £50 = £100 payable.")
    # Joined by "and", not "so": a conclusion is never cut, whatever its figures.
    text = "Section 6 pays £50 for each full 12 hours of delay, and we can pay you £100 for your delayed baggage."
    first = Claim("Section 6 pays £50 for each full 12 hours of delay", 0, 50)
    second = Claim("we can pay you £100 for your delayed baggage", 56, len(text) - 1)
    assert text[second.start : second.end] == second.text
    verified = _gated(second, text, notes)
    assert all(f.ok for f in verified.gates.findings) and verified.gates.findings
    claims = [ClaimScore(first, 0.94, "w6", 0.94, check_claim(first, text, wording.text)), verified]
    assert propose(text, claims, [wording, notes], 0.8, check_claim) is None


def test_twin_a_clause_whose_figure_no_passage_states_is_dropped() -> None:
    wording = Evidence("w6", "Section 6. We will pay £50 for each full 12 hours of delay.")
    notes = Evidence("n6", "[e6] 09/03/2026 Baggage delay reported; receipts awaited.")
    # Joined by "and", not "so": a conclusion is never cut, whatever its figures.
    text = "Section 6 pays £50 for each full 12 hours of delay, and we can pay you £100 for your delayed baggage."
    first = Claim("Section 6 pays £50 for each full 12 hours of delay", 0, 50)
    second = Claim("we can pay you £100 for your delayed baggage", 56, len(text) - 1)
    unverified_figure = _gated(second, text, notes)
    assert not all(f.ok for f in unverified_figure.gates.findings)
    claims = [ClaimScore(first, 0.94, "w6", 0.94, check_claim(first, text, wording.text)), unverified_figure]
    proposal = propose(text, claims, [wording, notes], 0.8, check_claim)
    assert proposal is not None
    assert proposal.text == "Section 6 pays £50 for each full 12 hours of delay."


# bench/letters_blind4: three corrections a passage cannot make (each with the twin it still makes).
NOTE_ENTRIES = Evidence(
    "n2",
    "No furnishings in the house. Water supply had not been shut off. #3 11/19/2026 TB Sandoval Gas Co-op "
    "confirms the gas service was disconnected at the owner's request on 09/05/2026 and has not been reconnected.",
)


def test_an_entry_stamp_inside_a_passage_never_replaces_a_date_the_entry_states() -> None:
    text = "Sandoval Gas Co-op has told us that your gas service was disconnected on 08/31/2026."
    claims = [ClaimScore(Claim(text[:-1], 0, len(text) - 1), 0.0, "n2", 0.0)]
    proposal = propose(text, claims, [NOTE_ENTRIES], 0.8, check_claim)
    # Not the day the note was written (11/19/2026): the date the entry states is the slot's value.
    assert proposal is not None and proposal.text == text.replace("08/31/2026", "09/05/2026")


def test_a_passage_that_gives_the_claims_own_value_corrects_nothing() -> None:
    note = Evidence(
        "n7",
        "#7 10/23/2026 RY Fair rental value: rent $1,950 a month. Paid 08/22/2026 to 10/21/2026, two months, "
        "$3,730.00, to the insureds only.",
    )
    text = "Your fair rental value payment of $3,730.00 was paid to you only."
    claims = [ClaimScore(Claim(text[:-1], 0, len(text) - 1), 0.0, "n7", 0.0)]
    assert propose(text, claims, [note], 0.8, check_claim) is None
    # The twin: without the claim's own figure in it, the passage's figure for the slot replaces it.
    wrong = text.replace("$3,730.00", "$3,370.00")
    other = Evidence("n7", "#7 10/23/2026 RY Fair rental value paid to the insureds only: $3,730.00.")
    claims = [ClaimScore(Claim(wrong[:-1], 0, len(wrong) - 1), 0.0, "n7", 0.0)]
    proposal = propose(wrong, claims, [other], 0.8, check_claim)
    assert proposal is not None and proposal.text == text


def test_two_different_values_never_both_become_one_passage_value() -> None:
    note = Evidence("n6", "Entry 6 - 2026-11-06 09:00 (SA) £5,150.00 paid by bank transfer to Mr and Mrs Brandt.")
    text = "After deducting the excess of £1,000, we have paid you £5,900.00 by bank transfer."
    claims = [ClaimScore(Claim(text[:-1], 0, len(text) - 1), 0.0, "n6", 0.0)]
    assert propose(text, claims, [note], 0.8, check_claim) is None  # not "the excess of £5,150.00"


# bench/letters_blind5: a correction wrote the note's "08/16/2026" into a letter that writes "August 18, 2026".
LAKE_NOTE = Evidence(
    "n5",
    "08/18/2026 | KO | FNOL. Insd's camera body (Item 4) and lens (Item 5) fell into Pickerel Lake from a kayak on "
    "08/16/2026. Both recovered by a diver 08/17, water damaged.",
)


@pytest.mark.parametrize(
    ("written", "corrected"),
    [
        ("on August 18, 2026", "on August 16, 2026"),
        ("on Aug 18, 2026", "on Aug 16, 2026"),
        ("on 18 August 2026", "on 16 August 2026"),
        ("on 08/18/2026", "on 08/16/2026"),
        ("on 8/18/2026", "on 8/16/2026"),
        ("on 2026-08-18", "on 2026-08-16"),
    ],
)
def test_a_replaced_date_is_written_the_way_the_letter_writes_its_own(written: str, corrected: str) -> None:
    text = f"Our records show that the items fell into Pickerel Lake {written}."
    claims = [ClaimScore(Claim(text[:-1], 0, len(text) - 1), 0.0, "n5", 0.0)]
    proposal = propose(text, claims, [LAKE_NOTE], 0.8, check_claim)
    assert proposal is not None and proposal.text == text.replace(written, corrected)


def test_twin_a_date_neither_text_reads_one_way_goes_in_as_the_passage_writes_it() -> None:
    # "06/01/2026" alone is 6 January or June 1: restyling it would pick a reading neither text gives.
    note = Evidence("n6", "The items fell into Pickerel Lake from a kayak on 06/01/2026.")
    text = "Our records show that the items fell into Pickerel Lake on 3 June 2026."
    claims = [ClaimScore(Claim(text[:-1], 0, len(text) - 1), 0.0, "n6", 0.0)]
    proposal = propose(text, claims, [note], 0.8, check_claim)
    assert proposal is not None and proposal.text == text.replace("3 June 2026", "06/01/2026")
    # ... and an amount is put in as the passage writes it, whatever the letter's style.
    invoice = Evidence("i6", "Luthier estimate (Anselm Frey Violins) $4,600.00 repair.")
    text = "Anselm Frey Violins estimated the repair at $4,060."
    claims = [ClaimScore(Claim(text[:-1], 0, len(text) - 1), 0.0, "i6", 0.0)]
    proposal = propose(text, claims, [invoice], 0.8, check_claim)
    assert proposal is not None and proposal.text == text.replace("$4,060", "$4,600.00")


# Two endorsements of two insurers in one collection, each with its own additional premium (invented wording).
ENDORSEMENT_A = Evidence(
    "ea", "Endorsement KX-4: clause 7 is replaced from 1 May 2026. Additional premium for this endorsement: £52.00."
)
ENDORSEMENT_B = Evidence("eb", "Endorsement RV-9 replaces clause 2.3. Additional premium for it: £175.00.")


def test_no_correction_when_another_passage_gives_the_slot_a_third_value() -> None:
    text = "The additional premium for the endorsement was £157.00."
    claims = [ClaimScore(Claim(text[:-1], 0, len(text) - 1), 0.0, "ea", 0.0)]
    # Read against endorsement A alone, its premium fills the slot ...
    alone = propose(text, claims, [ENDORSEMENT_A], 0.8, check_claim)
    assert alone is not None and alone.text == text.replace("£157.00", "£52.00")
    # ... but endorsement B, checked beside it, binds the same slot to £175.00: which one the letter means is
    # not known from the slot, so neither is put in.
    assert propose(text, claims, [ENDORSEMENT_A, ENDORSEMENT_B], 0.8, check_claim) is None


def test_twin_another_passage_that_gives_the_same_value_or_another_slot_leaves_the_correction() -> None:
    text = "The additional premium for the endorsement was £157.00."
    claims = [ClaimScore(Claim(text[:-1], 0, len(text) - 1), 0.0, "ea", 0.0)]
    same = Evidence("sa", "Schedule, row 4: Item = Additional premium for endorsement KX-4; Amount = £52.00")
    other_slot = Evidence("os", "The excess for escape of water is £175.00 for each claim.")
    proposal = propose(text, claims, [ENDORSEMENT_A, same, other_slot], 0.8, check_claim)
    assert proposal is not None and proposal.text == text.replace("£157.00", "£52.00")
