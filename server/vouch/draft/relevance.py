"""Whether a passage (or one of its sentences) answers a part of the instruction.

Retrieval always returns its best passages, relevant or not; a letter padded with the nearest clauses is
worse than one that says a part was not found. A passage answers a part when it shares a topic word with the
part: a content word that is not one of the words every insurance text uses ("claim", "policy", "cover").
Words are compared by a light stem ("appeals", "appealing" -> "appeal").
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from vouch.passages import Passage

_STOP_WORDS = """a an and are as at be been but by can could do does for from had has have how i if in into is it its
may me my no not of on or our please say should so than that the their them then there these they this to under
up us was we were what when where which who why will with would you your letter customer tell explain write draft
about he she him her his hers also whether let know confirm mention give set out include state ask advise inform
remind reply answer any all much many long need needs told"""
STOP = frozenset(_STOP_WORDS.split())
# Words every insurance text uses: on their own they do not make a passage relevant.
_GENERIC_WORDS = """claim claims policy policies cover covered covers covering insurance insured insurer policyholder
document documents wording schedule section clause mr mrs ms miss dr damage damaged loss"""
GENERIC = frozenset(_GENERIC_WORDS.split())
_WORD = re.compile(r"[a-z0-9£%]+(?:[.,][0-9]+)*")
_SUFFIXES = ("ingly", "ing", "edly", "ed", "es", "s")


def stem(word: str) -> str:
    if word[0].isdigit() or word[0] == "£":
        return word
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            return word[: -len(suffix)]
    return word


def content_words(text: str) -> set[str]:
    return {stem(w) for w in _WORD.findall(text.lower()) if w not in STOP and len(w) > 1}


def topic_words(text: str) -> set[str]:
    """The content words that say what a part is about ("windscreen", "appeal"), generic ones aside; all
    content words when the part has nothing but generic ones."""
    found = content_words(text)
    specific = {w for w in found if w not in {stem(g) for g in GENERIC}}
    return specific or found


def overlap(query_topics: set[str], text: str) -> int:
    return len(query_topics & content_words(text))


def answers(query: str, passage: Passage) -> bool:
    return overlap(topic_words(query), passage.search_text) > 0


def relevant(query: str, passages: Iterable[Passage]) -> list[Passage]:
    """The passages that share a topic word with ``query``, in the order given (retrieval's rank)."""
    topics = topic_words(query)
    return [p for p in passages if overlap(topics, p.search_text) > 0]


def best_part(text: str, parts: Sequence[str]) -> int | None:
    """Which part a sentence answers (most topic words shared), None when it shares none."""
    scored = [(overlap(topic_words(part), text), -i) for i, part in enumerate(parts)]
    if not scored:
        return None
    score, index = max(scored)
    return -index if score > 0 else None
