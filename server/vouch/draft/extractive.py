"""The embedded drafter: a letter paragraph written from the retrieved passages, no model server needed.

It picks the passage sentences that share most words with the instruction (best-ranked passages first), and
puts them in the customer-letter voice without touching the facts: clause numbers go, "the Insurer" becomes
"we", "the Policyholder" becomes "you", and table rows become a sentence naming their labels. Amounts, periods,
conditions and exclusions stay in the passage's own words, so what it writes verifies against the passage it
came from. It streams word by word, at ``tokens_per_s`` (0: as fast as possible) to behave like a model server.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator, Callable, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass
from typing import Protocol

from vouch.draft.base import DraftRequest, Piece
from vouch.draft.relevance import Similar
from vouch.ingest.injection import usable_evidence
from vouch.logs import get_logger
from vouch.passages import Passage, TableRow
from vouch.policy import Surface
from vouch.verify.types import Sentence, Support
from vouch.verify.values import MONTH_NAMES

log = get_logger("vouch.draft")

MAX_SENTENCES = 4
MAX_PER_PASSAGE = 2
PASSAGES_CONSIDERED = 6

_STOP_WORDS = """a an and are as at be been but by can could do does for from had has have how i if in into is it its
may me my no not of on or our please say should so than that the their them then there these they this to under
up us was we were what when where which who why will with would you your letter customer tell explain write draft
about"""
_STOP = frozenset(_STOP_WORDS.split())
_WORD = re.compile(r"[a-z0-9£%]+(?:[.,][0-9]+)*")
# A sentence ends at . ! or ? followed by space and a capital, digit, quote or bracket.
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"'(\u201c£])")
_ABBREVIATIONS = re.compile(r"\b(?:e\.g|i\.e|etc|No|Mr|Mrs|Ms|Dr|St|approx|incl|para|cl)\.$", re.IGNORECASE)
_LEADING_NUMBER = re.compile(
    r"^(?:\d+\.\d+(?:\.\d+)*(?:\([a-z0-9]+\))*|\(?[a-z]{1,4}\)|\(?[ivx]{1,5}\)|[A-Z]{1,3}\d{1,3})\s+(?=\S)"
)
_VOICE: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\bthe (?:Insurer|Company)'s\b"), "our"),
    # The insurer as a subject is "we" ("the Insurer will pay"), as an object "us" ("tell the Insurer").
    (
        re.compile(
            r"\bthe (?:Insurer|Company)"
            r"(?= (?!(?:as|this|its|always|also|unless|across|towards|plus|thus)\b)"
            r"(?:will|would|may|might|must|shall|should|can|cannot|could|[a-z]+s)\b)"
        ),
        "we",
    ),
    (re.compile(r"\bthe (?:Insurer|Company)\b"), "us"),
    (re.compile(r"\bthe (?:Policyholder|Insured)'s\b"), "your"),
    (re.compile(r"\bthe (?:Policyholder|Insured)\b"), "you"),
    (re.compile(r"\bThe (?:Insurer|Company)'s\b"), "Our"),
    (re.compile(r"\bThe (?:Insurer|Company)\b"), "We"),
    (re.compile(r"\bThe (?:Policyholder|Insured)'s\b"), "Your"),
    (re.compile(r"\bThe (?:Policyholder|Insured)\b"), "You"),
    # Procedure notes speak of the customer in the third person; a letter speaks to them.
    (re.compile(r"\b(?:the|a) (?:customer|policyholder|claimant|insured)'s\b"), "your"),
    (re.compile(r"\b(?:A|a) (?:customer|policyholder|claimant) (?=(?:may|must|can|will|should|has|is)\b)"), "you "),
    (re.compile(r"\bthe (?:customer|policyholder|claimant|insured)\b"), "you"),
    (re.compile(r"\bThe (?:customer|policyholder|claimant|insured)'s\b"), "Your"),
    (re.compile(r"\bThe (?:customer|policyholder|claimant|insured)\b"), "You"),
    (re.compile(r"\bthe insurer's\b"), "our"),
    (re.compile(r"\bthe insurer\b(?= (?:will|would|may|must|can|cannot|could|should|[a-z]+s)\b)"), "we"),
    (re.compile(r"\bthe insurer\b"), "us"),
)


def words(text: str) -> set[str]:
    return {w for w in _WORD.findall(text.lower()) if w not in _STOP and len(w) > 1}


def split_sentences(text: str) -> list[str]:
    pieces: list[str] = []
    buffer = ""
    for part in _SENTENCE_END.split(" ".join(text.split())):
        buffer = f"{buffer} {part}" if buffer else part
        if not _ABBREVIATIONS.search(buffer):
            pieces.append(buffer)
            buffer = ""
    if buffer:
        pieces.append(buffer)
    return [p.strip() for p in pieces if p.strip()]


_AGREEMENT = re.compile(r"\b([Ww]e|[Yy]ou) (is|was|has|does|[a-z]+(?:s|es))\b")
_IRREGULAR = {"is": "are", "was": "were", "has": "have", "does": "do"}
_NOT_VERBS = frozenset({"always", "also", "as", "thus", "perhaps", "unless", "its", "this", "across", "towards"})


def _agree(match: re.Match[str]) -> str:
    """ "we pays" -> "we pay": the third-person verb that followed "the Insurer" now follows "we"/"you"."""
    pronoun, verb = match.group(1), match.group(2)
    if verb in _IRREGULAR:
        return f"{pronoun} {_IRREGULAR[verb]}"
    if verb in _NOT_VERBS or verb.endswith("ss"):
        return match.group(0)
    base = verb[:-2] if verb.endswith(("shes", "ches", "sses", "xes")) else verb[:-1]
    return f"{pronoun} {base}"


# "We will not pay for: (d) damage caused by ..." -> "We will not pay for damage caused by ...": a list item
# read together with its lead-in, without the list marker.
_LIST_AFTER_LEAD_IN = re.compile(r":\s*(?:\([a-z0-9]{1,4}\)|[a-z0-9]{1,3}[.)]|[-\u2022])\s+")


# Lead-ins that read on into their list item ("We will not pay for: (d) damage" -> "for damage"); after any
# other ("both of the following conditions are met: (a) the home ...") the colon stays.
_FLOWING_LEAD_IN = re.compile(
    r"\b(?:for|to|of|by|from|against|include|includes|including|is|are|if|that|as|when|unless|with|on|in)$",
    re.IGNORECASE,
)


_CLAUSE_START = re.compile(r"(?:the|a|an|you|we|your|our|it|there|this|they|any|all|each|no)\b", re.IGNORECASE)


def _join_list_item(match: re.Match[str]) -> str:
    """A lead-in and its item read as one sentence ("for damage", "accidental damage caused by ...") unless
    the item is a clause of its own after a lead-in that does not lead into it ("conditions are met: the
    home is inspected")."""
    before = match.string[: match.start()]
    item = match.string[match.end() :]
    return ": " if _CLAUSE_START.match(item) and not _FLOWING_LEAD_IN.search(before) else " "


_DEFINED_PRONOUN = re.compile(r"(?<=\S )(?:You|Your|Yours|Yourself|We|Us|Our|Ours|Ourselves)\b")


def in_letter_voice(sentence: str) -> str:
    """The same facts in the customer-letter voice."""
    text = _LEADING_NUMBER.sub("", sentence.strip())
    lead_in = _LIST_AFTER_LEAD_IN.search(text)
    if lead_in and text[lead_in.end() : lead_in.end() + 1].isupper():
        # "The following limits apply: (a) The most we will pay ..." - the item is a sentence of its own; the
        # lead-in only announced it.
        text = text[lead_in.end() :]
    else:
        text = _LIST_AFTER_LEAD_IN.sub(_join_list_item, text)
    original = text
    for pattern, replacement in _VOICE:
        text = pattern.sub(replacement, text)
    if text != original:
        text = _AGREEMENT.sub(_agree, text)
    # Wordings capitalise their defined pronouns ("If You wish, We will ..."); a letter does not.
    text = _DEFINED_PRONOUN.sub(lambda m: m.group(0).lower(), text)
    if text and text[0].islower():
        text = text[0].upper() + text[1:]
    text = text.rstrip(" ;,:")
    if text and text[-1] not in ".!?":
        text += "."
    return text


_MONTH_NAMES = frozenset(MONTH_NAMES)
# A column whose label says who paid or received its value: "Paid by insurer" = £575.00 reads "we paid £575.00".
_PARTY_LABEL = re.compile(
    r"^(?P<verb>paid|paid out|received|deducted|held|retained|refunded|owed|reserved)\s+"
    r"(?:by|to)\s+(?:the\s+)?(?P<party>insurer|insurers|company|us|policyholder|insured|customer|landlord|you)$",
    re.I,
)
_US = frozenset({"insurer", "insurers", "company", "us"})


def _common_noun_phrase(label: str) -> bool:
    """ "Escape of water" is a common noun phrase (lower-cased after "For"); "February 2025", "Section 4",
    "E7" and "Landlord's contents" keep their capitals only where a name, a month or a reference needs them."""
    first, *rest = label.split() or [""]
    if first.lower() in _MONTH_NAMES or not first[:1].isupper() or not first[1:].islower():
        return False
    return all(not w[:1].isupper() for w in rest if w[:1].isalpha())


def row_label_text(label: str) -> str:
    label = label.strip()
    return label[0].lower() + label[1:] if label and _common_noun_phrase(label) else label


def column_clause(label: str, value: str) -> str:
    """One cell as a clause: 'the standard excess is £500', 'we paid £575.00' (a "Paid by insurer" column)."""
    label, value = label.strip(), value.strip()
    party = _PARTY_LABEL.match(label)
    if party is not None:
        who = "we" if party.group("party").lower() in _US else "you"
        return f"{who} {party.group('verb').lower()} {value}"
    return f"the {row_label_text(label)} is {value}"


# A cell that prints only a dash (or nothing) says the row has no value there: no sentence states it
# ("For spoilage, the deductible is -.").
_NO_VALUE = re.compile(r"^[\s\-\u2010-\u2015.*/]*$")


def _has_value(cell: str) -> bool:
    return _NO_VALUE.match(cell) is None


def table_sentences(row: TableRow) -> list[str]:
    """A table row as sentences a person would write, one fact each (the checker reads one cell against its
    labels far better than four): 'For February 2025, we paid £575.00.', 'For escape of water, the standard
    excess is £500.'; a label = value row reads 'Your period of insurance is 1 October 2024 to 30 September
    2025.' Months, names and references keep their capitals."""
    if len(row.cells) == 2 and not row.column_labels:
        value = row.cells[1].strip()
        label = row_label_text(row.row_label)
        return [f"Your {label} is {value}."] if _has_value(value) and label else []
    subject = row_label_text(row.row_label)
    return [
        f"For {subject}, {column_clause(label, cell)}."
        for label, cell in zip(row.column_labels[1:], row.cells[1:], strict=False)
        if label.strip() and _has_value(cell)
    ]


def table_sentence(row: TableRow) -> str:
    """The whole row in one sentence: 'For escape of water, the standard excess is £500 and the limit is
    £320,000.' (a summary line; letters use ``table_sentences``)."""
    if not row.column_labels:
        return " ".join(table_sentences(row))
    said = [
        column_clause(label, cell)
        for label, cell in zip(row.column_labels[1:], row.cells[1:], strict=False)
        if label.strip() and _has_value(cell)
    ]
    if not said:
        return ""
    listed = said[0] if len(said) == 1 else ", ".join(said[:-1]) + " and " + said[-1]
    return f"For {row_label_text(row.row_label)}, {listed}."


@dataclass(frozen=True)
class _Candidate:
    score: float
    rank: int
    index: int
    text: str


def _candidates(passage: Passage, rank: int, wanted: set[str]) -> list[_Candidate]:
    row = passage.table_row
    sentences = [table_sentence(row)] if row is not None else split_sentences(passage.in_context)
    # Words of the whole passage count a little: the sentence that states a passage's fact need not repeat the
    # words the question used ("This is called trace and access").
    context = words(" ".join(passage.heading_path)) | words(passage.in_context)
    out = []
    for index, sentence in enumerate(sentences):
        if not sentence or len(sentence) < 12:
            continue
        overlap = len(wanted & words(sentence)) + 0.5 * len(wanted & context)
        # Rank breaks ties: retrieval already ordered passages by relevance.
        out.append(_Candidate(overlap + 1.0 / (rank + 2), rank, index, sentence))
    return out


def compose(request: DraftRequest, max_sentences: int = MAX_SENTENCES) -> str:
    wanted = words(request.instruction)
    chosen: list[_Candidate] = []
    usable = usable_evidence(request.passages)  # a passage that instructs its reader is never drafted from
    for rank, passage in enumerate(usable[:PASSAGES_CONSIDERED]):
        best = sorted(_candidates(passage, rank, wanted), key=lambda c: -c.score)[:MAX_PER_PASSAGE]
        chosen.extend(best)
    relevant = [c for c in chosen if c.score >= 1.0] or sorted(chosen, key=lambda c: (c.rank, c.index))[:1]
    top = sorted(relevant, key=lambda c: -c.score)[:max_sentences]
    ordered = _with_antecedents(sorted(top, key=lambda c: (c.rank, c.index)), usable)
    sentences: list[str] = []
    for candidate in ordered:
        text = in_letter_voice(candidate.text)
        if text and text not in sentences:
            sentences.append(text)
    return " ".join(sentences)


_ANAPHORIC = re.compile(r"^(?:This|These|That|Those|It|They|Such)\b")


def _with_antecedents(chosen: list[_Candidate], passages: Sequence[Passage]) -> list[_Candidate]:
    """A sentence that starts "This ..." needs the sentence before it in its passage."""
    keys = {(c.rank, c.index) for c in chosen}
    out: list[_Candidate] = []
    for candidate in chosen:
        if (
            _ANAPHORIC.match(candidate.text)
            and candidate.index > 0
            and (candidate.rank, candidate.index - 1) not in keys
        ):
            passage = passages[candidate.rank]
            previous = split_sentences(passage.in_context)[candidate.index - 1]
            out.append(_Candidate(candidate.score, candidate.rank, candidate.index - 1, previous))
            keys.add((candidate.rank, candidate.index - 1))
        out.append(candidate)
    return out


class _Verdict(Protocol):
    @property
    def support(self) -> Support: ...


class SentenceChecker(Protocol):
    """The answer pipeline's checker (``vouch.answer.adapters.BuiltinVerifier`` or a judge)."""

    def verify(self, sentence: Sentence, passages: Sequence[Passage], threshold: float) -> _Verdict: ...


def checker_confirms(
    make_verifier: Callable[[], SentenceChecker], threshold: float, loader: Executor | None = None
) -> Callable[[str, Passage], bool]:
    """Whether the checker keeps ``sentence`` against ``passage`` alone, as drafted (no rewrite). The checker
    is built on ``loader`` (once: later calls get it at once), then used on the calling thread."""
    built: list[SentenceChecker] = []

    def checker() -> SentenceChecker:
        if not built:
            built.append(loader.submit(make_verifier).result() if loader is not None else make_verifier())
        return built[0]

    def confirm(sentence: str, passage: Passage) -> bool:
        try:
            verdict = checker().verify(Sentence("drafted", sentence, 0, len(sentence)), [passage], threshold)
        except Exception as exc:  # a checker that cannot answer keeps nothing
            log.warning("restatement not checked", error=repr(exc))
            return False
        return verdict.support is Support.ENTAILED

    return confirm


_TOKEN = re.compile(r"\s*\S+|\s+")


class ExtractiveDrafter:
    """``confirm``: the checker's verdict on a sentence against one passage. A file-note sentence restated in
    the customer's voice is drafted only when it passes; without one, file notes are not drafted from."""

    def __init__(
        self,
        tokens_per_s: float = 0.0,
        max_sentences: int = MAX_SENTENCES,
        confirm: Callable[[str, Passage], bool] | None = None,
    ) -> None:
        self.tokens_per_s = tokens_per_s
        self.max_sentences = max_sentences
        self.confirm = confirm
        self.similar: Similar | None = None

    def bind_meaning(self, similar: Similar | None) -> None:
        """The search encoder's similarity, so a sentence can answer a part by meaning (the hub binds it)."""
        self.similar = similar

    def bind_checker(
        self, make_verifier: Callable[[], SentenceChecker], threshold: float, loader: Executor | None = None
    ) -> None:
        """What it drafts is checked by the answer's own checker, at the letter's threshold (the hub binds it);
        ``loader``: the thread the checker is first built on."""
        if self.confirm is None:
            self.confirm = checker_confirms(make_verifier, threshold, loader)

    @property
    def name(self) -> str:
        return "extractive"

    def pieces(self, request: DraftRequest) -> list[Piece]:
        """What it writes: a letter for ``letter_draft``, a short answer or summary otherwise."""
        from vouch.draft.letter import compose_letter, compose_short

        if request.surface is Surface.LETTER_DRAFT:
            return compose_letter(request, confirm=self.confirm, similar=self.similar)
        return compose_short(request, customer_voice=request.surface is Surface.POLICY_LOOKUP, confirm=self.confirm)

    async def stream(self, request: DraftRequest) -> AsyncIterator[str]:
        pause = 1.0 / self.tokens_per_s if self.tokens_per_s > 0 else 0.0
        loop = asyncio.get_running_loop()
        started = loop.time()
        count = 0
        # Off the loop: restatements are checked while the letter is composed.
        for piece in await asyncio.to_thread(self.pieces, request):
            # Word by word, each token keeping its piece's role (a frame word is frame, a fact word a fact).
            for token in _TOKEN.findall(piece):
                count += 1
                yield Piece(token, piece.role, piece.part)
                if pause:
                    # Pace against the start, not the last token, so the rate holds under load.
                    await asyncio.sleep(max(0.0, started + count * pause - loop.time()))
                else:
                    await asyncio.sleep(0)

    async def close(self) -> None:
        return None
