"""The stakes policy: DESIGN.md's table, row by row, and the decisions it makes."""

from __future__ import annotations

from dataclasses import replace

import pytest

from vouch.policy import (
    INSERTABLE_OUTCOMES,
    STUB_TEXT,
    AnswerLabel,
    AnswerState,
    Bands,
    ConfirmWhy,
    FinalAnswer,
    FinalSentence,
    HandlerDecision,
    InsertRefusal,
    OnAnswer,
    OnUnsupported,
    Outcome,
    SentenceAction,
    Stakes,
    Surface,
    SurfacePolicy,
    accept_rewrite,
    after_handler,
    confirm_why,
    decide_answer,
    decide_sentence,
    effective_support,
    insert_gate,
    outcome_after,
    parse_surface,
    policy_table,
    with_decisions,
)
from vouch.verify.types import RewriteMeasure, Support

TABLE = policy_table()
LETTER, LOOKUP, SUMMARY = TABLE[Surface.LETTER_DRAFT], TABLE[Surface.POLICY_LOOKUP], TABLE[Surface.INTERNAL_SUMMARY]


def test_the_table_is_designs_table() -> None:
    rows = {s.value: (p.stakes, p.on_unsupported, p.on_answer, p.threshold, p.queued) for s, p in TABLE.items()}
    assert rows == {
        "letter_draft": (Stakes.HIGH, OnUnsupported.STUB, OnAnswer.BLOCK_INSERT, 0.8, True),
        "policy_lookup": (Stakes.MEDIUM, OnUnsupported.ANNOTATE, OnAnswer.REFUSE_OVER_HALF, 0.8, False),
        "internal_summary": (Stakes.LOW, OnUnsupported.ANNOTATE, OnAnswer.SHOW, 0.8, False),
    }


def test_thresholds_per_surface() -> None:
    table = policy_table({Surface.LETTER_DRAFT: 0.9})
    assert table[Surface.LETTER_DRAFT].threshold == 0.9
    assert table[Surface.POLICY_LOOKUP].threshold == 0.8
    with pytest.raises(ValueError, match="letter_draft"):
        policy_table({Surface.LETTER_DRAFT: 1.5})


def test_unknown_surface_is_refused_with_the_choices() -> None:
    assert parse_surface("policy_lookup") is Surface.POLICY_LOOKUP
    with pytest.raises(ValueError, match="letter_draft, policy_lookup, internal_summary"):
        parse_surface("email")


@pytest.mark.parametrize("policy", [LETTER, LOOKUP, SUMMARY], ids=lambda p: p.surface.value)
def test_supported_and_not_a_claim_are_kept_everywhere(policy: SurfacePolicy) -> None:
    assert decide_sentence(policy, Support.ENTAILED, 0.95, rewritten=False) is SentenceAction.KEEP
    assert decide_sentence(policy, Support.NOT_A_CLAIM, 0.0, rewritten=False) is SentenceAction.KEEP


def test_a_letter_sentence_resting_only_on_a_doubtful_scan_is_confirmed_not_checked() -> None:
    # Trap: the support is real, but every passage it rests on is an OCR reading the scanner was unsure of
    # ("£150" read as "£15"): on a customer letter the handler confirms it against the scan.
    assert decide_sentence(LETTER, Support.ENTAILED, 0.97, rewritten=False, evidence_in_doubt=True) is (
        SentenceAction.CONFIRM
    )
    # Twins: clean evidence keeps the mark; lower-stakes surfaces show the citation's warning instead;
    # doubt never turns an unsupported sentence into a confirmation.
    assert decide_sentence(LETTER, Support.ENTAILED, 0.97, rewritten=False) is SentenceAction.KEEP
    for policy in (LOOKUP, SUMMARY):
        assert decide_sentence(policy, Support.ENTAILED, 0.97, rewritten=False, evidence_in_doubt=True) is (
            SentenceAction.KEEP
        )
    assert decide_sentence(LETTER, Support.NONE, 0.1, rewritten=False, evidence_in_doubt=True) is (
        SentenceAction.REWRITE
    )


def test_a_correction_whose_value_comes_from_a_doubtful_scan_is_never_applied_on_a_letter() -> None:
    # Trap: "within 45 days" -> "within 30 days", the 30 read from a scanned row OCR was unsure of: on a letter
    # it is neither applied (draft mode) nor offered (check mode), and the policy's confirm-or-stub follows.
    edit = RewriteMeasure(topic_kept=1.0, new_words=1, claims_kept=True, is_claim=True)
    scan, clean = "claims.pdf#p2.t1-r3", "wording.pdf#p4.c2"
    for offered in (False, True):
        assert not accept_rewrite(
            LETTER,
            edit,
            Support.ENTAILED,
            0.97,
            value_sources=[scan],
            cited=[scan, clean],
            doubtful=[scan],
            offered=offered,
        )
        # Nor a clause drop whose re-check rests on nothing but doubtful readings.
        assert not accept_rewrite(LETTER, edit, Support.ENTAILED, 0.97, cited=[scan], doubtful=[scan], offered=offered)
    # Twins: the same value from a clean passage is accepted; a doubtful passage cited beside the clean source
    # of the value takes nothing away; lower-stakes surfaces show the citation's warning instead.
    assert accept_rewrite(LETTER, edit, Support.ENTAILED, 0.97, value_sources=[clean], cited=[clean])
    assert accept_rewrite(
        LETTER, edit, Support.ENTAILED, 0.97, value_sources=[clean], cited=[scan, clean], doubtful=[scan]
    )
    assert accept_rewrite(LOOKUP, edit, Support.ENTAILED, 0.97, value_sources=[scan], cited=[scan], doubtful=[scan])


def test_check_mode_offers_no_clause_drop_but_still_offers_a_replaced_value() -> None:
    # Trap: on the handler's own letter a cut clause was nearly always a supported one the checker scored low.
    edit = RewriteMeasure(topic_kept=0.8, new_words=0, claims_kept=True, is_claim=True)
    assert not accept_rewrite(LETTER, edit, Support.ENTAILED, 0.97, offered=True, clause_dropped=True)
    # Twins: a value replaced from the aligned passage is offered; drafted text keeps its drop.
    assert accept_rewrite(LETTER, edit, Support.ENTAILED, 0.97, offered=True)
    assert accept_rewrite(LETTER, edit, Support.ENTAILED, 0.97, clause_dropped=True)


@pytest.mark.parametrize("support", [Support.PARTIAL, Support.NONE])
def test_below_threshold_is_rewritten_once_then_acted_on_by_surface(support: Support) -> None:
    for policy in TABLE.values():
        assert decide_sentence(policy, support, 0.3, rewritten=False) is SentenceAction.REWRITE
    assert decide_sentence(LETTER, support, 0.3, rewritten=True) is SentenceAction.STUB
    assert decide_sentence(LOOKUP, support, 0.3, rewritten=True) is SentenceAction.ANNOTATE
    assert decide_sentence(SUMMARY, support, 0.3, rewritten=True) is SentenceAction.ANNOTATE


def test_unverified_is_never_clean_and_never_rewritten() -> None:
    for policy in TABLE.values():
        for rewritten in (False, True):
            assert decide_sentence(policy, Support.UNVERIFIED, 1.0, rewritten=rewritten) is SentenceAction.UNRESOLVED
    assert outcome_after(SentenceAction.UNRESOLVED, Support.UNVERIFIED) is Outcome.UNVERIFIED


def test_an_entailed_label_under_the_threshold_is_not_taken_at_its_word() -> None:
    strict = policy_table({Surface.LETTER_DRAFT: 0.9})[Surface.LETTER_DRAFT]
    assert effective_support(strict, Support.ENTAILED, 0.85) is Support.PARTIAL
    assert decide_sentence(strict, Support.ENTAILED, 0.85, rewritten=True) is SentenceAction.STUB
    assert effective_support(strict, Support.ENTAILED, 0.9) is Support.ENTAILED


def _outcomes(*kinds: Outcome) -> list[tuple[str, Outcome]]:
    return [(f"s{i}", kind) for i, kind in enumerate(kinds, start=1)]


def test_letter_draft_stubs_resolve_but_unverified_blocks_insert() -> None:
    stubbed = decide_answer(LETTER, _outcomes(Outcome.SUPPORTED, Outcome.STUBBED, Outcome.NOT_A_CLAIM))
    assert stubbed.label is AnswerLabel.PARTLY_SUPPORTED
    assert stubbed.unresolved == ()
    assert stubbed.insert_allowed
    pending = decide_answer(LETTER, _outcomes(Outcome.SUPPORTED, Outcome.UNVERIFIED))
    assert pending.label is AnswerLabel.UNVERIFIED
    assert pending.unresolved == ("s2",)
    assert not pending.insert_allowed


def test_letter_draft_is_never_refused_even_when_nothing_is_supported() -> None:
    decision = decide_answer(LETTER, _outcomes(Outcome.STUBBED, Outcome.STUBBED, Outcome.STUBBED))
    assert decision.label is AnswerLabel.UNSUPPORTED
    assert not decision.refused


def test_policy_lookup_is_refused_when_more_than_half_is_unsupported() -> None:
    over = decide_answer(LOOKUP, _outcomes(Outcome.ANNOTATED, Outcome.ANNOTATED, Outcome.SUPPORTED))
    assert over.label is AnswerLabel.REFUSED
    assert over.refused and not over.insert_allowed
    # Exactly half is not more than half; not-a-claim sentences do not count either way.
    half = decide_answer(
        LOOKUP, _outcomes(Outcome.ANNOTATED, Outcome.SUPPORTED, Outcome.NOT_A_CLAIM, Outcome.NOT_A_CLAIM)
    )
    assert half.label is AnswerLabel.PARTLY_SUPPORTED
    assert half.unresolved == ("s1",)  # annotated: shown, but nobody settled it


def test_internal_summary_shows_everything_annotated() -> None:
    decision = decide_answer(SUMMARY, _outcomes(Outcome.ANNOTATED, Outcome.ANNOTATED, Outcome.ANNOTATED))
    assert decision.label is AnswerLabel.UNSUPPORTED
    assert not decision.refused
    assert decision.unresolved == ("s1", "s2", "s3")


def test_nothing_found_is_unsupported_and_pending_is_unverified() -> None:
    assert decide_answer(SUMMARY, _outcomes(Outcome.NOT_A_CLAIM), evidence_found=False).label is AnswerLabel.UNSUPPORTED
    cancelled = decide_answer(LETTER, _outcomes(Outcome.SUPPORTED, Outcome.PENDING))
    assert cancelled.label is AnswerLabel.UNVERIFIED and cancelled.unresolved == ("s2",)
    assert decide_answer(LETTER, _outcomes(Outcome.SUPPORTED, Outcome.SUPPORTED)).label is AnswerLabel.SUPPORTED


def test_bands_refine_the_threshold_into_supported_please_confirm_and_removed() -> None:
    banded = replace(policy_table()[Surface.LETTER_DRAFT], bands=Bands(supported_from=0.95, removed_below=0.5))
    assert decide_sentence(banded, Support.ENTAILED, 0.97, rewritten=False) is SentenceAction.KEEP
    assert decide_sentence(banded, Support.ENTAILED, 0.9, rewritten=False) is SentenceAction.CONFIRM
    # Below the threshold a correction is tried first; only when it fails does the band decide.
    assert decide_sentence(banded, Support.PARTIAL, 0.6, rewritten=False) is SentenceAction.REWRITE
    assert decide_sentence(banded, Support.PARTIAL, 0.6, rewritten=True) is SentenceAction.CONFIRM
    assert decide_sentence(banded, Support.NONE, 0.1, rewritten=True) is SentenceAction.STUB
    assert decide_sentence(banded, Support.UNVERIFIED, 0.99, rewritten=False) is SentenceAction.UNRESOLVED
    assert outcome_after(SentenceAction.CONFIRM, Support.ENTAILED) is Outcome.TO_CONFIRM


def test_a_contradicted_sentence_is_removed_where_the_band_says_so_and_its_twin_asks_to_confirm() -> None:
    bands = Bands(supported_from=1.0, removed_below=0.0, remove_contradicted=True)
    banded = replace(policy_table()[Surface.LETTER_DRAFT], check_bands=bands)
    # A typed finding contradicts a clause, and its correction failed: removed, whatever the score.
    for score in (0.0, 0.6):
        assert (
            decide_sentence(banded, Support.NONE, score, rewritten=True, checking=True, contradicted=True)
            is SentenceAction.STUB
        )
    # The twin: as unsure, but nothing contradicts it: the handler confirms it beside its passage.
    assert decide_sentence(banded, Support.NONE, 0.0, rewritten=True, checking=True) is SentenceAction.CONFIRM
    # A correction is still tried first, and an entailed sentence is never removed for it.
    assert (
        decide_sentence(banded, Support.NONE, 0.0, rewritten=False, checking=True, contradicted=True)
        is SentenceAction.REWRITE
    )
    assert (
        decide_sentence(banded, Support.ENTAILED, 0.9, rewritten=False, checking=True, contradicted=True)
        is SentenceAction.CONFIRM
    )
    # Without the band (drafting here), the threshold alone decides, as before.
    assert decide_sentence(banded, Support.NONE, 0.0, rewritten=True, contradicted=True) is SentenceAction.STUB
    assert decide_sentence(banded, Support.NONE, 0.0, rewritten=True) is SentenceAction.STUB
    closed = replace(banded, check_bands=Bands(supported_from=1.0, removed_below=0.0))
    assert (
        decide_sentence(closed, Support.NONE, 0.0, rewritten=True, checking=True, contradicted=True)
        is SentenceAction.CONFIRM
    )


def test_the_letter_check_bands_are_carried_into_the_policy_table() -> None:
    from vouch.policy import LETTER_CHECK_BANDS

    default = policy_table()[Surface.LETTER_DRAFT]
    assert default.check_bands is not None
    assert default.check_bands.remove_contradicted is LETTER_CHECK_BANDS.remove_contradicted
    # Measured at the default threshold only: under another, no band removes on a finding either.
    strict = policy_table({Surface.LETTER_DRAFT: 0.9})[Surface.LETTER_DRAFT]
    assert strict.check_bands is not None and not strict.check_bands.remove_contradicted


def test_bands_measured_at_the_default_threshold_do_not_apply_under_another() -> None:
    strict = policy_table({Surface.LETTER_DRAFT: 0.9})[Surface.LETTER_DRAFT]
    assert strict.check_bands == Bands(supported_from=0.9, removed_below=0.9)
    default = policy_table()[Surface.LETTER_DRAFT]
    assert default.check_bands is not None
    assert default.check_bands.removed_below <= default.threshold <= default.check_bands.supported_from
    # Measured on the handler's own letters only: drafted text and the other surfaces keep the threshold.
    assert default.bands is None and default.bands_for(checking=False) is None
    assert policy_table()[Surface.POLICY_LOOKUP].bands_for(checking=True) is None
    assert decide_sentence(default, Support.ENTAILED, 0.9, rewritten=False) is SentenceAction.KEEP


def test_what_waits_for_the_handler_blocks_insert_until_the_handler_decides() -> None:
    letter = policy_table()[Surface.LETTER_DRAFT]
    outcomes = [("s1", Outcome.SUPPORTED), ("s2", Outcome.TO_CONFIRM), ("s3", Outcome.SUGGESTED)]
    waiting = decide_answer(letter, outcomes)
    assert not waiting.insert_allowed
    assert waiting.unresolved == ("s2", "s3") and waiting.to_confirm == ("s2",) and waiting.suggested == ("s3",)
    decided = [
        ("s1", Outcome.SUPPORTED),
        ("s2", after_handler(Outcome.TO_CONFIRM, HandlerDecision.CONFIRM)),
        ("s3", after_handler(Outcome.SUGGESTED, HandlerDecision.ACCEPT)),
    ]
    assert [o for _, o in decided[1:]] == [Outcome.CONFIRMED, Outcome.CORRECTED]
    assert decide_answer(letter, decided).insert_allowed
    removed = after_handler(Outcome.TO_CONFIRM, HandlerDecision.REMOVE)
    assert removed is Outcome.REMOVED
    assert decide_answer(letter, [("s1", Outcome.SUPPORTED), ("s2", removed)]).insert_allowed
    # A decision that does not fit the outcome changes nothing: "confirm" cannot settle an unverified sentence.
    assert after_handler(Outcome.UNVERIFIED, HandlerDecision.CONFIRM) is Outcome.UNVERIFIED
    assert after_handler(Outcome.SUGGESTED, HandlerDecision.CONFIRM) is Outcome.SUGGESTED


# --- the insert gate -------------------------------------------------------------------------------------

CHECKED = "The most we will pay for trace and access is £5,000 for any one claim."


def _done(*sentences: FinalSentence, surface: Surface = Surface.LETTER_DRAFT) -> FinalAnswer:
    return FinalAnswer(AnswerState.DONE, surface, sentences=sentences)


def test_the_gate_lets_checked_text_through_and_names_what_it_refuses() -> None:
    answer = _done(
        FinalSentence("s1", Outcome.SUPPORTED, (CHECKED,)),
        FinalSentence("s2", Outcome.STUBBED, (STUB_TEXT,)),
        FinalSentence("s3", Outcome.NOT_A_CLAIM, ("Dear Ms Hale,",)),
    )
    assert insert_gate(answer, "a_1", [("s1", f"  {CHECKED}\n"), ("s3", "Dear Ms Hale,")]).allowed
    stubbed = insert_gate(answer, "a_1", [("s2", STUB_TEXT)])
    assert (stubbed.reason, stubbed.sentence_id) == (InsertRefusal.NOT_INSERTABLE, "s2")
    changed = insert_gate(answer, "a_1", [("s1", CHECKED.replace("5,000", "50,000"))])
    assert (changed.reason, changed.sentence_id) == (InsertRefusal.TEXT_CHANGED, "s1")
    assert insert_gate(answer, "a_1", [("s4", CHECKED)]).reason is InsertRefusal.UNKNOWN_SENTENCE


@pytest.mark.parametrize(
    ("state", "reason"),
    [
        (AnswerState.UNKNOWN, InsertRefusal.UNKNOWN_ANSWER),
        (AnswerState.DRAFTING, InsertRefusal.NOT_DONE),
        (AnswerState.UNFINISHED, InsertRefusal.UNFINISHED),
    ],
)
def test_the_gate_refuses_an_answer_that_is_not_done(state: AnswerState, reason: InsertRefusal) -> None:
    assert insert_gate(FinalAnswer(state), "a_1", [("s1", CHECKED)]).reason is reason


def test_the_gate_uses_the_answer_decision() -> None:
    unverified = _done(FinalSentence("s1", Outcome.SUPPORTED, (CHECKED,)), FinalSentence("s2", Outcome.UNVERIFIED))
    verdict = insert_gate(unverified, "a_1", [("s1", CHECKED)])  # even without the unverified sentence
    assert (verdict.reason, verdict.sentence_id) == (InsertRefusal.UNRESOLVED, "s2")
    refused = _done(
        FinalSentence("s1", Outcome.ANNOTATED), FinalSentence("s2", Outcome.ANNOTATED), surface=Surface.POLICY_LOOKUP
    )
    assert insert_gate(refused, "a_1", [("s1", "x")]).reason is InsertRefusal.ANSWER_REFUSED
    greetings = _done(FinalSentence("s1", Outcome.NOT_A_CLAIM, ("Dear Ms Hale,",)))
    assert insert_gate(greetings, "a_1", [("s1", "Dear Ms Hale,")]).reason is InsertRefusal.NOTHING_FOUND


def test_the_extension_point_is_the_texts_a_sentence_may_be_inserted_as() -> None:
    # An accepted correction is one more text of an insertable outcome; nothing else in the gate changes.
    corrected = "The most we will pay for trace and access is £5,000."
    answer = _done(FinalSentence("s1", Outcome.SUPPORTED, (CHECKED, corrected)))
    assert insert_gate(answer, "a_1", [("s1", corrected)]).allowed
    assert Outcome.STUBBED not in INSERTABLE_OUTCOMES and Outcome.UNVERIFIED not in INSERTABLE_OUTCOMES


def test_the_gate_takes_the_handlers_decisions_and_only_then_lets_those_sentences_through() -> None:
    waiting = _done(
        FinalSentence("s1", Outcome.SUPPORTED, (CHECKED,)),
        FinalSentence("s2", Outcome.TO_CONFIRM, ("The excess is £350.",)),
        FinalSentence("s3", Outcome.TO_CONFIRM, ("We pay for hotels.",)),
    )
    blocked = insert_gate(waiting, "a_1", [("s1", CHECKED), ("s2", "The excess is £350.")])
    assert not blocked.allowed and blocked.sentence_id == "s2"  # "needs confirmation" blocks the server gate
    decided = with_decisions(waiting, {"s2": HandlerDecision.CONFIRM, "s3": HandlerDecision.REMOVE})
    assert [s.outcome for s in decided.sentences] == [Outcome.SUPPORTED, Outcome.CONFIRMED, Outcome.REMOVED]
    assert insert_gate(decided, "a_1", [("s1", CHECKED), ("s2", "The excess is £350.")]).allowed
    # A removed sentence stays out of the letter.
    assert insert_gate(decided, "a_1", [("s3", "We pay for hotels.")]).reason is InsertRefusal.NOT_INSERTABLE


def test_apply_lets_through_exactly_the_accepted_correction_of_a_checked_text() -> None:
    mine, fixed = "You must tell us within 45 days.", "You must tell us within 30 days."
    checked = _done(
        FinalSentence("s1", Outcome.STUBBED, ("1 sentence removed: not found in your documents",)),
        FinalSentence("s2", Outcome.SUGGESTED, (mine,), fixed),
    )
    # Not accepted: the suggestion's words are no text of this answer yet.
    assert not insert_gate(checked, "a_1", [("s2", fixed)]).allowed
    accepted = with_decisions(checked, {"s2": HandlerDecision.ACCEPT})
    assert insert_gate(accepted, "a_1", [("s2", fixed)]).allowed  # the stubbed s1 is the handler's own text
    assert insert_gate(accepted, "a_1", [("s2", mine)]).reason is InsertRefusal.TEXT_CHANGED
    rejected = with_decisions(checked, {"s2": HandlerDecision.REJECT})
    assert not insert_gate(rejected, "a_1", [("s2", fixed)]).allowed


def test_the_handler_is_told_what_the_checker_read_not_that_the_sentence_is_true_or_false() -> None:
    assert confirm_why(Support.ENTAILED) is ConfirmWhy.FOUND_UNTRUSTED
    assert confirm_why(Support.ENTAILED, evidence_in_doubt=True) is ConfirmWhy.SCAN_IN_DOUBT
    assert confirm_why(Support.NONE, contradicted=True) is ConfirmWhy.CONTRADICTED
    assert confirm_why(Support.PARTIAL, contradicted=True) is ConfirmWhy.CONTRADICTED
    assert confirm_why(Support.PARTIAL) is ConfirmWhy.PARTLY_FOUND
    assert confirm_why(Support.NONE) is ConfirmWhy.NOT_FOUND
    # The twin: a typed finding on a sentence that is entailed after all says nothing against it.
    assert confirm_why(Support.ENTAILED, contradicted=True) is ConfirmWhy.FOUND_UNTRUSTED
