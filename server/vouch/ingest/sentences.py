"""Sentence boundaries for passage sizing: full stops that end sentences, not abbreviations or numbers."""

from __future__ import annotations

import re

_ABBREVIATIONS = {
    "e.g",
    "i.e",
    "etc",
    "no",
    "nos",
    "mr",
    "mrs",
    "ms",
    "dr",
    "st",
    "cl",
    "para",
    "paras",
    "approx",
    "incl",
    "ltd",
    "co",
    "inc",
    "plc",
    "vs",
    "cf",
    "fig",
    "ref",
    "sec",
    "art",
    "p",
    "pp",
    "vol",
    "op",
    "jan",
    "feb",
    "mar",
    "apr",
    "jun",
    "jul",
    "aug",
    "sep",
    "sept",
    "oct",
    "nov",
    "dec",
    "min",
    "max",
    "tel",
    "viz",
    "ie",
    "eg",
}
# A candidate end: terminal punctuation, optional closing quote/bracket, whitespace, then a capital, digit,
# opening quote/bracket or a list label.
_END = re.compile(r"(?<=[.!?])(?P<close>[\"\u201d\u2019)\]]*)\s+(?=[\"\u201c\u2018(\[]?[A-Z0-9£$€])")
_MAX_CHARS = 900
_LABEL_ONLY = re.compile(r"^\(?[0-9A-Za-z]{1,4}(?:\.[0-9]{1,3})*[.)]?$")


def _word_before(text: str, end: int) -> str:
    match = re.search(r"([A-Za-z.]+)\.[\"\u201d\u2019)\]]*$", text[:end].rstrip())
    return match.group(1).lower().strip(".") if match else ""


def split_sentences(text: str) -> list[str]:
    text = re.sub(r"\s+", " ", text).strip()
    if not text:
        return []
    sentences: list[str] = []
    start = 0
    for match in _END.finditer(text):
        word = _word_before(text, match.start() + len(match.group("close")))
        if word in _ABBREVIATIONS or (len(word) == 1 and word.isalpha()):
            continue  # "No. 5", "Mr. Ellacott", initials "J. Okafor"
        if _LABEL_ONLY.match(text[start : match.start()].strip()):
            continue  # a list or clause label opening the sentence: "1. Confirm ...", "4.2. The excess ..."
        sentences.append(text[start : match.start() + len(match.group("close"))].strip())
        start = match.end()
    sentences.append(text[start:].strip())
    out: list[str] = []
    for sentence in sentences:
        out.extend(_hard_wrap(sentence) if len(sentence) > _MAX_CHARS else [sentence])
    return [s for s in out if s]


def _hard_wrap(sentence: str) -> list[str]:
    """A run-on "sentence" (a list without stops, a flattened form) is cut at '; ' or word breaks."""
    pieces: list[str] = []
    current = ""
    for part in re.split(r"(?<=;) ", sentence):
        if current and len(current) + len(part) > _MAX_CHARS:
            pieces.append(current)
            current = ""
        current = f"{current} {part}".strip()
        while len(current) > _MAX_CHARS:
            cut = current.rfind(" ", 0, _MAX_CHARS)
            cut = cut if cut > 0 else _MAX_CHARS
            pieces.append(current[:cut])
            current = current[cut:].strip()
    if current:
        pieces.append(current)
    return pieces
