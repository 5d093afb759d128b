"""The stakes policy: what happens to a sentence, and to a whole answer, on each surface.

This module is the only place that decides. Verification says how well a sentence is supported (a label and a
score); the answer pipeline carries out what is decided here. The table is DESIGN.md's "Stakes policy":

    surface           stakes  unsupported sentence                    whole answer
    letter_draft      high    suppressed, replaced by a stub          insert blocked until resolved
    policy_lookup     medium  annotated                               refused, with the passages searched,
                                                                      if more than half is unsupported
    internal_summary  low     annotated                               shown

Words used here:

* *unsupported*: a factual sentence whose final support is ``partial`` or ``none`` (below the surface's
  threshold). ``partial`` counts: a sentence with one unsupported claim is not supported.
* *unverified*: the checker was slow, down or rate-limited. Never clean, never counted as supported; the
  sentence stays *unresolved*, so the answer cannot be inserted.
* *unresolved*: a factual sentence that nobody has settled: unverified, unsupported but still shown
  (annotated), or never checked because the answer was cancelled. A stub is a settled outcome: the sentence is
  gone and the stub says so in the letter. Insert in Word is possible only after ``done`` with nothing
  unresolved (DESIGN.md "Shape").
* *please confirm*: the checker is unsure. The support threshold (0.8) stays the support rule; per-surface
  ``Bands`` refine it: a sentence is marked supported only when it is entailed (every clause at the threshold,
  no gate failed on its passage) at or above ``supported_from``, where blind measurements show almost no
  unsupported sentence lands; it is removed (after its correction failed) when a typed finding contradicts a
  clause (``remove_contradicted``) or it scores below ``removed_below``, where almost every removal is right.
  The rest the handler sees beside its best passage and confirms or removes; until then it is unresolved.
* *suggested*: in check mode (the handler's own text) a correction is offered, never applied; unresolved
  until the handler accepts it (then *corrected*) or rejects it.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from vouch.verify.types import RewriteMeasure, Support

DEFAULT_THRESHOLD = 0.8
STUB_TEXT = "1 sentence removed: not found in your documents"
NO_EVIDENCE_TEXT = "We could not find anything in your documents that answers this."


class Surface(StrEnum):
    LETTER_DRAFT = "letter_draft"
    POLICY_LOOKUP = "policy_lookup"
    INTERNAL_SUMMARY = "internal_summary"


class Stakes(StrEnum):
    HIGH = "high"
    MEDIUM = "medium"
    LOW = "low"


class OnUnsupported(StrEnum):
    """What an unsupported sentence becomes once its rewrite has failed too."""

    STUB = "stub"  # suppressed: the text is replaced by a stub that names itself
    ANNOTATE = "annotate"  # shown, marked as not found in the documents


class OnAnswer(StrEnum):
    """What the whole answer's outcome does."""

    BLOCK_INSERT = "block_insert"  # insert blocked until nothing is unresolved
    REFUSE_OVER_HALF = "refuse_over_half"  # refused if more than half of the factual sentences are unsupported
    SHOW = "show"


@dataclass(frozen=True)
class Bands:
    """Where the checker is trusted on its own. ``supported_from``: an entailed sentence scoring at least this
    is marked supported without asking; ``removed_below``: a sentence below the threshold is removed (or
    annotated) when it scores under this; ``remove_contradicted``: a sentence below the threshold that a typed
    finding contradicts (another value for a clause's slot in the passage it is about, or a contradiction the
    conflict checks found) is removed whatever its score. Everything else the handler is asked to confirm.
    Both edges equal to the threshold: no band, the threshold alone decides."""

    supported_from: float
    removed_below: float
    remove_contradicted: bool = False


# Set from the blind letters bench (bench/check_letters.py --choose-bands on half A; reported on half B:
# bench/letters_blind/RESULTS.md, run 4). ``supported_from`` needs the one-sided 95% upper bound of the
# unsupported share at or above it to be at most 1 in 100 (a wrong "checked" mark is the worst bug, and a
# point estimate of 0 in 10 says nothing about 1 in 100): on half A no edge comes close (entailed at >= 0.9:
# 2 of 12 unsupported), so nothing is marked supported without the handler. ``remove_contradicted`` needs the
# same kind of bound on wrong removals (at most 5%): half A's 10 of 10 contradicted sentences unsupported is no
# such evidence, and the next blind set (bench/letters_blind2, run 1) had 15 of 21, the rest removed wrongly
# because a gate took another value of the passage for the claim's slot. So it stays off until the gates bind
# a conflicting value to the slot. No score edge below the threshold made removals almost all right (41-44%).
# Re-run the bench and reset these when the checker changes.
# They were measured on the handler's own letters (check mode); drafted text, copied from passages, was not
# measured, so drafting keeps the threshold alone (no band) until a blind drafted-letter set says otherwise.
LETTER_CHECK_BANDS = Bands(supported_from=1.0, removed_below=0.0, remove_contradicted=False)


@dataclass(frozen=True)
class SurfacePolicy:
    surface: Surface
    stakes: Stakes
    on_unsupported: OnUnsupported
    on_answer: OnAnswer
    threshold: float = DEFAULT_THRESHOLD
    # None: no confirmation band (nothing measured for it): the threshold alone decides.
    bands: Bands | None = None  # for drafted text
    check_bands: Bands | None = None  # for the handler's own text (check mode)

    def bands_for(self, *, checking: bool) -> Bands | None:
        return self.check_bands if checking else self.bands

    # High stakes verify on rq workers when Redis is configured (DESIGN.md "Shape"); the rest verify inline.
    queued: bool = False


def _validated(threshold: float, surface: Surface) -> float:
    if not 0.0 < threshold <= 1.0:
        raise ValueError(f"the support threshold for {surface.value} must be in (0, 1], got {threshold}")
    return threshold


def _banded(bands: Bands, threshold: float) -> Bands:
    """The bands were measured at the default threshold; under another configured threshold those figures say
    nothing, so the threshold alone decides there (no band). They refine the support rule, never move it."""
    if threshold != DEFAULT_THRESHOLD:
        return Bands(supported_from=threshold, removed_below=threshold)
    return Bands(
        supported_from=max(bands.supported_from, threshold),
        removed_below=min(bands.removed_below, threshold),
        remove_contradicted=bands.remove_contradicted,
    )


def policy_table(thresholds: Mapping[Surface, float] | None = None) -> dict[Surface, SurfacePolicy]:
    """The table, with per-surface thresholds where given (default 0.8)."""
    given = thresholds or {}

    def threshold(surface: Surface) -> float:
        return _validated(given.get(surface, DEFAULT_THRESHOLD), surface)

    return {
        Surface.LETTER_DRAFT: SurfacePolicy(
            Surface.LETTER_DRAFT,
            Stakes.HIGH,
            OnUnsupported.STUB,
            OnAnswer.BLOCK_INSERT,
            threshold(Surface.LETTER_DRAFT),
            queued=True,
            check_bands=_banded(LETTER_CHECK_BANDS, threshold(Surface.LETTER_DRAFT)),
        ),
        Surface.POLICY_LOOKUP: SurfacePolicy(
            Surface.POLICY_LOOKUP,
            Stakes.MEDIUM,
            OnUnsupported.ANNOTATE,
            OnAnswer.REFUSE_OVER_HALF,
            threshold(Surface.POLICY_LOOKUP),
        ),
        Surface.INTERNAL_SUMMARY: SurfacePolicy(
            Surface.INTERNAL_SUMMARY,
            Stakes.LOW,
            OnUnsupported.ANNOTATE,
            OnAnswer.SHOW,
            threshold(Surface.INTERNAL_SUMMARY),
        ),
    }


def parse_surface(value: object) -> Surface:
    try:
        return Surface(str(value))
    except ValueError:
        names = ", ".join(s.value for s in Surface)
        raise ValueError(f"unknown surface {value!r}; choose one of: {names}") from None


# --- one sentence -----------------------------------------------------------------------------------------


def effective_support(policy: SurfacePolicy, support: Support, score: float) -> Support:
    """The support the policy acts on. An ``entailed`` below this surface's threshold is not entailed here:
    a checker configured with another threshold must not turn into a clean mark."""
    if support is Support.ENTAILED and score < policy.threshold:
        return Support.PARTIAL
    return support


class SentenceAction(StrEnum):
    KEEP = "keep"  # supported, or not a factual claim: nothing more to do
    REWRITE = "rewrite"  # below threshold: rewrite from the passage's own words and check again, once
    STUB = "stub"  # suppress and replace with the stub
    ANNOTATE = "annotate"  # show, marked unsupported
    UNRESOLVED = "unresolved"  # unverified: shown as unchecked, blocks insert; no rewrite (nothing to check it)
    CONFIRM = "confirm"  # the checker is unsure: shown beside its best passage for the handler to confirm


def decide_sentence(
    policy: SurfacePolicy,
    support: Support,
    score: float,
    *,
    rewritten: bool,
    checking: bool = False,
    contradicted: bool = False,
    evidence_in_doubt: bool = False,
) -> SentenceAction:
    """What to do with a sentence after a check. ``rewritten``: this check was of the rewrite (or a rewrite was
    attempted and gave nothing), so a failure now acts by policy instead of rewriting again. ``checking``: the
    sentence is the handler's own (check mode), judged by the bands measured on such text. ``contradicted``: a
    typed finding contradicts one of its clauses (``Attribution.contradicted``). ``evidence_in_doubt``: every
    passage it cites was read from a scan OCR was unsure of (``Citation.warning``), so "found in your
    documents" may rest on a misread figure: on a high-stakes surface the handler confirms it against the scan."""
    support = effective_support(policy, support, score)
    bands = policy.bands_for(checking=checking)
    if support is Support.NOT_A_CLAIM:
        return SentenceAction.KEEP
    if support is Support.ENTAILED:
        if evidence_in_doubt and policy.stakes is Stakes.HIGH:
            return SentenceAction.CONFIRM
        return SentenceAction.CONFIRM if bands is not None and score < bands.supported_from else SentenceAction.KEEP
    if support is Support.UNVERIFIED:
        return SentenceAction.UNRESOLVED
    if not rewritten:
        return SentenceAction.REWRITE
    if bands is not None and score >= bands.removed_below and not (contradicted and bands.remove_contradicted):
        return SentenceAction.CONFIRM
    return SentenceAction.STUB if policy.on_unsupported is OnUnsupported.STUB else SentenceAction.ANNOTATE


class ConfirmWhy(StrEnum):
    """Why the handler is asked to confirm a sentence: what they are told beside its passage. Each says what
    the checker read, never that the sentence is true or false (marks are claims about retrieval)."""

    SCAN_IN_DOUBT = "scan_in_doubt"  # found, but only in passages read from a scan OCR was unsure of
    FOUND_UNTRUSTED = "found_untrusted"  # entailed, but no measured band trusts the mark without the handler
    CONTRADICTED = "contradicted"  # a typed finding contradicts a clause (another value for its slot, or a conflict)
    PARTLY_FOUND = "partly_found"  # some of its claims were found, not all
    NOT_FOUND = "not_found"


def confirm_why(support: Support, *, contradicted: bool = False, evidence_in_doubt: bool = False) -> ConfirmWhy:
    """Why a sentence ``decide_sentence`` sent to "please confirm" needs the handler, from its first verdict
    (``support`` as the policy acts on it). A typed contradiction is named as such but never as proof: on blind
    handler letters it was wrong about 1 time in 7, mostly a figure worked out from the passage's figures (a
    total, a balance after the excess) read as another value for the slot (bench/letters_blind3, run 3)."""
    if support is Support.ENTAILED:
        return ConfirmWhy.SCAN_IN_DOUBT if evidence_in_doubt else ConfirmWhy.FOUND_UNTRUSTED
    if contradicted:
        return ConfirmWhy.CONTRADICTED
    return ConfirmWhy.PARTLY_FOUND if support is Support.PARTIAL else ConfirmWhy.NOT_FOUND


# A correction may add the values it puts in (a date is up to three words) and must keep the sentence's
# subject: most of the original's content words stay. Measured by ``vouch.verify.rewrite.measure``.
REWRITE_MIN_TOPIC_KEPT = 0.6
REWRITE_MAX_NEW_WORDS = 4
# Check mode offers no clause drop. On blind handler letters the clause a drop cut was supported nearly every time:
# the checker scores a claim-file fact or a consequence low ("..., and no excess applies to it", "..., and we have
# paid them the remaining £2,460"), and after conclusions were exempted (vouch.verify.rewrite) every remaining drop
# offered was on a supported sentence (bench/letters_blind2 run 2: 3 of 3; bench/letters_blind3 run 1: 2 of 2).
# Such a sentence asks the handler to confirm it beside its passage instead; a value replaced from the aligned
# passage is still offered (letters_blind3 run 1: 5 of 5 on unsupported sentences). Drafted text keeps its drops:
# a drafted clause no passage supports is the drafter's, and nothing measured says otherwise.
CHECK_MODE_OFFERS_CLAUSE_DROPS = False


def accept_rewrite(
    policy: SurfacePolicy,
    measure: RewriteMeasure | None,
    support: Support,
    score: float,
    *,
    value_sources: Sequence[str] = (),
    cited: Sequence[str] = (),
    offered: bool = False,
    doubtful: Sequence[str] = (),
    clause_dropped: bool = False,
) -> bool:
    """May a correction stand in for the sentence (or be offered for it, in check mode)? Only an edit of a
    factual sentence that keeps its supported claims word for word and its topic, adds no more than the
    values it replaces, passes the full checker in the band where a mark needs no confirmation, and is
    supported by the very passages its replaced values came from (``value_sources`` among ``cited``, both
    addresses): a value taken from one passage and "confirmed" by another is not a correction. ``offered``:
    the correction is a suggestion the handler accepts or rejects (check mode), so like a "please confirm"
    sentence it needs the support threshold, not the band where a mark needs no confirmation. ``doubtful``: the
    addresses among ``cited`` read from a scan OCR was unsure of (``Citation.warning``). On a high-stakes
    surface a correction whose new value comes from such a passage, or whose re-check rests on nothing else, is
    neither applied nor offered: the value may be a misread figure ("£150" read as "£15"), and a correction
    looks checked; the sentence goes to the policy's confirm-or-stub instead, where the handler sees the scan's
    warning (``decide_sentence(evidence_in_doubt=...)`` for an uncorrected sentence). ``clause_dropped``: the
    correction cuts a clause; offered in check mode only where ``CHECK_MODE_OFFERS_CLAUSE_DROPS`` says so."""
    if measure is None or not measure.is_claim or not measure.claims_kept:
        return False
    if offered and clause_dropped and not CHECK_MODE_OFFERS_CLAUSE_DROPS:
        return False
    if not set(value_sources) <= set(cited):
        return False
    in_doubt = set(doubtful) & set(cited)
    if policy.stakes is Stakes.HIGH and (set(value_sources) & in_doubt or (cited and in_doubt >= set(cited))):
        return False
    if measure.topic_kept < REWRITE_MIN_TOPIC_KEPT or measure.new_words > REWRITE_MAX_NEW_WORDS:
        return False
    if effective_support(policy, support, score) is not Support.ENTAILED:
        return False
    return offered or policy.bands is None or score >= policy.bands.supported_from  # drafting's bands


# --- the whole answer -------------------------------------------------------------------------------------


class Outcome(StrEnum):
    """Where a sentence ended up."""

    SUPPORTED = "supported"  # entailed, as drafted or as rewritten
    NOT_A_CLAIM = "not_a_claim"
    STUBBED = "stubbed"
    ANNOTATED = "annotated"  # unsupported, shown with its mark
    UNVERIFIED = "unverified"
    PENDING = "pending"  # never finished checking (the answer was cancelled or failed)
    TO_CONFIRM = "to_confirm"  # the checker is unsure: the handler confirms it or removes it
    SUGGESTED = "suggested"  # check mode: a correction offered; the handler accepts or rejects it
    CONFIRMED = "confirmed"  # a to_confirm sentence the handler confirmed, having seen its passage
    CORRECTED = "corrected"  # a suggested correction the handler accepted: its text is the correction's
    REMOVED = "removed"  # a to_confirm sentence the handler removed, or a suggestion rejected


class HandlerDecision(StrEnum):
    """What the handler did with a sentence Vouch could not settle alone."""

    CONFIRM = "confirm"
    REMOVE = "remove"
    ACCEPT = "accept"  # a suggested correction
    REJECT = "reject"


def after_handler(outcome: Outcome, decision: HandlerDecision | None) -> Outcome:
    """The outcome once the handler has decided; a decision that does not fit the outcome changes nothing."""
    if outcome is Outcome.TO_CONFIRM and decision is HandlerDecision.CONFIRM:
        return Outcome.CONFIRMED
    if outcome is Outcome.SUGGESTED and decision is HandlerDecision.ACCEPT:
        return Outcome.CORRECTED
    if outcome in (Outcome.TO_CONFIRM, Outcome.SUGGESTED) and decision in (
        HandlerDecision.REMOVE,
        HandlerDecision.REJECT,
    ):
        return Outcome.REMOVED
    return outcome


class AnswerLabel(StrEnum):
    SUPPORTED = "supported"
    PARTLY_SUPPORTED = "partly_supported"
    UNSUPPORTED = "unsupported"
    REFUSED = "refused"
    UNVERIFIED = "unverified"


@dataclass(frozen=True)
class AnswerDecision:
    label: AnswerLabel
    unresolved: tuple[str, ...]  # sentence ids, in order
    refused: bool = False
    counts: Mapping[Outcome, int] = field(default_factory=dict)
    to_confirm: tuple[str, ...] = ()  # of ``unresolved``: the handler confirms or removes these
    suggested: tuple[str, ...] = ()  # of ``unresolved``: the handler accepts or rejects these corrections

    @property
    def insert_allowed(self) -> bool:
        return not self.refused and not self.unresolved


_UNRESOLVED = frozenset({Outcome.ANNOTATED, Outcome.UNVERIFIED, Outcome.PENDING, Outcome.TO_CONFIRM, Outcome.SUGGESTED})
# Of the unresolved, those the handler settles (confirm or remove; accept or reject): ``done`` names them.
NEEDS_HANDLER = frozenset({Outcome.TO_CONFIRM, Outcome.SUGGESTED})


def decide_answer(
    policy: SurfacePolicy, outcomes: Sequence[tuple[str, Outcome]], *, evidence_found: bool = True
) -> AnswerDecision:
    """The label of a finished answer and what is left unresolved.

    ``outcomes``: (sentence id, outcome) in order. ``evidence_found``: retrieval found at least one passage;
    when it found none the answer is the single "nothing found" sentence and is ``unsupported``.
    """
    counts = {outcome: 0 for outcome in Outcome}
    for _, outcome in outcomes:
        counts[outcome] += 1
    unresolved = tuple(sid for sid, outcome in outcomes if outcome in _UNRESOLVED)
    to_confirm = tuple(sid for sid, o in outcomes if o is Outcome.TO_CONFIRM)
    suggested = tuple(sid for sid, o in outcomes if o is Outcome.SUGGESTED)
    factual = len(outcomes) - counts[Outcome.NOT_A_CLAIM]
    unsupported = counts[Outcome.STUBBED] + counts[Outcome.ANNOTATED] + counts[Outcome.REMOVED]
    if policy.on_answer is OnAnswer.REFUSE_OVER_HALF and factual > 0 and 2 * unsupported > factual:
        return AnswerDecision(
            AnswerLabel.REFUSED, unresolved, refused=True, counts=counts, to_confirm=to_confirm, suggested=suggested
        )
    if not evidence_found:
        label = AnswerLabel.UNSUPPORTED
    elif counts[Outcome.UNVERIFIED] or counts[Outcome.PENDING]:
        # Something was never checked: the answer as a whole cannot claim any support level.
        label = AnswerLabel.UNVERIFIED
    elif factual == 0 or unsupported == 0:
        label = AnswerLabel.SUPPORTED
    elif counts[Outcome.SUPPORTED] + counts[Outcome.CONFIRMED] + counts[Outcome.CORRECTED] == 0:
        label = AnswerLabel.UNSUPPORTED
    else:
        label = AnswerLabel.PARTLY_SUPPORTED
    return AnswerDecision(label, unresolved, counts=counts, to_confirm=to_confirm, suggested=suggested)


def outcome_after(action: SentenceAction, support: Support) -> Outcome:
    """The outcome a final action leaves (after any rewrite has been tried)."""
    if action is SentenceAction.KEEP:
        return Outcome.NOT_A_CLAIM if support is Support.NOT_A_CLAIM else Outcome.SUPPORTED
    if action is SentenceAction.STUB:
        return Outcome.STUBBED
    if action is SentenceAction.ANNOTATE:
        return Outcome.ANNOTATED
    if action is SentenceAction.UNRESOLVED:
        return Outcome.UNVERIFIED
    if action is SentenceAction.CONFIRM:
        return Outcome.TO_CONFIRM
    raise ValueError(f"{action.value} is not a final action")


# --- insert into Word ---------------------------------------------------------------------------------------
#
# The server's own insert gate: the taskpane's Insert button follows the same rule, but a receipt from any
# client is checked here before it is acknowledged. It works on a typed final state per sentence, so a new
# outcome says once whether it blocks insert and which texts it may go into a letter as.


class AnswerState(StrEnum):
    """How far the answer got, as the server holds it."""

    UNKNOWN = "unknown"  # no answer of this user by that id: never drafted, another user's, or expired
    DRAFTING = "drafting"  # still streaming or checking
    UNFINISHED = "unfinished"  # ended without ``done`` (cancelled or failed)
    DONE = "done"


# Outcomes a sentence may be inserted with. Everything else blocks: stubbed or removed (not in the letter),
# unresolved (annotated, unverified, pending), and waiting for the handler (to_confirm, suggested) until the
# handler's decision turns it into confirmed or corrected (``after_handler``). A corrected sentence's accepted
# text is one of its ``FinalSentence.texts``.
INSERTABLE_OUTCOMES: frozenset[Outcome] = frozenset(
    {Outcome.SUPPORTED, Outcome.NOT_A_CLAIM, Outcome.CONFIRMED, Outcome.CORRECTED}
)
# Outcomes that count as checked and found: an answer needs one of them to be inserted at all.
FOUND_OUTCOMES: frozenset[Outcome] = frozenset({Outcome.SUPPORTED, Outcome.CONFIRMED, Outcome.CORRECTED})


class InsertRefusal(StrEnum):
    """Why a receipt is refused; the wire carries the value in ``reason``."""

    UNKNOWN_ANSWER = "unknown_answer"
    NOT_DONE = "not_done"
    UNFINISHED = "unfinished"
    ANSWER_REFUSED = "answer_refused"
    NOTHING_FOUND = "nothing_found"
    UNRESOLVED = "unresolved"
    UNKNOWN_SENTENCE = "unknown_sentence"
    NOT_INSERTABLE = "not_insertable"  # stubbed, annotated, unverified, pending
    TEXT_CHANGED = "text_changed"  # not the text that was checked (nor an accepted correction of it)


@dataclass(frozen=True)
class FinalSentence:
    """Where one sentence ended up, and the texts it may be inserted as (normalised on comparison): the text
    that was checked, as drafted or as rewritten; an accepted correction adds its own text here."""

    sentence_id: str
    outcome: Outcome
    texts: tuple[str, ...] = ()
    correction: str | None = None  # check mode: the correction offered; a text only once it is accepted


@dataclass(frozen=True)
class FinalAnswer:
    state: AnswerState
    surface: Surface = Surface.LETTER_DRAFT
    threshold: float = DEFAULT_THRESHOLD
    label: AnswerLabel | None = None
    sentences: tuple[FinalSentence, ...] = ()


@dataclass(frozen=True)
class InsertVerdict:
    allowed: bool
    reason: InsertRefusal | None = None
    sentence_id: str | None = None
    detail: str = ""


def _same_text(a: str, b: str) -> bool:
    # Word moves whitespace and composes characters without the words changing; anything else is an edit.
    return " ".join(unicodedata.normalize("NFC", a).split()) == " ".join(unicodedata.normalize("NFC", b).split())


def with_decisions(answer: FinalAnswer, decisions: Mapping[str, HandlerDecision]) -> FinalAnswer:
    """The answer once the handler's decisions (sent with the receipt) are applied: a confirmed sentence is
    ``confirmed``, a removed or rejected one ``removed``, an accepted correction ``corrected`` and insertable
    only as the correction's text. A decision that does not fit the outcome changes nothing."""
    sentences = []
    for s in answer.sentences:
        outcome = after_handler(s.outcome, decisions.get(s.sentence_id))
        texts = (s.correction,) if outcome is Outcome.CORRECTED and s.correction is not None else s.texts
        sentences.append(FinalSentence(s.sentence_id, outcome, texts, s.correction))
    return FinalAnswer(answer.state, answer.surface, answer.threshold, answer.label, tuple(sentences))


def _whole_answer_refusal(answer: FinalAnswer, answer_id: str) -> InsertVerdict | None:
    """Why the answer as a whole may not be inserted (refused, something unresolved, nothing found), or None."""
    policy = policy_table({answer.surface: answer.threshold})[answer.surface]
    decision = decide_answer(policy, [(s.sentence_id, s.outcome) for s in answer.sentences])
    if decision.refused or answer.label is AnswerLabel.REFUSED:
        return InsertVerdict(
            False, InsertRefusal.ANSWER_REFUSED, None, f"answer {answer_id!r} was refused: nothing to insert"
        )
    if not decision.insert_allowed:
        first = decision.unresolved[0]
        return InsertVerdict(
            False,
            InsertRefusal.UNRESOLVED,
            first,
            f"answer {answer_id!r} has {len(decision.unresolved)} unresolved sentence(s), first {first!r}",
        )
    if not any(s.outcome in FOUND_OUTCOMES for s in answer.sentences):
        # A letter of greetings alone, or the "nothing found" sentence, is not a checked letter.
        return InsertVerdict(
            False,
            InsertRefusal.NOTHING_FOUND,
            None,
            f"answer {answer_id!r}: nothing in it was found in your documents",
        )
    return None


def insert_gate(answer: FinalAnswer, answer_id: str, inserted: Sequence[tuple[str, str]]) -> InsertVerdict:
    """May these (sentence id, Word text) pairs of ``answer`` be recorded as inserted? The first reason not,
    naming the sentence where there is one."""

    def refuse(reason: InsertRefusal, detail: str, sentence_id: str | None = None) -> InsertVerdict:
        return InsertVerdict(False, reason, sentence_id, detail)

    if answer.state is AnswerState.UNKNOWN:
        return refuse(InsertRefusal.UNKNOWN_ANSWER, f"no answer {answer_id!r} of yours (unknown or expired)")
    if answer.state is AnswerState.DRAFTING:
        return refuse(InsertRefusal.NOT_DONE, f"answer {answer_id!r} is still being drafted and checked")
    if answer.state is AnswerState.UNFINISHED:
        return refuse(InsertRefusal.UNFINISHED, f"answer {answer_id!r} did not finish (cancelled or failed)")
    finals = {s.sentence_id: s for s in answer.sentences}
    # Check mode's Apply writes accepted corrections into the handler's own text and nothing else: each one
    # is judged on its own, since the rest of the text was the handler's before Vouch saw it.
    applying = bool(inserted) and all(sid in finals and finals[sid].outcome is Outcome.CORRECTED for sid, _ in inserted)
    if not applying:
        refused = _whole_answer_refusal(answer, answer_id)
        if refused is not None:
            return refused
    for sentence_id, text in inserted:
        final = finals.get(sentence_id)
        if final is None:
            return refuse(
                InsertRefusal.UNKNOWN_SENTENCE, f"answer {answer_id!r} has no sentence {sentence_id!r}", sentence_id
            )
        if final.outcome not in INSERTABLE_OUTCOMES:
            return refuse(
                InsertRefusal.NOT_INSERTABLE,
                f"sentence {sentence_id!r} is {final.outcome.value}: it may not be inserted",
                sentence_id,
            )
        if not any(_same_text(text, allowed) for allowed in final.texts):
            return refuse(
                InsertRefusal.TEXT_CHANGED,
                f"sentence {sentence_id!r} is not the text that was checked",
                sentence_id,
            )
    return InsertVerdict(True)
