"""Whether a passage (or one of its sentences) answers a part of the instruction.

Retrieval always returns its best passages, relevant or not; a letter padded with the nearest clauses is
worse than one that says a part was not found. A passage answers a part when it shares a topic word with the
part: a content word that is not one of the words every insurance text uses ("claim", "policy", "cover").
Words are compared by a light stem ("appeals", "appealing" -> "appeal").
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Iterable, Sequence
from functools import cache
from importlib import resources

from vouch.passages import Passage
from vouch.search.embeddings import Embedder
from vouch.verify.values import MONTH_NAMES

_STOP_WORDS = """a an and are as at be been but by can could do does for from had has have how i if in into is it its
may me my no not of on or our please say should so than that the their them then there these they this to under
up us was we were what when where which who why will with would you your letter customer tell explain write draft
about he she him her his hers also whether let know confirm mention give set out include state ask advise inform
remind reply answer any all much many long told decline declined declining settle settling acknowledge
acknowledging explaining quote list giving confirming pls we've we're she's he's wants want know asked asks
wonders both happen happens happened deal point still before once again deal respond response reply
also isn aren won don doesn didn couldn wouldn shouldn hasn haven wasn weren ll re ve pls thinks think
ack deny denying reply get gets getting got made make makes doing done taken take takes use uses using used
runs sits going go goes come comes did vs ltr sett resp rang emailed e-mailed phoned wrote writing"""


@cache
def request_fillers() -> frozenset[str]:
    """How a request asks, hedges and pads (``data/request_words.json``): never what a part is about."""
    data = json.loads(resources.files("vouch.draft").joinpath("data/request_words.json").read_text(encoding="utf-8"))
    return frozenset(w.lower() for w in data["filler"])


STOP = frozenset(_STOP_WORDS.split()) | request_fillers()
# Words every insurance text uses: on their own they do not make a passage relevant.
_GENERIC_WORDS = """claim claims policy policies cover covered covers covering insurance insured insurer policyholder
document documents wording schedule section clause mr mrs ms miss dr damage damaged loss"""
GENERIC = frozenset(_GENERIC_WORDS.split())
_WORD = re.compile(r"[a-z0-9£%]+(?:[.,][0-9]+)*")
_SUFFIXES = ("ingly", "ing", "edly", "ed", "es", "s")
# "es" is a suffix of its own only after a hiss ("boxes", "excesses", "branches"); elsewhere the "e" is the
# word's ("phones" -> "phone", like "phone").
_HISS_ES = ("ses", "xes", "zes", "ches", "shes")


# A consonant doubled before "-ed" / "-ing" is the base word's single one ("fitted", "fitting" -> "fit"); a
# doubled l, s or z is the word's own ("called", "passed").
_DOUBLED = re.compile(r"([b-df-hj-km-np-rtv-y])\1$")


@cache
def irregular_forms() -> dict[str, str]:
    """A verb's irregular forms and their base (``data/word_forms.json``): "paid" -> "pay"."""
    data = json.loads(resources.files("vouch.draft").joinpath("data/word_forms.json").read_text(encoding="utf-8"))
    return {form.lower(): base.lower() for form, base in data["forms"].items()}


def stem(word: str) -> str:
    """A light stem, the same for a word's forms: "appeals", "appealing" -> "appeal"; "damage", "damaged" ->
    "damag" (a base's final "e" goes, as "-ed" and "-ing" take it); "fitted", "fitting", "fit" -> "fit";
    "applies", "applied", "apply" -> "apply"; an irregular form is its base's ("paid", "paying" -> "pay")."""
    if word[0].isdigit() or word[0] == "£":
        return word
    base = irregular_forms().get(word)
    if base is not None:
        word = base
    if len(word) >= 6 and word.endswith(("ies", "ied")):
        return word[:-3] + "y"
    for suffix in _SUFFIXES:
        if suffix == "es" and not word.endswith(_HISS_ES):
            continue
        if suffix == "s" and word.endswith("ss"):
            continue  # "excess", "glass", "business": the word's own s
        if not word.endswith(suffix):
            continue
        base = word[: -len(suffix)]
        short = suffix in {"ed", "ing"} and len(base) == 3 and base.endswith(("w", "x", "y"))
        if len(base) >= 4 or short:  # "paying" -> "pay", "towed" -> "tow", "fixing" -> "fix"
            if suffix in {"ed", "ing"} and _DOUBLED.search(base):
                return base[:-1]
            return _without_final_e(base)
    return _without_final_e(word)


def _without_final_e(word: str) -> str:
    """ "cause" and "caus(ed)", "receive" and "receiv(ing)": the final "e" a suffix took is dropped from the base
    too, for words of five letters or more ("fire", "home", "use" stay as written)."""
    return word[:-1] if len(word) >= 5 and word.endswith("e") and not word.endswith("ee") else word


def content_words(text: str) -> set[str]:
    return {stem(w) for w in _WORD.findall(text.lower()) if w not in STOP and len(w) > 1}


@cache
def synonym_groups() -> tuple[tuple[frozenset[str], tuple[str, ...]], ...]:
    """The synonym lexicon (``data/synonyms.json``): per group, its single words (stemmed) and its phrases."""
    data = json.loads(resources.files("vouch.draft").joinpath("data/synonyms.json").read_text(encoding="utf-8"))
    out = []
    for group in data["groups"]:
        # A hyphenated word ("e-mail") is read as the words it splits into, so it is matched as a phrase.
        single = frozenset(stem(w) for w in group if " " not in w and "-" not in w)
        phrases = tuple(w for w in group if " " in w or "-" in w)
        out.append((single, phrases))
    return tuple(out)


def synonyms(word: str, query: str = "") -> tuple[frozenset[str], tuple[str, ...]]:
    """The other words (stemmed) and phrases that mean what ``word`` (a stemmed topic word) means; in ``query``,
    also what a phrase it is part of means ("bonus" in "no claims bonus": "no claim discount")."""
    words: set[str] = set()
    phrases: list[str] = []
    lowered = " ".join(query.lower().split())
    for single, multi in synonym_groups():
        in_phrase = any(p in lowered and word in content_words(p) for p in multi)
        if word in single or in_phrase:
            words |= single - {word}
            phrases.extend(p for p in multi if p not in lowered)
    # A handler's shorthand means its full form (one lexicon with the file notes', ``data/shorthand.json``):
    # "xs" also finds "excess", "FOS" "Financial Ombudsman Service". Only shorthand written as such in the
    # query counts, case as written.
    for short, full in _shorthand_in(query):
        if stem(short.lower()) != word:
            continue
        said = " ".join(full.lower().split())
        if " " in said:
            phrases.append(said)
        elif said not in STOP:
            words.add(stem(said))
    return frozenset(words), tuple(phrases)


def _shorthand_in(query: str) -> list[tuple[str, str]]:
    from vouch.draft.restate import is_written_as, shorthand, written_as

    return [
        (short, full)
        for short, full in shorthand().expand.items()
        if any(is_written_as(m.group(0), short) and not _in_path(query, m) for m in written_as(short).finditer(query))
    ]


def _in_path(text: str, match: re.Match[str]) -> bool:
    """ "w&t", "o/s" inside a longer token ("a/b/c", "R&D") is not that shorthand."""
    before = text[match.start() - 1 : match.start()]
    after = text[match.end() : match.end() + 1]
    return before in {"/", "&"} or after in {"/", "&"}


def expanded_query(query: str) -> str:
    """A part's search with its topic words' synonyms added ("appeal" also finds "review", "reconsider")."""
    extra: list[str] = []
    for word in sorted(topic_words(query)):
        single, multi = synonyms(word, query)
        extra.extend(sorted(single))
        extra.extend(multi)
    return f"{query} {' '.join(extra)}".strip() if extra else query


# A person named in the instruction ("Mr Pryce wants to know ...") is who the letter is to, not its topic.
_TITLED_NAME = re.compile(r"\b(?:Mr|Mrs|Ms|Miss|Mx|Dr)\.?\s+(?:[A-Z][\w'\u2019-]+\s*){1,3}")


# Words that say what kind of answer a part wants ("the date", "the deadline", "his ombudsman rights", "the
# appeal window", "the suit time limit"), not what it is about: the answer is a date, a period or what the
# customer may do, and rarely repeats the word (``data/answer_kinds.json``: kind words, and phrases whose words
# all are).
@cache
def _kind_words() -> tuple[frozenset[str], tuple[tuple[re.Pattern[str], frozenset[str]], ...]]:
    """The kind words, and per kind phrase ("appeal [window]") its pattern and its bracketed words' stems."""
    data = _answer_kinds()
    phrases = []
    for phrase in data["kind_phrases"]:
        plain = phrase.replace("[", "").replace("]", "")
        kinds = frozenset(stem(w) for bracketed in re.findall(r"\[([^\]]+)\]", phrase) for w in bracketed.split())
        phrases.append((re.compile(rf"\b{re.escape(plain)}\b".replace(r"\ ", r"\s+"), re.I), kinds))
    return frozenset(stem(w) for w in data["kind_words"]), tuple(phrases)


# A reference or a date in a request ("on TGH-C-26-01144", "your email of 15/10") says which claim or letter,
# not what the part is about: no passage of the claim repeats it, so as a topic it only dilutes the rest.
# A bare number of three or four digits that is not an amount, a year or a quantity ("re 4417", "the 7781
# claim") is a reference too.
_REFERENCE = re.compile(
    r"(?<![\w£$€])(?=[A-Za-z0-9/-]*\d)[A-Za-z0-9]+(?:[-/][A-Za-z0-9]+)+|(?<![\w£$€.,])\d{5,}\b"
    r"|(?<![\w£$€.,])(?!(?:19|20)\d\d\b)\d{3,4}\b(?![.,]\d|\s*(?:%|per\b|(?:days?|weeks?|months?|years?|hours?|nights?|miles?|cc|mph|km|kg|items?)\b))"
)


def topic_words(text: str) -> set[str]:
    """The content words that say what a part is about ("windscreen", "appeal"), generic ones, words for the
    kind of answer, references, dates and the addressee's name aside; all content words when the part has
    nothing else."""
    found = content_words(_REFERENCE.sub(" ", _TITLED_NAME.sub(" ", text)))
    single, phrases = _kind_words()
    kinds = set(single).union(*(words for pattern, words in phrases if pattern.search(text)))
    if found - kinds:
        found -= kinds
    specific = {w for w in found if w not in {stem(g) for g in GENERIC}}
    return specific or found


def own_words(text: str) -> set[str]:
    """The part's content words, the addressee's name aside ("explain why" and "answer both" have none)."""
    return content_words(_TITLED_NAME.sub(" ", text))


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


# -- weighted coverage and the kind of answer a part asks for ---------------------------------------------------

COVERAGE = 0.4  # the share of a part's topic weight a sentence must carry to answer it


@cache
def _answer_kinds() -> dict[str, list[str]]:
    """How a request asks for a kind of answer (``data/answer_kinds.json``): its phrase lists by name, read once
    for the kind words and the asking patterns alike."""
    data = json.loads(resources.files("vouch.draft").joinpath("data/answer_kinds.json").read_text(encoding="utf-8"))
    return {name: list(phrases) for name, phrases in data.items() if not name.startswith("_")}


def _asks(kind: str) -> re.Pattern[str]:
    phrases = sorted(_answer_kinds()[kind], key=len, reverse=True)
    return re.compile(r"\b(?:" + "|".join(re.escape(p).replace(r"\ ", r"\s+") for p in phrases) + r")\b", re.I)


_ASKS_FOR_TIME = _asks("time")
_ASKS_FOR_AMOUNT = _asks("amount")
_ASKS_FOR_WORKING = _asks("calculation")
_NOT_WORKING = _asks("calculation_not")
_NUMBER_WORDS = (
    r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|fifteen|twenty|twenty-one|"
    r"twenty-eight|thirty|forty-five|sixty|ninety|\d+)"
)
_TIME = re.compile(
    r"\b" + _NUMBER_WORDS + r"\s+(?:working |business |calendar |clear )?(?:days?|weeks?|months?|years?|hours?)\b"
    r"|\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b|\b\d{1,2}(?:st|nd|rd|th)? [A-Z][a-z]+ \d{4}\b|\b[A-Z][a-z]+ \d{1,2}, \d{4}\b"
    r"|\bsame day\b|\bimmediately\b|\bstraight away\b|\bnext working day\b",
    re.IGNORECASE,
)
_AMOUNT = re.compile(r"[£$€]\s?\d|\b\d[\d,]*(?:\.\d+)?\s?(?:%|per cent|pounds|dollars|euros)\b", re.IGNORECASE)
# A sentence that works an amount out from others: "£5,300 less excess £250 = £5,050", "$11,350 - $4,800",
# "2 x £90": two amounts joined by an operation, or an amount after "=".
_SUM = r"(?:[£$€]\s?\d[\d,]*(?:\.\d+)?|\b\d[\d,]*(?:\.\d+)?\s?%)"
CALCULATION = re.compile(
    _SUM
    + r"[^.;:]{0,60}?\b(?:less|minus|plus|after|deducting|deducted|take off|taken off)\b[^.;:]{0,60}?"
    + _SUM
    + r"|"
    + _SUM
    + r"\s*[-+x\u00d7*/]\s*"
    + _SUM
    + r"|=\s*"
    + _SUM,
    re.IGNORECASE,
)
# The share of the part's topic weight a passage must carry for its calculation to answer a part asking for
# the working (a calculation rarely repeats what it is the calculation of).
WORKING_COVERAGE = 0.2


# A topic word none of the part's passages has weighs this share of log(1 + passages): enough that a part whose
# key word is missing is not answered by its other words alone, not so much that one stray word of the request
# outweighs the rarest word the passages share with it.
ABSENT_WEIGHT = 0.5
_SHORT_MONTHS = frozenset([*(m[:3] for m in MONTH_NAMES), "sept"])
_NAME = re.compile(r"(?<![\w'\u2019])[A-Z][a-z][\w'\u2019-]*")
_SENTENCE_START = re.compile(r"(?:^|[.!?:;(\[\u2013\u2014-]\s*|\s-\s)$")


def identity_names(query: str, claim_file: Sequence[Passage]) -> frozenset[str]:
    """The request's names (``names_in``) that the claim's own file names in the header of one of its documents
    (the first passage: "Insured: Holloway Print & Sign Inc.", "Risk: Gull Cottage, Polwenna", "ASHGROVE
    GENERAL INSURANCE PLC - CLAIM FILE NOTES"): they identify the claim, its customer or its insurer. A name
    the file mentions only in its entries (a finance company paid, a repairer's estimate) is what a part may be
    asking about, and stays a topic like any word."""
    named = names_in(query)
    if not named:
        return frozenset()
    first: dict[str, Passage] = {}
    for passage in claim_file:
        first.setdefault(passage.document_id, passage)
    header = set().union(*(content_words(p.text) for p in first.values())) if first else set()
    return frozenset(named & header)


def names_in(query: str) -> set[str]:
    """The stems of the words the request writes with a capital where a sentence does not start (a name, a
    place, a firm), months aside (the month asked about is what the part is about)."""
    out: set[str] = set()
    for match in _NAME.finditer(query):
        before = query[: match.start()].rstrip(" ")
        if not before or _SENTENCE_START.search(before):
            continue
        word = match.group(0).lower()
        if word in MONTH_NAMES or word in _SHORT_MONTHS:
            continue
        out |= content_words(word)
    return out


# A handler writes an amount without its currency sign or its thousands comma ("why we pay 3400", "answer her
# 48,600 question"); the documents write "£3,400" and "£48,600". A bare number (``_BARE_NUMBER``) that the
# part's passages state as an amount is that amount, a topic as the passages write it: as a reference
# (``_REFERENCE``) it was dropped, and as a bare word it matched nothing.
_BARE_NUMBER = re.compile(r"(?<![\w£$€.,])\d[\d,]*(?:\.\d+)?(?![\w%]|[.,]\d)")
_WRITTEN_AMOUNT = re.compile(r"[£$€]\s?(\d[\d,]*(?:\.\d+)?)")


def _figure(number: str) -> str:
    """ "3,400", "3400" and "3400.00" are one figure."""
    digits = number.replace(",", "")
    return digits[:-3] if digits.endswith(".00") else digits


def amounts_meant(query: str, passages: Sequence[Passage]) -> dict[str, str]:
    """Each bare number of ``query`` that the passages state as an amount, and the amount's word as the
    passages write it ("3400" -> "£3,400"; "1180" -> "1,180" where they write "$1,180", the tokenizer having no
    dollar sign)."""
    bare = {_figure(m.group(0)): m.group(0) for m in _BARE_NUMBER.finditer(query)}
    if not bare:
        return {}
    out: dict[str, str] = {}
    for passage in passages:
        for match in _WRITTEN_AMOUNT.finditer(passage.search_text):
            figure = _figure(match.group(1))
            if figure in bare and bare[figure] not in out:
                written = sorted(content_words(match.group(0)))
                if written:
                    out[bare[figure]] = written[0]
    return out


class PartTopics:
    """A part's topic words weighted by how rare they are among the passages found for it: "goodwill" in
    "confirm the goodwill payment" counts for more than "payment", which half the passages mention."""

    def __init__(self, query: str, passages: Sequence[Passage], identity: frozenset[str] = frozenset()) -> None:
        self.words = topic_words(query)
        meant = amounts_meant(query, passages)
        if meant:
            self.words = (self.words - {stem(b) for b in meant}) | set(meant.values())
        self.alternates = {w: synonyms(w, query) for w in self.words}
        texts = [(content_words(p.search_text), p.search_text.lower()) for p in passages]
        n = max(1, len(texts))
        # A word no passage has still counts (it may be the documents' synonym: "leak" for "escape"), so a part
        # whose every topic word is missing answers to nothing (ABSENT_WEIGHT).
        counts = {w: sum(self._present(w, found, lowered) for found, lowered in texts) for w in self.words}
        self.weights = {
            w: math.log(1.0 + n / (1.0 + c)) if c else ABSENT_WEIGHT * math.log(1.0 + n) for w, c in counts.items()
        }
        # A name that identifies the claim (its customer's business, the risk, the insurer: "Print & Sign", "Gull
        # Cottage", "Ashgrove"; ``identity_names``) says whose or where, not what is asked: the sentence that
        # answers rarely repeats it. A sentence that has it is the nearer answer; one without it is not the less
        # of one: the name counts where it is present and is not owed where it is not.
        self.names = identity & self.words
        # A name none of the part's passages has (a prospect's, a place's, a third party's: "Curtis Wendell",
        # "Ditchfield") cannot tell them apart: unlike a common word it is no document's synonym for anything, so
        # its absence only dilutes the words they do share. It is not owed while the part has such words; a part
        # of nothing but absent names still answers to nothing.
        absent = {w for w in names_in(query) & self.words if not counts[w]}
        if absent and any(counts[w] for w in self.words - absent):
            self.names |= absent
        owed = [weight for word, weight in self.weights.items() if word not in self.names]
        self.total = (sum(owed) if owed else sum(self.weights.values())) or 1.0
        self.wants_time = _ASKS_FOR_TIME.search(query) is not None
        # "how we got there", "payment calc", "break it down": the working, an amount worked out from others.
        self.wants_working = (
            not self.wants_time and _ASKS_FOR_WORKING.search(query) is not None and not _NOT_WORKING.search(query)
        )
        self.wants_amount = not self.wants_time and _ASKS_FOR_AMOUNT.search(query) is not None

    def _present(self, word: str, found: set[str], lowered: str) -> bool:
        if word in found:
            return True
        single, multi = self.alternates.get(word, (frozenset(), ()))
        return bool(single & found) or any(p in lowered for p in multi)

    def coverage(self, text: str) -> float:
        """The share of the part's topic weight the text carries, a word counting when it or one of its
        synonyms is there; a name it also carries adds to it (so above 1 when it has every word and the name)."""
        found, lowered = content_words(text), text.lower()
        present = {word for word in self.weights if self._present(word, found, lowered)}
        carried = sum(self.weights[word] for word in present)
        if self.names and not present - self.names:
            # The name alone: it is owed like any word (a sentence about whose is not yet about what is asked).
            return carried / (sum(self.weights.values()) or 1.0)
        return carried / self.total

    def overlap(self, text: str) -> int:
        """How many of the part's topic words (or their synonyms) the text has."""
        found, lowered = content_words(text), text.lower()
        return sum(1 for word in self.words if self._present(word, found, lowered))

    def right_kind(self, text: str) -> bool:
        """A "when" / "how long" part is answered by a time, a "how much" / "limit" part by an amount."""
        if self.wants_time:
            return _TIME.search(text) is not None
        if self.wants_amount:
            return _AMOUNT.search(text) is not None
        return True

    def works_out(self, text: str, passage_text: str) -> bool:
        """A part asking for the working is answered by a calculation whose passage carries enough of its words
        (``WORKING_COVERAGE``): "RC $11,350 less deductible $4,800 = $6,550." in the note about the hail roof."""
        return (
            self.wants_working
            and bool(self.words)
            and CALCULATION.search(text) is not None
            and self.coverage(passage_text) >= WORKING_COVERAGE
        )

    def answered_by(self, text: str) -> bool:
        lexical = bool(self.words) and self.coverage(text) >= COVERAGE and self.right_kind(text)
        return lexical or self.works_out(text, text)


# Similarity by meaning: the search encoder's cosine between a part and a text. A text that carries some of
# the part's words (or their synonyms) but under COVERAGE answers it when it means the same thing this closely.
Similar = Callable[[str, Sequence[str]], Sequence[float]]
MEANING = 0.6


def encoder_similarity(embedder: Embedder) -> Similar:
    def similar(query: str, texts: Sequence[str]) -> Sequence[float]:
        if not texts:
            return []
        vectors = embedder.embed([query, *texts])
        return [float(v) for v in vectors[1:] @ vectors[0]]

    return similar


def by_meaning(topics: PartTopics, query: str, texts: Sequence[str], similar: Similar | None) -> list[bool]:
    """Which of ``texts`` answer the part by meaning: some of its words, the right kind of answer, and the
    encoder's similarity at least MEANING (False for all without an encoder)."""
    if similar is None:
        return [False] * len(texts)
    near = [topics.coverage(t) > 0 and topics.right_kind(t) for t in texts]
    wanted = [t for t, n in zip(texts, near, strict=True) if n]
    scores = iter(similar(query, wanted))
    return [n and next(scores) >= MEANING for n in near]


def answering(
    query: str,
    passages: Sequence[Passage],
    similar: Similar | None = None,
    identity: frozenset[str] = frozenset(),
) -> list[Passage]:
    """The passages that answer ``query``: enough of its weighted topic words, and an answer of the kind it
    asks for, or (with an encoder) some of them and the same meaning; in the order given (retrieval's rank).
    ``identity``: the request's names that identify the claim (``identity_names``), not owed."""
    topics = PartTopics(query, passages, identity)
    lexical = [topics.answered_by(p.search_text) for p in passages]
    rest = [p.search_text for p, ok in zip(passages, lexical, strict=True) if not ok]
    meant = iter(by_meaning(topics, query, rest, similar))
    return [p for p, ok in zip(passages, lexical, strict=True) if ok or next(meant)]
