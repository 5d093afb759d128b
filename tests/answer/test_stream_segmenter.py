"""Sentence boundaries on a token stream: text goes out under the right sentence id, boundaries are final only
once a following sentence starts (or the stream ends), and the deltas add up to the text."""

from __future__ import annotations

import re

import pytest

from vouch.answer.adapters import punctuation_segment
from vouch.answer.stream_segmenter import SentenceDone, StreamItem, StreamSegmenter, TextPiece

TEXT = (
    "We will not pay for damage caused by mice. The excess is £500, e.g. for escape of water. "
    "You must tell us within 30 days!  Is that clear? Yes."
)


def _run(chunks: list[str]) -> list[StreamItem]:
    segmenter = StreamSegmenter(punctuation_segment)
    items: list[StreamItem] = []
    for chunk in chunks:
        items.extend(segmenter.feed(chunk))
    items.extend(segmenter.finish())
    return items


def _check(items: list[StreamItem], text: str) -> list[str]:
    sent = ""
    ended: set[str] = set()
    sentences: list[str] = []
    for item in items:
        if isinstance(item, TextPiece):
            assert item.sentence_id not in ended, "text after its sentence ended"
            sent += item.delta
        else:
            sentence = item.sentence
            assert sentence.id == f"s{len(sentences) + 1}"
            assert sent[sentence.doc_start : sentence.doc_end] == sentence.text == sentence.text.strip()
            ended.add(sentence.id)
            sentences.append(sentence.text)
    # Every character goes out, except whitespace after an already ended last sentence.
    assert text.startswith(sent) and not text[len(sent) :].strip()
    return sentences


EXPECTED = [
    "We will not pay for damage caused by mice.",
    "The excess is £500, e.g. for escape of water.",
    "You must tell us within 30 days!",
    "Is that clear?",
    "Yes.",
]


@pytest.mark.parametrize("size", [1, 2, 3, 7, 1000])
def test_any_chunking_gives_the_same_sentences(size: int) -> None:
    chunks = [TEXT[i : i + size] for i in range(0, len(TEXT), size)]
    assert _check(_run(chunks), TEXT) == EXPECTED


def test_word_tokens_like_a_model_server() -> None:
    assert _check(_run(re.findall(r"\s*\S+", TEXT)), TEXT) == EXPECTED


def test_a_sentence_ends_when_the_next_one_starts_not_at_its_full_stop() -> None:
    segmenter = StreamSegmenter(punctuation_segment)
    first = segmenter.feed("We will pay £500.")
    assert not any(isinstance(i, SentenceDone) for i in first)
    assert "".join(i.delta for i in first if isinstance(i, TextPiece)) == "We will pay £500."
    held = segmenter.feed(" ")
    assert held == [], "whitespace after a possible boundary waits for the next word"
    after = segmenter.feed("You")
    assert [type(i).__name__ for i in after] == ["SentenceDone", "TextPiece"]
    done = after[0]
    assert isinstance(done, SentenceDone) and done.sentence.text == "We will pay £500."
    piece = after[1]
    assert isinstance(piece, TextPiece) and (piece.sentence_id, piece.delta) == ("s2", " You")


def test_a_decimal_amount_is_not_a_boundary() -> None:
    assert _check(_run(["The premium is £612.", "40 a year. Thanks."]), "The premium is £612.40 a year. Thanks.") == [
        "The premium is £612.40 a year.",
        "Thanks.",
    ]


def test_the_end_of_the_stream_closes_the_last_sentence_without_punctuation() -> None:
    assert _check(_run(["No full stop at the end  ", "\n"]), "No full stop at the end  \n") == [
        "No full stop at the end"
    ]
    assert _run([]) == []
    assert _run(["   "]) == []


def test_feeding_after_finish_is_an_error() -> None:
    segmenter = StreamSegmenter(punctuation_segment)
    segmenter.finish()
    with pytest.raises(RuntimeError):
        segmenter.feed("more")
