"""Clause-level claim decomposition from the dependency parse.

``decompose(sentence_text)`` splits a sentence into the claims a reader would check one by one:

- coordinated independent clauses ("We will pay for the repairs and your excess is £350."), and coordinated
  verb phrases sharing a subject, whose subject and auxiliaries are restored in the claim's text ("We will
  repair the ceiling and replace the carpet" -> "We will repair the ceiling" / "We will replace the carpet");
- an amount list with the verb left out ("we will pay up to £3,000 per person and up to £12,000 per
  booking");
- non-restrictive relative clauses and appositives that state a fact of their own ("Endorsement E12, which
  increased your excess to £2,500, applies from ...");
- reasons ("Because your suitcase was delayed by 19 hours, ..."), which are also kept on the main claim.

What must survive does survive: each claim records its negation, modality, quantifiers and the condition
that governs it, and keeps them in its text. Splitting is conservative: coordination is never split when the
negation, "only", a negative subject or a condition would be separated from part of what it governs, or on
"or"/"nor" (a disjunction asserts neither side). A condition before the main clause governs every clause
coordinated with it and is copied into each of their texts. Ranges are into the sentence's own characters
even where the text restores words from elsewhere in it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from spacy.tokens import Doc, Token

from vouch.verify.lexicon import NEGATION_WORDS, NOT_NEGATING_AFTER_NO, QUANTIFIER_WORDS, alternation
from vouch.verify.nlp import parse_as_one_sentence
from vouch.verify.types import Claim, Modality
from vouch.verify.values import extract_values

# (words the clause starts with, condition_kind); longest first so "only if" wins over "if".
CONDITION_MARKERS: tuple[tuple[str, str], ...] = (
    ("provided that", "provided"),
    ("providing that", "provided"),
    ("as long as", "as long as"),
    ("so long as", "as long as"),
    ("on condition that", "on condition"),
    ("in the event that", "in the event"),
    ("except where", "except where"),
    ("except when", "except where"),
    ("except if", "except where"),
    ("even if", "even if"),
    ("even where", "even where"),
    ("even when", "even where"),
    ("only if", "only if"),
    ("only when", "only if"),
    ("only where", "only if"),
    ("provided", "provided"),
    ("providing", "provided"),
    ("unless", "unless"),
    ("whenever", "when"),
    ("wherever", "where"),
    ("if", "if"),
    ("when", "when"),
    ("where", "where"),
    ("once", "once"),
    ("while", "while"),
    ("until", "until"),
    ("before", "before"),
    ("after", "after"),
    ("whilst", "while"),
    ("should", "if"),  # "Should you remain unhappy, ..."
)
# Time limits rather than conditions: they block a split like a condition would ("we will repair X and replace Y
# before winter" must not lose "before winter" from its first half) but are not reported as the condition.
TEMPORAL_KINDS = frozenset({"until", "before", "after"})
# Markers that state a condition outright rank above those that may only set a time ("when", "where").
STRONG_CONDITION_KINDS = frozenset(
    {
        "if",
        "only if",
        "unless",
        "provided",
        "as long as",
        "on condition",
        "in the event",
        "except where",
        "except",
        "subject to",
        "even if",
        "even where",
    }
)
REASON_MARKERS: tuple[tuple[str, str], ...] = (
    ("because", "because"),
    ("given that", "because"),
    ("now that", "because"),
    ("since", "since"),
    ("as", "as"),
)
# "as long as", "as soon as", "as if", "as well as" are not reasons.
NOT_REASON_AFTER_AS = frozenset({"long", "soon", "if", "well", "though", "far", "much"})
PREPOSITIONAL_CONDITIONS: tuple[tuple[str, str], ...] = (
    ("subject to", "subject to"),
    ("in the event of", "in the event"),
    ("except where", "except where"),
    ("except when", "except where"),
    ("except if", "except where"),
    ("except for", "except"),
    ("except", "except"),
    ("provided that", "provided"),
    ("providing that", "provided"),
    ("provided", "provided"),
    ("providing", "provided"),
)
# The parser labels "Provided that ..." a preposition and "Subject to ..." an adverbial clause, so both kinds
# of marker are looked for on both kinds of token; longest phrases first.
ALL_CONDITION_MARKERS: tuple[tuple[str, str], ...] = tuple(
    sorted((*CONDITION_MARKERS, *PREPOSITIONAL_CONDITIONS), key=lambda marker: -len(marker[0].split()))
)
# Coordinators that join two assertions. "or"/"nor"/"either" join alternatives, which are not split.
SPLITTING_COORDINATORS = frozenset({"and", "but", "yet", "so", "whereas", ";", ",", "and also", "but also"})
SCOPE_WORDS_BLOCKING_SPLIT = frozenset({"not", "n't", "never", "only", "neither", "nor", "no", "none", "nobody"})
MODAL_WORDS: dict[str, Modality] = {
    "aim": Modality.AIM,
    "try": Modality.AIM,
    "endeavour": Modality.AIM,
    "endeavor": Modality.AIM,
    "seek": Modality.AIM,
    "intend": Modality.AIM,
    "usually": Modality.AIM,
    "normally": Modality.AIM,
    "generally": Modality.AIM,
    "typically": Modality.AIM,
    "ordinarily": Modality.AIM,
    "may": Modality.MAY,
    "might": Modality.MAY,
    "can": Modality.MAY,
    "could": Modality.MAY,
    "ca": Modality.MAY,  # the "ca" of "can't"
    "able": Modality.MAY,
    "unable": Modality.MAY,
    "must": Modality.MUST,
    "shall": Modality.MUST,
    "should": Modality.MUST,
    "require": Modality.MUST,
    "oblige": Modality.MUST,
    "ought": Modality.MUST,
    "will": Modality.WILL,
    "would": Modality.WILL,
    "wo": Modality.WILL,  # the "wo" of "won't"
    "'ll": Modality.WILL,
}
MODALITY_PRIORITY = (Modality.AIM, Modality.MAY, Modality.MUST, Modality.WILL)
_BOUND_QUANTIFIER = re.compile(
    r"\b(up to|at least|no more than|not more than|more than|less than|fewer than|at most|a maximum of|"
    r"maximum of|a minimum of|minimum of|in excess of|not exceeding|no later than|no longer than|no less than|"
    r"not less than|over|under|above|below|exceeding)\s+",
    re.IGNORECASE,
)
_WORD_QUANTIFIER = re.compile(rf"\b({alternation(QUANTIFIER_WORDS)})\b", re.IGNORECASE)
_THE_MOST = re.compile(r"\bthe most\b[^.;]*?\b(?:is|of|will be)\s+", re.IGNORECASE)
_FREQUENCY = re.compile(r"(once|twice)\b", re.IGNORECASE)


@dataclass(frozen=True)
class _Condition:
    head: int  # the clause's verb (or the preposition), whose head is what the condition governs
    tokens: frozenset[int]  # the clause's token indices (with "only" when it leads "only if")
    start: int  # character range in the sentence
    end: int
    kind: str
    is_reason: bool

    def text(self, sentence: str) -> str:
        return sentence[self.start : self.end]


@dataclass
class _Unit:
    """One claim being built: the tokens that carry it, and what it borrows from the rest of the sentence."""

    head: Token
    tokens: set[int]
    prefix: list[Token] = field(default_factory=list)  # restored subject, auxiliaries, verb
    shared: list[_Condition] = field(default_factory=list)  # fronted conditions it inherits
    text_override: str | None = None  # for relative clauses and appositives, rendered with their antecedent
    removed: set[int] = field(default_factory=set)  # tokens moved out to a claim of their own
    whole: bool = False  # the parse was not trusted: the claim is the whole sentence, judged word by word


def decompose(sentence_text: str) -> list[Claim]:
    """The clause-level claims of one sentence, in sentence order. Deterministic: same text, same claims."""
    if not sentence_text.strip():
        return []
    doc = parse_as_one_sentence(sentence_text)
    roots = [token for token in doc if token.dep_ == "ROOT"]
    if len(roots) != 1 or not any(token.pos_ in ("VERB", "AUX") for token in doc):
        return [_claim_for(sentence_text, doc, _whole_unit(doc), [])]
    root = roots[0]
    conditions = _conditions(doc)
    if _root_is_subordinate(doc, root):
        return [_claim_for(sentence_text, doc, _whole_unit(doc), conditions)]
    units = _coordinated_units(doc, root, conditions)
    extras = [extra for unit in units for extra in _subordinate_units(doc, unit, conditions)]
    claims = [_claim_for(sentence_text, doc, unit, conditions) for unit in [*units, *extras]]
    claims = [claim for claim in claims if claim.text]
    return sorted(_deduplicate(claims), key=lambda claim: (claim.start, -(claim.end - claim.start)))


# ---------------------------------------------------------------------------------------------------------
# Conditions and reasons.


def _lower_words(doc: Doc, start_index: int, count: int) -> str:
    return " ".join(token.lower_ for token in doc[start_index : start_index + count])


def _marker_at(doc: Doc, index: int, markers: Sequence[tuple[str, str]]) -> str | None:
    for phrase, kind in markers:
        words = len(phrase.split())
        if _lower_words(doc, index, words) == phrase:
            return kind
    return None


def _conditions(doc: Doc) -> list[_Condition]:
    """Every adverbial clause that is a condition or a reason, and conditions made of a preposition."""
    found: list[_Condition] = []
    for token in doc:
        if token.dep_ == "advcl" or (token.dep_ == "ccomp" and _is_inverted_condition(doc, token)):
            condition = _adverbial_condition(doc, token)
            if condition is not None:
                found.append(condition)
        elif token.dep_ == "prep" or token.lower_ in ("subject", "except", "provided", "providing"):
            condition = _prepositional_condition(doc, token)
            if condition is not None:
                found.append(condition)
    return found


def _is_inverted_condition(doc: Doc, clause: Token) -> bool:
    """'Should you remain unhappy, ...': a clause opened by "should" before its subject, ahead of its head."""
    first = clause.left_edge
    return first.lower_ == "should" and first.dep_ == "aux" and clause.i < clause.head.i and _has_subject(clause)


def _span_condition(doc: Doc, head: Token, first: int, last: int, kind: str, is_reason: bool) -> _Condition:
    while last > first and doc[last].is_punct:
        last -= 1
    start = doc[first].idx
    end = doc[last].idx + len(doc[last].text)
    return _Condition(head.i, frozenset(range(first, last + 1)), start, end, kind, is_reason)


def _adverbial_condition(doc: Doc, clause: Token) -> _Condition | None:
    first = clause.left_edge.i
    last = clause.right_edge.i
    # The parser often hangs the first words of "as long as" / "even if" outside the clause.
    if first >= 2 and _lower_words(doc, first - 2, 3) in ("as soon as", "as well as"):
        return None  # a time ("as soon as reasonably possible"), not a condition or a reason
    if first >= 2 and _lower_words(doc, first - 2, 3) in ("as long as", "so long as"):
        first -= 2
    elif first >= 1 and doc[first - 1].lower_ == "even":
        first -= 1
    reason = _marker_at(doc, first, REASON_MARKERS)
    if reason == "as" and first + 1 < len(doc) and doc[first + 1].lower_ in NOT_REASON_AFTER_AS:
        reason = None
    if reason is not None:
        return _span_condition(doc, clause, first, last, reason, is_reason=True)
    kind = _marker_at(doc, first, ALL_CONDITION_MARKERS)
    if kind is None:
        return None
    if kind == "if" and doc[first].lower_ == "should" and not _is_inverted_condition(doc, clause):
        return None  # "should" as the clause's own auxiliary, not an inverted "if"
    if first > 0 and doc[first - 1].lower_ == "only" and kind in ("if", "when", "where"):
        return _span_condition(doc, clause, first - 1, last, "only if", is_reason=False)
    # "is only covered if ...", "we will only pay if ...": "only" on the verb makes the condition exclusive.
    if kind in ("if", "when", "where") and any(
        child.lower_ == "only" and child.i < first for child in clause.head.children
    ):
        return _span_condition(doc, clause, first, last, "only if", is_reason=False)
    return _span_condition(doc, clause, first, last, kind, is_reason=False)


def _prepositional_condition(doc: Doc, token: Token) -> _Condition | None:
    kind = _marker_at(doc, token.i, ALL_CONDITION_MARKERS)
    if kind is None:
        return None
    last = token.right_edge.i
    if kind == "subject to" and token.i + 1 < len(doc):
        last = max(last, doc[token.i + 1].right_edge.i)
    return _span_condition(doc, token, token.i, last, kind, is_reason=False)


def _governing_head(doc: Doc, condition: _Condition, heads: Iterable[Token]) -> Token | None:
    """The clause head a condition hangs from: the nearest of ``heads`` above the condition's own head."""
    head_indices = {head.i for head in heads}
    token = doc[condition.head]
    while token.head.i != token.i:
        token = token.head
        if token.i in head_indices:
            return token
    return None


# ---------------------------------------------------------------------------------------------------------
# Coordination.


def _coordinator(doc: Doc, conjunct: Token) -> str:
    """The word that joins ``conjunct`` to the clause before it ("and", "but", "or"), else ";" or ","."""
    words: list[str] = []
    punctuation: list[str] = []
    index = conjunct.left_edge.i - 1
    while index >= 0 and (doc[index].dep_ in ("cc", "preconj") or doc[index].is_punct):
        if doc[index].dep_ in ("cc", "preconj"):
            words.insert(0, doc[index].lower_)
        else:
            punctuation.append(doc[index].text)
        index -= 1
    if words:
        return " ".join(words)
    if ";" in punctuation:
        return ";"
    return "," if "," in punctuation else ""


def _has_subject(token: Token) -> bool:
    return any(child.dep_ in ("nsubj", "nsubjpass", "expl", "csubj") for child in token.children)


def _subject_of(token: Token) -> Token | None:
    for child in token.children:
        if child.dep_ in ("nsubj", "nsubjpass", "expl", "csubj"):
            return child
    return None


def _auxiliaries(token: Token) -> list[Token]:
    return [child for child in token.children if child.dep_ in ("aux", "auxpass") and child.i < token.i]


def _scope_words_before(head: Token) -> bool:
    """'not', 'never', 'only' on the head verb: they would govern a conjunct that shares the head's subject."""
    return any(
        child.lower_ in SCOPE_WORDS_BLOCKING_SPLIT and child.i < head.i and child.dep_ in ("neg", "advmod", "preconj")
        for child in head.children
    )


def _negative_subject(head: Token) -> bool:
    subject = _subject_of(head)
    if subject is None:
        return False
    return any(token.lower_ in SCOPE_WORDS_BLOCKING_SPLIT for token in subject.subtree)


def _has_own_content(head: Token, conjunct: Token) -> bool:
    """Right-node raising guard: in "we will repair and replace the glass" the head has nothing of its own."""
    ignored = {"nsubj", "nsubjpass", "aux", "auxpass", "neg", "cc", "conj", "punct", "expl", "advmod", "mark"}
    return any(child.dep_ not in ignored and child.i < conjunct.i for child in head.children)


def _is_gapped_amount(head: Token, conjunct: Token) -> bool:
    """'we will pay up to £3,000 for X, and up to £12,000 for Y': an amount coordinated with the verb's object."""
    if conjunct.pos_ != "NUM" or head.pos_ != "VERB":
        return False
    return any(
        child.dep_ in ("dobj", "attr") and child.pos_ == "NUM" and child.i < conjunct.i for child in head.children
    )


def _candidate_conjuncts(root: Token) -> list[tuple[Token, Token]]:
    """(head, conjunct) pairs of coordinated clauses reachable from the root through conj links."""
    pairs: list[tuple[Token, Token]] = []
    queue = [root]
    while queue:
        head = queue.pop(0)
        for child in head.children:
            if child.dep_ != "conj":
                continue
            # A conjunct with a subject of its own is a clause even when the tagger calls its verb a noun
            # ("the excess of £250 applies" with "applies" as a plural noun).
            if child.pos_ in ("VERB", "AUX") or _has_subject(child) or _is_gapped_amount(head, child):
                pairs.append((head, child))
                queue.append(child)
    return pairs


def _may_split(doc: Doc, head: Token, conjunct: Token, conditions: Sequence[_Condition]) -> bool:
    if _coordinator(doc, conjunct) not in SPLITTING_COORDINATORS:
        return False
    own_subject = _has_subject(conjunct)
    if conjunct.pos_ == "AUX" and not own_subject:
        return False
    if not own_subject:
        if _scope_words_before(head) or _negative_subject(head) or not _has_own_content(head, conjunct):
            return False
        # A condition after the conjunct may govern both verb phrases ("we will repair X and replace Y if ...").
        if any(min(condition.tokens) > conjunct.i and not condition.is_reason for condition in conditions):
            return False
    conjunct_start = conjunct.left_edge.i
    for condition in conditions:
        if condition.is_reason:
            continue
        governing = _governing_head(doc, condition, [head, conjunct])
        # A condition on the head that sits after the conjunct starts governs text on both sides.
        if governing is not None and governing.i == head.i and min(condition.tokens) > conjunct_start:
            return False
    return True


def _paratactic_clauses(doc: Doc, root: Token) -> list[Token]:
    """Independent clauses the parser hangs off the root without coordination: "X is not covered, so we are
    unable to accept your claim" (X as a clausal complement of "are"), or "X; Y"."""
    found: list[Token] = []
    root_result_marker = any(
        child.dep_ in ("mark", "cc", "advmod") and child.lower_ in ("so", "therefore", "hence")
        for child in root.children
    )
    for child in root.children:
        if child.dep_ not in ("ccomp", "parataxis") or not _has_subject(child):
            continue
        if child.i < root.i:
            between = doc[child.right_edge.i + 1 : _subject_start(root)]
            separated = any(token.text in (",", ";") for token in between)
            if separated and (root_result_marker or any(token.text == ";" for token in between)):
                found.append(child)
        elif child.dep_ == "parataxis" and child.left_edge.i > 0 and doc[child.left_edge.i - 1].text == ";":
            found.append(child)
    return found


def _subject_start(head: Token) -> int:
    subject = _subject_of(head)
    candidates = [head.i] + ([subject.left_edge.i] if subject is not None else [])
    candidates.extend(aux.i for aux in _auxiliaries(head))
    candidates.extend(child.i for child in head.children if child.dep_ in ("mark", "cc") and child.i < head.i)
    return min(candidates)


def _coordinated_units(doc: Doc, root: Token, conditions: Sequence[_Condition]) -> list[_Unit]:
    parents: dict[int, Token] = {}  # split clause head -> the clause it was coordinated with
    independent = {clause.i for clause in _paratactic_clauses(doc, root)}
    for top in [root.i, *sorted(independent)]:
        for head, conjunct in _candidate_conjuncts(doc[top]):
            if (head.i == top or head.i in parents) and _may_split(doc, head, conjunct, conditions):
                parents[conjunct.i] = head
    heads = sorted([root.i, *parents, *independent])
    fronted = [
        condition
        for condition in conditions
        if (governing := _governing_head(doc, condition, [doc[index] for index in heads])) is not None
        and governing.i == root.i
        and max(condition.tokens) < _subject_start(root)
        and not condition.is_reason
    ]
    units: list[_Unit] = []
    for index in heads:
        head = doc[index]
        tokens = {token.i for token in head.subtree}
        for other in heads:
            if other != index and other in tokens:
                tokens -= {token.i for token in doc[other].subtree}
        unit = _Unit(head=head, tokens=_trim(doc, tokens))
        if index in parents:
            unit.prefix = _restored_prefix(parents[index], head)
            unit.shared = [condition for condition in fronted if not (condition.tokens & unit.tokens)]
        units.append(unit)
    return units


def _restored_prefix(parent: Token, conjunct: Token) -> list[Token]:
    """Words the conjunct leaves to its parent clause: the subject, the auxiliaries, for gapping the verb."""
    if _has_subject(conjunct):
        return []
    source = parent
    while not _has_subject(source) and source.dep_ == "conj" and source.head.i != source.i:
        source = source.head
    subject = _subject_of(source)
    prefix: list[Token] = list(subject.subtree) if subject is not None else []
    if not _auxiliaries(conjunct):
        prefix.extend(_auxiliaries(parent) or _auxiliaries(source))
    if conjunct.pos_ == "NUM":
        prefix.append(parent)
        prefix.extend(child for child in parent.children if child.dep_ == "prt")
    unique = {token.i: token for token in prefix}
    return [unique[index] for index in sorted(unique)]


TRAILING_PUNCTUATION = frozenset({",", ";", ":", ".", "!", "?", "-", "\u2013", "\u2014", "\u2026"})
LEADING_CONNECTIVES = frozenset({"so", "then", "and", "but", "yet", "therefore", "hence", "also"})


def _trim(doc: Doc, tokens: set[int]) -> set[int]:
    """Drop leading coordinators and punctuation and trailing punctuation from a unit's tokens."""
    ordered = sorted(tokens)
    # "Neither ... nor" is a preconjunction that carries the negation: it is never trimmed.
    while ordered and (
        doc[ordered[0]].dep_ == "cc"
        or doc[ordered[0]].text in TRAILING_PUNCTUATION
        or (doc[ordered[0]].lower_ in LEADING_CONNECTIVES and doc[ordered[0]].dep_ in ("mark", "advmod", "cc"))
    ):
        ordered.pop(0)
    while ordered and (doc[ordered[-1]].text in TRAILING_PUNCTUATION or doc[ordered[-1]].dep_ == "cc"):
        ordered.pop()
    return set(ordered)


# ---------------------------------------------------------------------------------------------------------
# Relative clauses, appositives and reasons that state a fact of their own.


def _subordinate_units(doc: Doc, unit: _Unit, conditions: Sequence[_Condition]) -> list[_Unit]:
    extras: list[_Unit] = []
    for index in sorted(unit.tokens):
        token = doc[index]
        extra = _relative_clause_unit(doc, token) or _appositive_unit(doc, token)
        if extra is not None and extra.tokens <= unit.tokens:
            moved = extra.tokens | _commas_around(doc, extra.tokens)
            unit.tokens -= moved
            unit.removed |= moved
            extras.append(extra)
    for condition in conditions:
        # Only a reason for the unit's own predicate is asserted; "includes cancelling because you are made
        # redundant" does not say that you were.
        attached_to_head = doc[condition.head].head.i == unit.head.i
        if condition.is_reason and attached_to_head and (condition.tokens - unit.removed) <= unit.tokens:
            reason_tokens = set(condition.tokens) - {min(condition.tokens)} - unit.removed
            if doc[min(condition.tokens)].lower_ in ("given", "now"):
                reason_tokens -= {min(condition.tokens) + 1}
            reason_tokens = _trim(doc, reason_tokens)
            if reason_tokens:
                extras.append(_Unit(head=doc[condition.head], tokens=reason_tokens))
    return extras


def _commas_around(doc: Doc, tokens: set[int]) -> set[int]:
    first, last = min(tokens), max(tokens)
    around: set[int] = set()
    if first > 0 and doc[first - 1].text == ",":
        around.add(first - 1)
    if last + 1 < len(doc) and doc[last + 1].text == ",":
        around.add(last + 1)
    return around


def _noun_phrase_text(doc: Doc, noun: Token, without: set[int]) -> str:
    """The noun's phrase without the relative clause or appositive (and its commas) hanging from it."""
    dropped = without | _commas_around(doc, without)
    return _render(doc, (token.i for token in noun.subtree if token.i not in dropped))


def _relative_clause_unit(doc: Doc, token: Token) -> _Unit | None:
    """', which increased your excess to £2,500,' -> 'Endorsement E12 increased your excess to £2,500'."""
    if token.dep_ != "relcl":
        return None
    first = token.left_edge.i
    pronoun = doc[first]
    antecedent = token.head
    if first == 0 or doc[first - 1].text != "," or pronoun.lower_ not in ("which", "who"):
        return None
    if pronoun.dep_ not in ("nsubj", "nsubjpass") or antecedent.pos_ not in ("NOUN", "PROPN"):
        return None
    if antecedent.dep_ == "conj" or any(child.dep_ == "conj" for child in antecedent.children):
        return None  # "a £450 excess and a £100 excess, which is £550": the antecedent is not one thing
    clause_tokens = _trim(doc, {t.i for t in token.subtree})
    own = "".join(doc[i].text_with_ws for i in sorted(clause_tokens) if i != first).strip()
    antecedent_text = _noun_phrase_text(doc, antecedent, clause_tokens)
    return _Unit(head=token, tokens=clause_tokens, text_override=f"{antecedent_text} {own}")


DESCRIBING_DETERMINERS = frozenset({"the", "a", "an", "our", "your", "their", "his", "her", "its"})


def _appositive_unit(doc: Doc, token: Token) -> _Unit | None:
    """'you, the policyholder,' -> 'you are the policyholder'."""
    if token.dep_ != "appos" or token.pos_ not in ("NOUN", "PROPN"):
        return None
    head = token.head
    first = token.left_edge.i
    if head.pos_ not in ("NOUN", "PROPN", "PRON") or first == 0 or doc[first - 1].text != ",":
        return None
    appositive_tokens = _trim(doc, {t.i for t in token.subtree})
    # Only a describing phrase ("the policyholder", "our loss adjuster") states a fact; "Unit 4, Tanner's
    # Yard" is one name in two parts.
    if doc[min(appositive_tokens)].lower_ not in DESCRIBING_DETERMINERS:
        return None
    if any(doc[index].dep_ == "cc" for index in appositive_tokens):
        return None  # "for you, your family and your pets" is a list, not an appositive
    head_text = _noun_phrase_text(doc, head, appositive_tokens)
    verb = "are" if head.lower_ in ("you", "we", "they") or head.tag_ in ("NNS", "NNPS") else "is"
    own = "".join(doc[i].text_with_ws for i in sorted(appositive_tokens)).strip()
    return _Unit(head=token, tokens=appositive_tokens, text_override=f"{head_text} {verb} {own}")


# ---------------------------------------------------------------------------------------------------------
# Building the Claim.


def _whole_unit(doc: Doc) -> _Unit:
    return _Unit(head=doc[0], tokens=_trim(doc, {token.i for token in doc}), whole=True)


SUBORDINATING_MARKERS = frozenset(
    {
        "if",
        "once",
        "when",
        "where",
        "because",
        "as",
        "since",
        "unless",
        "while",
        "whilst",
        "although",
        "though",
        "before",
        "after",
        "until",
        "whereas",
    }
)


def _root_is_subordinate(doc: Doc, root: Token) -> bool:
    """'Once the window has closed it cannot be extended' parsed with "closed" as the root: the parser took the
    subordinate clause for the main one, so its clause structure cannot be trusted for splitting."""
    return any(
        child.dep_ == "mark" and child.lower_ in SUBORDINATING_MARKERS and child.i == root.left_edge.i
        for child in root.children
    )


def _render(doc: Doc, indices: Iterable[int]) -> str:
    ordered = sorted(indices)
    pieces: list[str] = []
    for position, index in enumerate(ordered):
        token = doc[index]
        adjacent = position + 1 < len(ordered) and ordered[position + 1] == index + 1
        # Where tokens were left out between two kept ones, a space stands in for what was removed.
        pieces.append(token.text_with_ws if adjacent else token.text + " ")
    return re.sub(r"\s+", " ", "".join(pieces)).strip().strip(",;").strip()


def _claim_text(sentence: str, doc: Doc, unit: _Unit) -> str:
    if unit.text_override is not None:
        return unit.text_override
    parts = [condition.text(sentence) + "," for condition in unit.shared]
    if unit.prefix:
        parts.append(_render(doc, (token.i for token in unit.prefix)))
    parts.append(_render(doc, unit.tokens))
    return " ".join(part for part in parts if part)


CLAUSE_BOUNDARIES = frozenset({"relcl", "acl", "advcl", "ccomp", "csubj", "parataxis"})


def _in_own_clause(token: Token, head: Token) -> bool:
    """Whether ``token`` belongs to ``head``'s clause rather than to a clause embedded in it."""
    current = token
    while current.i != head.i:
        if current.dep_ in CLAUSE_BOUNDARIES or current.head.i == current.i:
            return current.i == head.i
        current = current.head
    return True


def _is_negation(doc: Doc, token: Token) -> bool:
    lower = token.lower_
    if lower == "no":
        following = doc[token.i + 1].lower_ if token.i + 1 < len(doc) else ""
        return following not in NOT_NEGATING_AFTER_NO
    if token.dep_ == "neg" or lower in NEGATION_WORDS:
        return True
    return token.lemma_.lower() == "exclude"


def _verb_group(unit: _Unit) -> list[int]:
    """The head and the words that carry its modality: auxiliaries, "able"/"required", hedging adverbs."""
    head = unit.head
    group = [head.i] + [token.i for token in unit.prefix]
    group.extend(child.i for child in head.children if child.dep_ in ("aux", "auxpass", "neg", "advmod", "acomp"))
    return group


def _modality(doc: Doc, indices: Iterable[int]) -> Modality:
    found: set[Modality] = set()
    for index in indices:
        token = doc[index]
        lemma = token.lemma_.lower()
        modality = MODAL_WORDS.get(lemma) or MODAL_WORDS.get(token.lower_)
        if modality is Modality.AIM and token.pos_ == "VERB" and not _has_infinitive(token):
            modality = None  # "we aim" needs "to ..." to be a hedge
        if lemma in ("have", "need") and _has_infinitive(token):
            modality = Modality.MUST  # "has to be requested", "you need to send"
        if modality is not None:
            found.add(modality)
    for candidate in MODALITY_PRIORITY:
        if candidate in found:
            return candidate
    return Modality.NONE


def _has_infinitive(token: Token) -> bool:
    """'aim to send', 'has to be requested': an infinitive straight after the verb (not "have 6 months to")."""
    following = token.doc[token.i + 1] if token.i + 1 < len(token.doc) else None
    return following is not None and following.lower_ == "to" and following.head.head.i == token.i


def _quantifiers(text: str) -> tuple[str, ...]:
    """'up to £3,000', 'at least once', 'only', 'any', ..., in the order they appear in the claim's text."""
    found: list[tuple[int, str]] = []
    values = extract_values(text)
    covered: list[tuple[int, int]] = []
    for pattern in (_THE_MOST, _BOUND_QUANTIFIER):
        for match in pattern.finditer(text):
            value = next((v for v in values if match.end() <= v.start <= match.end() + 2), None)
            phrase = "maximum" if pattern is _THE_MOST else match.group(1).lower()
            if value is not None:
                found.append((match.start(), f"{phrase} {value.text}"))
            elif frequency := _FREQUENCY.match(text, match.end()):
                found.append((match.start(), f"{phrase} {frequency.group(1).lower()}"))
            elif phrase in ("over", "under", "above", "below", "maximum"):
                continue  # "over the phone", "under the policy": not quantities
            else:
                found.append((match.start(), phrase))
            # "the most we will pay for any one claim is": only "the most" is the bound; "any" still counts.
            covered.append((match.start(), match.start() + 8 if pattern is _THE_MOST else match.end()))
    for match in _WORD_QUANTIFIER.finditer(text):
        if not any(start <= match.start() < end for start, end in covered):
            found.append((match.start(), match.group(1).lower()))
    found.sort()
    ordered: list[str] = []
    for _, quantifier in found:
        if quantifier not in ordered:
            ordered.append(quantifier)
    return tuple(ordered)


def _unit_range(doc: Doc, unit: _Unit) -> tuple[int, int]:
    ordered = sorted(unit.tokens)
    start = doc[ordered[0]].idx
    last = doc[ordered[-1]]
    end = last.idx + len(last.text)
    return start, end


def _claim_for(sentence: str, doc: Doc, unit: _Unit, conditions: Sequence[_Condition]) -> Claim:
    if not unit.tokens:
        return Claim(text="", start=0, end=0)
    start, end = _unit_range(doc, unit)
    text = _claim_text(sentence, doc, unit)
    own = [
        condition
        for condition in conditions
        if unit.text_override is None
        and (condition.tokens - unit.removed) <= unit.tokens
        and _governs(doc, condition, unit)
    ]
    governing = sorted(
        (condition for condition in [*unit.shared, *own] if condition.kind not in TEMPORAL_KINDS),
        key=lambda condition: (condition.is_reason, condition.kind not in STRONG_CONDITION_KINDS, condition.start),
    )
    condition_tokens: set[int] = set().union(*(condition.tokens for condition in governing)) if governing else set()
    core = [index for index in unit.tokens if index not in condition_tokens] + [token.i for token in unit.prefix]
    prefix_indices = {token.i for token in unit.prefix}
    negated = any(
        _is_negation(doc, doc[index])
        and (unit.whole or index in prefix_indices or _in_own_clause(doc[index], unit.head))
        for index in core
    )
    first = governing[0] if governing else None
    return Claim(
        text=text,
        start=start,
        end=end,
        negated=negated,
        modality=_modality(doc, core if unit.whole else _verb_group(unit)),
        quantifiers=_quantifiers(text),
        condition=first.text(sentence) if first else None,
        condition_kind=first.kind if first else None,
    )


def _governs(doc: Doc, condition: _Condition, unit: _Unit) -> bool:
    """A condition governs a unit when it hangs from the unit's own clause (its head, the head's verb chain or
    one of its phrases) rather than from a clause embedded in it ("... a condition you knew about when ...")."""
    if unit.whole:
        return True
    attached = doc[condition.head]
    if attached.dep_ in ("advcl", "ccomp"):
        attached = attached.head
    return _in_own_clause(attached, unit.head)


def _deduplicate(claims: Sequence[Claim]) -> list[Claim]:
    seen: set[tuple[str, int, int]] = set()
    unique: list[Claim] = []
    for claim in claims:
        key = (claim.text, claim.start, claim.end)
        if key not in seen:
            seen.add(key)
            unique.append(claim)
    return unique
