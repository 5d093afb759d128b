"""Predicates and their polarity, for the negation gate: "we will pay for X" against "we will not pay for X".

Only negation that governs the predicate counts: a "not" before the verb ("is not covered", "will not pay",
"cannot"), "never", "unable to", or "no" on the verb's subject or object ("no excess applies"). A "not" after
the verb ("caused by thermal movement, not by subsidence") negates a phrase, not the predicate, and is
ignored here; decomposition still keeps it in the claim's text.
"""

from __future__ import annotations

from dataclasses import dataclass

from spacy.tokens import Doc, Span, Token

from vouch.verify.lexicon import EXCEPTION_MARKERS, NEGATIVE_HEADS, NOT_NEGATING_AFTER_NO, RESTRICTING_WORDS
from vouch.verify.nlp import parse, parse_as_one_sentence, stem

# Words that stand in for one another as predicates in cover statements.
PREDICATE_SYNONYMS = {
    "cover": "pay",
    "insure": "pay",
    "meet": "pay",
    "reimburse": "pay",
    # What a definition takes in: "escape of water does not include X" answers "X counts as escape of water".
    "count": "include",
    "constitute": "include",
}
CONTENT_POS = frozenset({"NOUN", "PROPN", "ADJ", "VERB", "NUM", "ADV"})
STOP_LEMMAS = frozenset(
    {"be", "have", "do", "will", "may", "must", "can", "shall", "would", "could", "should", "also", "then", "so"}
)


@dataclass(frozen=True)
class Predicate:
    lemma: str  # the predicate's key: a verb lemma, or "be:<complement>" for a copula
    negated: bool
    restricted: bool  # conditional or restricted: polarity is not compared
    content: frozenset[str]  # content lemmas of its clause, without the predicate itself
    start: int  # character range of the verb, in the text that was parsed
    end: int
    cue_start: int | None  # character range of the negation cue, when negated
    cue_end: int | None
    # The words of an exception that is the statement's only restriction ("are not covered unless they are joint
    # account holders"): "not X unless C" says X only if C, so a claim of X with no condition states the
    # excluded default. None when there is no such exception.
    exception: frozenset[str] | None = None


def _clause_tokens(head: Token) -> list[Token]:
    """The head's subtree without the clauses coordinated to it, which are predicates of their own."""
    excluded: set[int] = set()
    for child in head.children:
        if child.dep_ == "conj" and child.pos_ in ("VERB", "AUX"):
            excluded.update(token.i for token in child.subtree)
    return [token for token in head.subtree if token.i not in excluded]


def _negation_cue(head: Token) -> Token | None:
    for child in head.children:
        # Before a verb ("will not pay"), or just after an auxiliary used as the verb ("is not an insured
        # peril", "are not able to"); a "not" further on negates a phrase ("caused by X, not by Y").
        after_auxiliary = head.pos_ == "AUX" and head.i < child.i <= head.i + 2
        if (child.i < head.i or after_auxiliary) and (child.dep_ == "neg" or child.lower_ == "never"):
            return child
    for child in head.children:
        if child.dep_ in ("nsubj", "nsubjpass", "dobj", "attr", "expl"):
            for determiner in child.children:
                following = head.doc[determiner.i + 1].lower_ if determiner.i + 1 < len(head.doc) else ""
                if determiner.dep_ == "det" and determiner.lower_ == "no" and following not in NOT_NEGATING_AFTER_NO:
                    return determiner
            if child.lower_ in ("nothing", "none", "nobody", "neither"):
                return child
    if head.dep_ == "xcomp" and head.head.lemma_.lower() in NEGATIVE_HEADS:
        return head.head
    if head.dep_ == "xcomp" and head.head.lemma_.lower() == "able":
        return _negation_cue(head.head.head) if head.head.dep_ == "acomp" else None
    return None


def _predicate_key(head: Token) -> str:
    if head.lemma_ == "be" or (head.pos_ == "AUX" and head.dep_ in ("ROOT", "conj", "ccomp", "advcl")):
        for child in head.children:
            if child.dep_ in ("attr", "acomp"):
                return f"be:{child.lemma_.lower()}"
    lemma = head.lemma_.lower()
    return PREDICATE_SYNONYMS.get(lemma, lemma)


def _is_predicate_head(token: Token) -> bool:
    if token.pos_ == "VERB" and token.dep_ not in ("amod", "compound", "aux", "auxpass"):
        return True
    return token.pos_ == "AUX" and token.dep_ in ("ROOT", "conj", "ccomp", "advcl", "relcl")


def _effective_verb(head: Token) -> tuple[Token, Token | None]:
    """The verb a predicate is about and its negation cue: "we are unable to accept" is about accepting,
    negated by "unable"; "we are not able to waive" about waiving, negated by "not"."""
    if head.lemma_ == "be":
        for child in head.children:
            if child.dep_ == "acomp" and child.lower_ in ("able", "unable"):
                verbs = [grandchild for grandchild in child.children if grandchild.dep_ == "xcomp"]
                if verbs:
                    cue = _negation_cue(head)
                    if child.lower_ == "unable":
                        cue = None if cue is not None else child  # "not unable" is able
                    return verbs[0], cue
    return head, _negation_cue(head)


def _predicate(head: Token) -> Predicate:
    clause = _clause_tokens(head)
    verb, cue = _effective_verb(head)
    restricted = any(token.lower_ in RESTRICTING_WORDS for token in clause)
    markers = [token for token in clause if token.lower_ in RESTRICTING_WORDS]
    exception: frozenset[str] | None = None
    if markers and all(token.lower_ in EXCEPTION_MARKERS and token.dep_ == "mark" for token in markers):
        exception = frozenset(
            stem(t.text) for m in markers for t in m.head.subtree if t.pos_ in CONTENT_POS and t.i != m.i
        )
    content = frozenset(
        token.lemma_.lower()
        for token in clause
        if token.pos_ in CONTENT_POS
        and token.i not in (head.i, verb.i)
        and token.lemma_.lower() not in STOP_LEMMAS | {"able", "unable"}
    )
    return Predicate(
        lemma=_predicate_key(verb),
        negated=cue is not None,
        restricted=restricted,
        content=content,
        start=verb.idx,
        end=verb.idx + len(verb.text),
        cue_start=cue.idx if cue is not None else None,
        cue_end=cue.idx + len(cue.text) if cue is not None else None,
        exception=exception or None,
    )


def predicates(text: str) -> list[Predicate]:
    """Every predicate in ``text`` (each verb, and each copula with a complement)."""
    doc: Doc = parse(text)
    return [_predicate(token) for token in doc if _is_predicate_head(token)]


def main_predicate(sentence_text: str, start: int, end: int) -> Predicate | None:
    """The highest predicate whose verb lies in ``sentence_text[start:end]`` (a claim's range).

    The sentence is parsed as one sentence, like decomposition parses it, so the parse is shared.
    """
    doc: Doc = parse_as_one_sentence(sentence_text)
    span: Span | None = doc.char_span(start, end, alignment_mode="expand")
    if span is None:
        return None
    heads = [token for token in span if _is_predicate_head(token)]
    if not heads:
        return None
    best = min(heads, key=lambda token: (_depth(token), token.i))
    return _predicate(best)


def _depth(token: Token) -> int:
    depth = 0
    while token.head.i != token.i:
        token = token.head
        depth += 1
    return depth
