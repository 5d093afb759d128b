"""A letter from checked facts: salutation, an opening naming the claim, one paragraph per part of the
instruction, what happens next, and a sign-off.

The frame (greeting, opening, offer of help, sign-off) is written here by construction and states no fact
from the documents, so it is sent as ``Role.FRAME`` and not checked. Every other sentence is a passage's own
sentence in the customer's voice (``extractive.in_letter_voice``), chosen because it shares a topic word with
the part it answers, and checked like any drafted sentence. A sentence is used once and a fact once: a
sentence whose amounts, dates and topic words were all stated already is left out. Sentences a customer
should not read (handler procedure, file-note headers and diary lines, third-person wording that the voice
could not turn round) are left out, never pasted.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

from vouch.draft.base import DraftRequest, InstructionPart, LetterContext, Piece, Role, TemplateSlotText
from vouch.draft.instruction import Addressee, LetterType
from vouch.draft.relevance import COVERAGE, PartTopics, Similar, by_meaning, content_words, overlap, topic_words
from vouch.draft.restate import has_entry_stamp, restate, split_entries, strip_entry_header
from vouch.draft.staff import codes_in, is_staff_document, staff_wording
from vouch.passages import Passage
from vouch.search.scope import claim_ref_from_path

SENTENCES_PER_PART = 2
NEXT_STEP_SENTENCES = 2

# Wording for staff, not customers: a sentence with any of these is handler procedure or file furniture.
STAFF_WORDING = re.compile(
    r"\b(?:handlers?|(?<!loss )adjusters?|team lead(?:er)?s?|line managers?|claims? (?:team|manager|lead)s?|escalat\w*|"
    r"claim notes|recorded in|must be referred|settlement authority|(?:decline |outcome |the )?letters? must|"
    r"this (?:booklet|wording|schedule|document|note)|"
    r"authori[sz]ation|authority (?:level|limit)|refer (?:it|the claim|the file) to|diary|file notes?|"
    r"must record|record (?:the|this|a) (?:reason|decision)|on the (?:claim )?file|"
    r"policyholder|the insured|the insurer|the customer|the claimant|PH|CH|FNOL|underwriter|reserve)\b"
    r"|\[e\d+\]|\bentry \d+\b",
    re.IGNORECASE,
)
# Document furniture: headers, "Label: value" lines, claim-diary stamps, capitals runs.
_LABELS = re.compile(r"(?:^|\s)[A-Z][A-Za-z /]{1,30}:\s")
_CAPITALS_RUN = re.compile(r"\b[A-Z]{3,}(?:\s+[A-Z&\u2013-]{2,}){2,}\b")
_TIMESTAMP = re.compile(r"^\s*(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}-\d{2}-\d{2})(?:\s+\d{1,2}:\d{2})?\b")
_FIRST_PERSON_STAFF = re.compile(r"^(?:I|We) (?:called|spoke|emailed|phoned|rang|left|noted|checked|chased)\b")
_ENTRY_LEAD = re.compile(
    r"^\s*\[e\d+\]\s*(?:[A-Z][a-z]+\s+){0,3}(?:handler|adjuster|assessor|manager|officer|team|lead)\b\s*[:\u2013-]?\s*"
)
_VALUE = re.compile(
    r"£\s?\d[\d,]*(?:\.\d+)?|\b\d+(?:\.\d+)?\s?%|\b\d+\s+(?:days?|weeks?|months?|years?|hours?)\b"
    r"|\b\d{1,2}\s+[A-Z][a-z]+\s+\d{4}\b|\b[A-Z]{1,4}-?\d[\w-]*\b",
)
# What counts as "what happens next" in each kind of letter.
_NEXT_STEP: dict[LetterType, re.Pattern[str]] = {
    LetterType.DECLINE: re.compile(r"\b(?:appeal\w*|review\w*|reconsider\w*|complain\w*|ombudsman)\b", re.I),
    LetterType.COMPLAINT_RESPONSE: re.compile(r"\bombudsman\b", re.I),
    LetterType.SETTLEMENT: re.compile(
        r"\b(?:we will (?:pay|make|send) (?:the |your |this |any )?(?:payment|settlement|balance|amount|it)\b|"
        r"payments? (?:will|is|are) (?:be )?(?:made|sent|paid)|paid within|payments? stop)",
        re.I,
    ),
    LetterType.REQUEST_FOR_INFORMATION: re.compile(
        r"\b(?:send us|provide us|give us|let us have|send (?:this|them|it|the \w+) to us)\b.*\bwithin\b", re.I
    ),
    LetterType.ACKNOWLEDGEMENT: re.compile(r"\b(?:we will (?:contact|call|write|visit|arrange|send))\b", re.I),
    LetterType.GENERAL: re.compile(r"(?!)"),
}
# A further sentence for a part must answer it nearly as well as the best one (no padding).
FURTHER_SENTENCE_SHARE = 0.6
# What a sentence shares with the rest of the instruction breaks ties between sentences that answer a part alike:
# each shared topic word (up to three) adds a twentieth of what a part's whole topic weight does (2.0).
BACKGROUND_WEIGHT = 0.1
BACKGROUND_WORDS = 3


# Not the letter's own words: a sentence about a named person in the third person ("Mrs Whitcombe reports
# ..."; the letter says "you"), correspondence furniture ("Dear Sir or Madam", "Regards"), a sentence that leans
# on the one before it ("If we cannot, ..."), an instruction to staff ("Pay the quote ...").
_NAMED_PERSON = re.compile(r"\b(?:Mr|Mrs|Ms|Miss|Mx|Dr)\.?\s+[A-Z][a-z]")
# The third person for a person ("She left it in her bag"): the letter speaks to its reader, and a file's
# "he" may be someone else entirely (restate turns the addressee's round; what is left is not theirs).
_THIRD_PERSON = re.compile(r"\b(?:he|she|him|his|her|hers|himself|herself)\b", re.IGNORECASE)
# A customer's own words in their e-mail ("I was never told"): the letter's "I" is its signatory.
_FIRST_PERSON_SINGULAR = re.compile(r"\b(?:I|[Mm]y|me|mine|[Mm]yself)\b")
# "Section I", "Coverage I", "Part I": a numbered division's Roman one, not the pronoun.
_ROMAN_ONE = re.compile(
    r"\b(?:Section|Sections|Part|Parts|Coverage|Coverages|Schedule|Class|Chapter|Article|Appendix|Annex|Table|Tier|"
    r"Category|Level|Type|Stage|Phase|Form)\s+I\b(?!')"
)
_CORRESPONDENCE = re.compile(r"\b(?:Dear|Regards|Yours (?:sincerely|faithfully)|Kind regards)\b")
_LEANS_BACK = re.compile(
    r"^(?:This|These|That|Those|It|They|Such|Otherwise|If not|If (?:we|you|they) (?:cannot|can't|do not|don't))\b"
)
_IMPERATIVE_VERBS = (
    r"(?:Pay|Check|Quote|Record|Send|Ask|Tell|Refer|Escalate|Offer|Use|Add|Deduct|Confirm|Explain|Include|Note|"
    r"Call|Email|E-mail|Write|Update|Log|Chase|Request|Decline|Approve|Arrange|Book|Obtain|Make sure|Ensure|Key|"
    r"Enter|Flag|Mark|Issue|Set|Keep|Give|Treat|Apply|Close|Open|Reopen|Pass|Notify|State|Show|List|Say|Advise|Inform)\b"
)
# An instruction to staff: at the start, or after a procedure's topic label ("Water back-up losses: confirm
# on the declarations ...").
_IMPERATIVE = re.compile(
    r"^(?:[A-Z][\w ,/'-]{2,60}:\s+|(?:On|For|In|At|After|Before|When|Where|If|Once|With)\b[^,]{2,60},\s+)?"
    r"(?:(?:Always|Never|Also|Only)\s+)?"
    r"(?i:" + _IMPERATIVE_VERBS + ")"
)
# A rule for staff about what letters and responses must say ("Final responses must give ...").
_STAFF_RULE = re.compile(
    r"\b(?:responses?|letters?|replies|notices?|decisions?|handlers?|checks|cheques|payments|files?|notes?)\s+"
    r"(?:must|should|shall)\s+(?:give|quote|include|"
    r"state|say|show|set out|explain|contain|name)\b",
    re.IGNORECASE,
)
_SHORTHAND = re.compile(
    r"^(?:Reported|Told|Called|Chased|Sent|Received|Booked|Spoke|Emailed|Phoned|Rang|Left|Noted|Checked|Advised|"
    r"Agreed|Confirmed|Requested|Asked|Appointed|Approved|Awaiting|Awaited|Await)\b"
)


# A heading that ingest ran into its passage's text ("Claim Decisions And Complaints.", "General condition 5 -
# Unoccupancy."): a title, not a sentence, and no answer to anything.
_SMALL_WORDS = frozenset(["a", "an", "and", "or", "of", "the", "to", "for", "in", "on", "at", "by", "with", "from"])
_NUMBERED_HEADING = re.compile(
    r"^[A-Z][\w'\u2019]*\s+(?:[\w'\u2019]+\s+){0,3}\d+(?:\.\d+)*\s*[\u2013\u2014:-]\s*[A-Z][\w' ,&\u2019-]{0,50}\.?$"
)


def is_heading(sentence: str) -> bool:
    """A title in Title Case ("Claim Decisions And Complaints.") or a numbered one ("Condition 5 - Unoccupancy")."""
    text = sentence.strip().rstrip(".:")
    if _NUMBERED_HEADING.match(text):
        return True
    words = [w for w in re.findall(r"[A-Za-z][\w'\u2019-]*", text) if w.lower() not in _SMALL_WORDS]
    return 2 <= len(words) <= 8 and all(w[0].isupper() for w in words) and not re.search(r"[£$€]|\d{2}", text)


def letter_ready(sentence: str, *, follows: bool = False, printed: Collection[str] | None = None) -> bool:
    """Whether a customer may read the sentence as it stands (``follows``: right after the sentence it leans on;
    ``printed``: the codes the letter's customer documents print, any other code being internal)."""
    if STAFF_WORDING.search(sentence) or _CAPITALS_RUN.search(sentence) or _TIMESTAMP.match(sentence):
        return False
    if staff_wording(sentence, printed) is not None or is_heading(sentence):
        return False
    if _NAMED_PERSON.search(sentence) or _CORRESPONDENCE.search(sentence):
        return False
    if _LEANS_BACK.match(sentence) and not follows:
        return False
    if _THIRD_PERSON.search(sentence) or _FIRST_PERSON_SINGULAR.search(_ROMAN_ONE.sub(" ", sentence)):
        return False
    if _IMPERATIVE.match(sentence) or _SHORTHAND.match(sentence) or _STAFF_RULE.search(sentence):
        return False
    if len(_LABELS.findall(sentence)) >= 2 or _FIRST_PERSON_STAFF.match(sentence):
        return False
    return len(sentence.split()) >= 4


def strip_entry_lead(text: str) -> str:
    """A file-note entry's marker and author role ("[e4] Motor claims handler:") are not the letter's words."""
    return _ENTRY_LEAD.sub("", text)


@dataclass(frozen=True)
class _Chosen:
    text: str  # in the letter's voice
    facts: frozenset[str]
    words: frozenset[str]


def _facts(text: str) -> frozenset[str]:
    return frozenset(re.sub(r"\s+", "", v.lower()) for v in _VALUE.findall(text))


class _Written:
    """What the letter has said so far: no sentence twice, no fact twice."""

    def __init__(self) -> None:
        self.chosen: list[_Chosen] = []
        self.passages: set[str] = set()

    def repeats(self, text: str) -> bool:
        facts, words = _facts(text), frozenset(content_words(text))
        for earlier in self.chosen:
            if text == earlier.text:
                return True
            shared = len(words & earlier.words) / max(1, len(words))
            if facts and facts <= earlier.facts and shared >= 0.7:
                return True
            if not facts and shared >= 0.8:
                return True
        return False

    def add(self, text: str) -> None:
        self.chosen.append(_Chosen(text, _facts(text), frozenset(content_words(text))))


@dataclass(frozen=True)
class _Sentence:
    text: str  # as the letter would say it
    restated: bool  # rewritten from a file-note entry: used only when the checker keeps it against the entry
    pieces: tuple[str, ...] = ()  # a topic sentence and the next one giving its answer: each checked on its own


def _ready(sentence: _Sentence, printed: Collection[str] | None = None) -> bool:
    if sentence.pieces:
        return letter_ready(sentence.pieces[0], printed=printed) and letter_ready(
            sentence.pieces[1], follows=True, printed=printed
        )
    return letter_ready(sentence.text, printed=printed)


def printed_codes(passages: Sequence[Passage], *refs: str | None) -> frozenset[str]:
    """The codes a letter may quote: those its customer documents print (a policy wording, a schedule, an
    endorsement: neither a claim file nor a staff procedure), in their words, headings or names, and the
    letter's own references."""
    texts = [
        " ".join([p.text, p.document_id, *p.heading_path])
        for p in passages
        if claim_ref_from_path(p.document_id) is None
        and not passage_is_claim_note(p)
        and not is_staff_document(p)
        and STAFF_WORDING.search(p.text) is None
    ]
    return codes_in([*texts, *(r for r in refs if r)])


def _with_answers(sentences: list[_Sentence], topics: PartTopics) -> list[_Sentence]:
    """A part that asks for a time or an amount is often answered in two sentences: one names the topic ("you may
    ask for a review by a claims manager"), the next gives the answer and leans on it ("Please ask within 21
    days"). Such a pair is a candidate of its own, read together."""
    if not (topics.wants_time or topics.wants_amount):
        return sentences
    out = list(sentences)
    for first, second in itertools.pairwise(sentences):
        if topics.right_kind(first.text) or not topics.right_kind(second.text) or not topics.overlap(first.text):
            continue
        if topics.overlap(second.text) >= topics.overlap(first.text):
            continue  # the second answers on its own
        out.append(
            _Sentence(f"{first.text} {second.text}", first.restated or second.restated, (first.text, second.text))
        )
    return out


def _passage_sentences(passage: Passage, voice: bool, addressee: Addressee | None = None) -> list[_Sentence]:
    from vouch.draft.extractive import in_letter_voice, split_sentences, table_sentences

    row = passage.table_row
    note = voice and passage_is_claim_note(passage)
    dates = passage.text  # the header's own time stamp shows how the entry writes its dates
    if row is not None:
        raw = [(s, passage.text) for s in table_sentences(row)]
    elif note:
        # A passage may hold several entries, each under its own header: each is read on its own.
        entries = [strip_entry_header(strip_entry_lead(e)) for e in split_entries(passage.text)]
        raw = [(s, e) for e in entries for s in split_sentences(e)]
    else:
        raw = [(s, passage.in_context) for s in split_sentences(strip_entry_lead(passage.in_context))]
    out = []
    for sentence, entry in raw:
        if not sentence or len(sentence) < 12:
            continue
        if note:
            restated = restate(sentence, entry, addressee, dates)
            if restated is not None:
                out.append(_Sentence(in_letter_voice(restated), True))
            continue
        out.append(_Sentence(in_letter_voice(sentence) if voice else sentence, False))
    return out


Confirm = Callable[[str, Passage], bool]


def pick(
    query: str,
    passages: Sequence[Passage],
    written: _Written,
    limit: int,
    *,
    voice: bool = True,
    customer: bool = True,
    must_match: re.Pattern[str] | None = None,
    addressee: Addressee | None = None,
    confirm: Confirm | None = None,
    similar: Similar | None = None,
    printed: Collection[str] | None = None,
    identity: frozenset[str] = frozenset(),
    background: frozenset[str] = frozenset(),
) -> list[str]:
    """Up to ``limit`` sentences of ``passages`` that answer ``query``, best first, none said before. A sentence
    restated from a file note is used only when ``confirm`` (the checker) keeps it against its entry; with a
    checker, no sentence is drafted that it would remove against its own passage. ``identity``: the request's
    names that identify the claim, not owed (``relevance.identity_names``). ``background``: the topic words of
    the rest of the instruction; between sentences that answer the part alike, the one that shares more of them
    is about this letter's matter ("any extra excess" in a letter about delivery riding: the delivery excess)."""
    topics = topic_words(query)
    weighted = PartTopics(query, passages, identity)
    scored: list[tuple[float, float, int, int, _Sentence, Passage]] = []
    maybe: list[tuple[float, float, int, int, _Sentence, Passage]] = []  # some of the words: meaning decides
    for rank, passage in enumerate(passages):
        if customer and is_staff_document(passage):
            continue  # a staff document's wording is evidence, never pasted into a customer letter
        for index, sentence in enumerate(_with_answers(_passage_sentences(passage, voice, addressee), weighted)):
            text = sentence.text
            if customer and not _ready(sentence, printed):
                continue
            if must_match is not None and not must_match.search(text):
                continue
            own = weighted.overlap(text)
            context = overlap(topics, " ".join(passage.heading_path))
            working = weighted.works_out(text, passage.search_text)
            if own == 0 and (context == 0 or index > 0) and not working:
                continue
            heading = " ".join(passage.heading_path)
            lexical = working or (weighted.coverage(f"{heading} {text}") >= COVERAGE and weighted.right_kind(text))
            # A customer-facing document's sentence before a claim note's or a staff procedure's (the same
            # fact reads better where it was written for the customer), then retrieval's rank, reading order.
            staff = STAFF_WORDING.search(passage.text) is not None and not passage_is_claim_note(passage)
            if staff and must_match is not None:
                continue  # what happens next is told from what the customer was told, not staff procedure
            second_hand = 1.0 if passage_is_claim_note(passage) or staff else 0.0
            # By the weight of the part's words the sentence carries, not their count: a note that names the
            # part's rare word ("adverts") answers it better than a wording sharing only a common one ("used").
            # Being second-hand costs less than a word: the same fact reads better in the customer's document,
            # but a note that answers is better than a wording that does not.
            # A calculation answers for its passage: it rarely repeats what it is the calculation of.
            share = max(weighted.coverage(text), weighted.coverage(passage.search_text) if working else 0.0)
            about = min(BACKGROUND_WORDS, len(background & content_words(text)))
            entry = (
                2.0 * share + 0.5 * context - 0.5 * second_hand + 1.0 / (rank + 2) + BACKGROUND_WEIGHT * about,
                share,
                index,
                rank,
                sentence,
                passage,
            )
            if must_match is not None or lexical:
                scored.append(entry)
            else:
                maybe.append(entry)  # it shares a word with the part; whether it answers it is meaning's call
    meant = by_meaning(weighted, query, [c[4].text for c in maybe], similar)
    scored.extend(c for c, ok in zip(maybe, meant, strict=True) if ok)
    out: list[str] = []
    best: float | None = None
    for _, carried, _, _, sentence, passage in sorted(scored, key=lambda c: (-c[0], c[3], c[2])):
        if len(out) >= limit or (best is not None and carried < FURTHER_SENTENCE_SHARE * best):
            break
        text = sentence.text
        # A topic sentence and its answer read together are two sentences of the letter: neither said before.
        said = sentence.pieces or (text,)
        if text in out or any(written.repeats(t) for t in said):
            continue
        if sentence.restated and confirm is None:
            continue  # with no checker to vouch for a restatement, file notes are not drafted from
        if confirm is not None and not all(confirm(t, passage) for t in said):
            continue  # a sentence the checker would remove is not drafted; the next best one may be
        out.append(text)
        for piece in said:
            written.add(piece)
        best = carried if best is None else best
    return out


def passage_is_claim_note(passage: Passage) -> bool:
    """A file-note entry (``notes.txt#e4``), or a passage holding diary entries that ingest did not split
    ("... Fixed xs £99. [22/10/2026 14:40] K.Brannigan: ..."): evidence, but a policy sentence says the same
    thing better, and its words are staff's, restated or left out."""
    if re.match(r"e\d", passage.address.rpartition("#")[2]) is not None:
        return True
    return has_entry_stamp(passage.text)


# -- the frame ------------------------------------------------------------------------------------------------

# What the letter is about, after "I am writing about your claim REF and ..." / "I am writing about ...".
_ABOUT: dict[LetterType, tuple[str, str]] = {
    LetterType.DECLINE: ("our decision on it", "our decision on your claim"),
    LetterType.COMPLAINT_RESPONSE: ("your complaint about it", "your complaint"),
    LetterType.SETTLEMENT: ("its settlement", "the settlement of your claim"),
    LetterType.REQUEST_FOR_INFORMATION: (
        "some information we need from you to deal with it",
        "some information we need from you about your claim",
    ),
    LetterType.ACKNOWLEDGEMENT: ("", ""),
    LetterType.GENERAL: ("your questions about it", ""),
}


def salutation(letter: LetterContext) -> str:
    return letter.addressee.salutation if letter.addressee is not None else "Dear Sir or Madam,"


def opening(letter: LetterContext) -> str:
    with_ref, without = _ABOUT[letter.letter_type]
    if letter.letter_type is LetterType.ACKNOWLEDGEMENT:
        ref = f" {letter.claim_ref}" if letter.claim_ref else ""
        return f"Thank you for telling us about your claim{ref}."
    if letter.claim_ref:
        return f"I am writing about your claim {letter.claim_ref} and {with_ref}."
    if letter.letter_type is LetterType.GENERAL:
        return "Thank you for your enquiry about your policy."
    return f"I am writing about {without}."


def _person(name: str) -> str:
    """A sign-in name as people write it: "hana" -> "Hana", "j.smith" -> "J Smith"; given capitals kept."""
    words = re.split(r"[\s._]+", name.strip())
    return " ".join(w if any(c.isupper() for c in w) else w.capitalize() for w in words if w)


def sign_off(letter: LetterContext) -> list[str]:
    lines = ["Yours sincerely,"] if letter.addressee is not None else ["Yours faithfully,"]
    if letter.author_name:
        lines.append(_person(letter.author_name))
    if letter.author_team:
        team = letter.author_team.strip()
        lines.append(team[0].upper() + team[1:] + ("" if re.search(r"\bteam\b", team, re.I) else " team"))
    return lines


def closing(letter: LetterContext) -> str:
    return "If you have any questions, please contact me."


def frame_lines(letter: LetterContext) -> frozenset[str]:
    """Every line of the frame, as given to any drafter: a sentence that is exactly one of them (a model
    server's copy of the salutation or the opening) is frame by construction too."""
    return frozenset([salutation(letter), opening(letter), closing(letter), *sign_off(letter)])


# -- the letter ---------------------------------------------------------------------------------------------


def compose_letter(
    request: DraftRequest, confirm: Confirm | None = None, similar: Similar | None = None
) -> list[Piece]:
    """The letter as pieces (frame or the part each fact answers), paragraphs separated by blank lines."""
    letter = request.letter
    parts = request.parts or (InstructionPart(request.instruction, request.instruction, tuple(request.passages)),)
    written = _Written()
    body: list[Piece] = []
    everything = [*request.passages, *(p for part in parts for p in part.passages), *letter.next_steps]
    printed = printed_codes(everything, letter.claim_ref)
    instruction = topic_words(request.instruction) - {w for p in parts for w in p.identity}
    for index, part in enumerate(parts):
        sentences = pick(
            part.query,
            part.passages,
            written,
            SENTENCES_PER_PART,
            addressee=letter.addressee,
            confirm=confirm,
            similar=similar,
            printed=printed,
            identity=part.identity,
            background=frozenset(instruction - topic_words(part.query)),
        )
        if sentences:
            body.append(Piece(" ".join(sentences), Role.PART, index))
    if letter.template is not None:
        return _fill_template(request, body, written, confirm)
    pieces: list[Piece] = [Piece(salutation(letter), Role.FRAME), Piece(opening(letter), Role.FRAME), *body]
    steps = _next_steps(letter, written, confirm)
    if steps:
        pieces.append(Piece(" ".join(steps), Role.PART, None))
    pieces.append(Piece(closing(letter), Role.FRAME))
    return _paragraphs(pieces, sign_off(letter))


def frame_only_letter(request: DraftRequest) -> list[Piece]:
    """A letter the documents answer nothing in: its frame alone (or the approved template with empty slots),
    every piece written by construction; the parts are named as not found beside it, not guessed at."""
    letter = request.letter
    if letter.template is not None:
        return _fill_template(request, [], _Written())
    pieces = [Piece(salutation(letter), Role.FRAME), Piece(opening(letter), Role.FRAME)]
    pieces.append(Piece(closing(letter), Role.FRAME))
    return _paragraphs(pieces, sign_off(letter))


_NEXT_STEP_WORDS = "appeal review complaint complain ombudsman payment pay paid send provide contact within days"


def _next_steps(letter: LetterContext, written: _Written, confirm: Confirm | None = None) -> list[str]:
    pattern = _NEXT_STEP[letter.letter_type]
    return pick(_NEXT_STEP_WORDS, letter.next_steps, written, NEXT_STEP_SENTENCES, must_match=pattern, confirm=confirm)


def _paragraphs(pieces: list[Piece], signature: list[str]) -> list[Piece]:
    out: list[Piece] = []
    for piece in pieces:
        if out:
            out.append(Piece("\n\n", Role.FRAME))
        out.append(piece)
    out.append(Piece("\n\n", Role.FRAME))
    out.append(Piece("\n".join(signature), Role.FRAME))
    return out


def _fill_template(
    request: DraftRequest, body: list[Piece], written: _Written, confirm: Confirm | None = None
) -> list[Piece]:
    """The approved wording as approved; each slot filled with the letter's facts or its frame values."""
    letter = request.letter
    assert letter.template is not None
    values = {
        "salutation": Piece(salutation(letter), Role.FRAME),
        "claim_ref": Piece(letter.claim_ref or "", Role.FRAME),
        "addressee": Piece(letter.addressee.full if letter.addressee else "", Role.FRAME),
        "author": Piece(_person(letter.author_name or ""), Role.FRAME),
        "team": Piece((letter.author_team or "").strip(), Role.FRAME),
    }
    steps = _next_steps(letter, written, confirm)
    out: list[Piece] = []
    previous = ""
    for paragraph in letter.template.paragraphs:
        line: list[Piece] = []
        for item in paragraph:
            line.extend(_slot(item, values, body, steps))
        said = "".join(line).strip()
        if not said:
            continue
        if out:
            # The lines of a signature block ("Yours sincerely," / name / team) stay together.
            block = len(previous.split()) <= 4 and len(said.split()) <= 4 and not previous.startswith("Dear ")
            out.append(Piece("\n" if block else "\n\n", Role.FRAME))
        out.extend(line)
        previous = said
    return out


def _slot(item: TemplateSlotText, values: dict[str, Piece], body: list[Piece], steps: list[str]) -> list[Piece]:
    if not item.slot:
        return [Piece(item.text, Role.APPROVED)]
    name = item.text.strip().lower()
    if name in values:
        return [values[name]]
    if name in {"body", "facts", "answer", "details", "reasons", "reason"}:
        joined: list[Piece] = []
        for piece in body:
            if joined:
                joined.append(Piece("\n\n", Role.FRAME))
            joined.append(piece)
        return joined
    if name in {"next_steps", "what_next", "appeal", "next"}:
        return [Piece(" ".join(steps), Role.PART, None)] if steps else []
    return []


def compose_short(request: DraftRequest, *, customer_voice: bool, confirm: Confirm | None = None) -> list[Piece]:
    """A lookup answer or an internal summary: the sentences that answer each part, no frame."""
    parts = request.parts or (InstructionPart(request.instruction, request.instruction, tuple(request.passages)),)
    written = _Written()
    out: list[Piece] = []
    for index, part in enumerate(parts):
        sentences = pick(
            part.query,
            part.passages,
            written,
            SENTENCES_PER_PART,
            voice=customer_voice,
            customer=False,
            confirm=confirm,
            identity=part.identity,
        )
        if sentences:
            if out:
                out.append(Piece(" ", Role.FRAME))
            out.append(Piece(" ".join(sentences), Role.PART, index))
    return out
