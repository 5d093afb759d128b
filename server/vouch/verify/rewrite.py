"""Rewrite an unsupported sentence from the supporting passage's own words, in the letter's voice.

``propose(sentence_text, claims, scores, passages)`` builds the text: for each claim, the passage sentence
(or table cells) that carries it best, cleaned of clause numbers and list markers and turned from the
document's third person ("the insurer", "the policyholder", "handlers") into the letter's "we" and "you".
Claims that no passage speaks to are dropped rather than invented. The caller (``pipeline``) checks the
rewrite again with the same scorer and reports whether it passed; policy decides what to do if it did not.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from vouch.passages import table_row_cells
from vouch.verify.score import PassageLike, content_tokens, coverage, passage_sentences
from vouch.verify.types import ClaimScore

MIN_RELEVANCE = 0.5  # share of a claim's content words a passage sentence must share to stand in for it

_CLAUSE_PREFIX = re.compile(r"^\s*(?:\d+(?:\.\d+)*(?:\([a-z]\))?\s+(?:[A-Z][^.:]{0,60}\.\s+)?|\([a-z0-9]+\)\s+)")

_PREPOSITIONS = r"to|by|from|with|for|against|on|of|contact|tell|inform|notify|ask|give|send|pay|write to"
_VOICE: tuple[tuple[str, str], ...] = (
    (r"\bthe insurer's\b", "our"),
    (r"\bThe insurer's\b", "Our"),
    (rf"\b({_PREPOSITIONS}) the insurer\b", r"\1 us"),
    (r"\bthe insurer\b", "we"),
    (r"\bThe insurer\b", "We"),
    (r"\bthe policyholder's\b", "your"),
    (r"\bThe policyholder's\b", "Your"),
    (r"\bthe policyholder\b", "you"),
    (r"\bThe policyholder\b", "You"),
    (r"\bthe customer's\b", "your"),
    (r"\bthe customer\b", "you"),
    (r"\bThe customer\b", "You"),
    (r"\bA customer\b", "You"),
    (r"\ba customer\b", "you"),
    (r"\bHandlers must\b", "We will"),
    (r"\bThe handler must\b", "We will"),
)
_AGREEMENT = {"is": "are", "was": "were", "has": "have", "does": "do", "goes": "go"}
_NOT_VERBS = frozenset({"always", "unless", "towards", "sometimes", "perhaps", "whereas", "thus", "plus", "as"})
_THIRD_PERSON_VERB = re.compile(r"\b(we|We|you|You) ([a-z]{2,})\b")


def _agree(match: re.Match[str]) -> str:
    """'you disagrees' -> 'you disagree', 'we has' -> 'we have': the subject changed person, the verb follows."""
    subject, word = match.group(1), match.group(2)
    if word in _AGREEMENT:
        return f"{subject} {_AGREEMENT[word]}"
    if word in _NOT_VERBS or not word.endswith("s") or word.endswith("ss") or len(word) < 4:
        return match.group(0)
    if word.endswith("ies"):
        return f"{subject} {word[:-3]}y"
    if word.endswith(("shes", "ches", "xes", "sses", "oes")):
        return f"{subject} {word[:-2]}"
    return f"{subject} {word[:-1]}"


def letter_voice(text: str) -> str:
    """The passage's words, minus clause numbering, addressed from us to you."""
    t = _CLAUSE_PREFIX.sub("", text.strip())
    for pattern, repl in _VOICE:
        t = re.sub(pattern, repl, t)
    t = _THIRD_PERSON_VERB.sub(_agree, t)
    t = t.strip().rstrip(";:,")
    if t and not t.endswith((".", "!", "?")):
        t += "."
    return t[:1].upper() + t[1:] if t else t


def table_sentence(row_text: str, claim_text: str) -> str | None:
    """'Schedule of excesses, row 3: Peril = Storm; Standard excess = £300' -> 'For storm, the standard excess
    is £300.' keeping the cells that share most words with the claim (all value cells when none shares any)."""
    cells = table_row_cells(row_text)
    if not cells:
        return None
    (_, subject), rest = cells[0], cells[1:]
    claim_words = content_tokens(claim_text)
    # Descriptive cells the claim names (a peril, a section) qualify the subject; figures are what it states.
    qualifiers = [v for _k, v in rest if not re.search(r"\d", v) and content_tokens(v) & claim_words]
    values = [(k, v) for k, v in rest if v not in qualifiers]
    overlap = [len(content_tokens(f"{k} {v}") & claim_words) for k, v in values]
    top = max(overlap, default=0)
    chosen = [cell for cell, n in zip(values, overlap, strict=True) if n == top] if top else values
    if not chosen:
        return None
    parts = [f"the {k[:1].lower() + k[1:]} is {v}" for k, v in chosen]
    body = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
    subj = _lower_first(subject)
    if qualifiers:
        subj += " (" + ", ".join(_lower_first(q) for q in qualifiers) + ")"
    return f"For {subj}, {body}."


_STATUS_LABEL = re.compile(r"^[A-Za-z]+(?:ed|en)$")  # "Chosen", "Selected", "Included", "Taken"


def status_sentence(row_text: str) -> str | None:
    """'Cover summary, row 4: Cover = Accidental damage to buildings; Chosen = No' -> 'Accidental damage to
    buildings cover has not been chosen.': a row's yes/no cell read as the statement it makes."""
    cells = table_row_cells(row_text)
    if cells is None or len(cells) < 2 or not cells[0][1]:
        return None
    (kind, subject), rest = cells[0], cells[1:]
    for label, value in rest:
        answer = value.lower()
        if answer in ("yes", "no") and _STATUS_LABEL.match(label):
            negation = " not" if answer == "no" else ""
            return f"{subject} {kind.lower()} has{negation} been {label.lower()}."
    return None


def _lower_first(text: str) -> str:
    """'Escape of water' -> 'escape of water'; names and acronyms ('Unit 4', 'EU') keep their case."""
    first = text.split(" ", 1)[0]
    if first.isupper() or any(ch.isdigit() for ch in text) or (len(text.split()) > 1 and text.istitle()):
        return text
    return text[:1].lower() + text[1:]


@dataclass(frozen=True)
class Proposal:
    text: str
    passage_ids: tuple[str, ...]


def _best_piece(claim_text: str, passages: Sequence[PassageLike], prefer: str | None) -> tuple[str, str] | None:
    best: tuple[float, int, str, str] | None = None
    for p in passages:
        bonus = 1 if prefer is not None and p.id == prefer else 0
        for s in passage_sentences(p.text):
            cov = coverage(claim_text, s)
            key = (cov, bonus)
            if best is None or key > (best[0], best[1]):
                best = (cov, bonus, s, p.id)
    if best is None or best[0] < MIN_RELEVANCE:
        return None
    piece = table_sentence(best[2], claim_text) or letter_voice(best[2])
    return piece, best[3]


def propose(claims: Sequence[ClaimScore], passages: Sequence[PassageLike], threshold: float) -> Proposal | None:
    """A rewrite of the sentence whose claims were scored, or None when no passage speaks to any claim."""
    pieces: list[str] = []
    ids: list[str] = []
    for cs in claims:
        found = _best_piece(cs.claim.text, passages, cs.passage_id if cs.support >= threshold else None)
        if found is None:
            continue
        piece, pid = found
        if piece not in pieces:
            pieces.append(piece)
        if pid not in ids:
            ids.append(pid)
    if not pieces:
        return None
    return Proposal(" ".join(pieces), tuple(ids))
