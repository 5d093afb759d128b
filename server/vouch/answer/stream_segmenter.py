"""Sentence boundaries on a token stream.

Text arrives in small deltas. Each delta must go out as a ``text`` event of a known sentence, so text after a
possible boundary ("... £500. We") is held back until the segmenter can tell: a sentence is final when the
segmenter sees a following sentence start, or when the stream ends. Text before the first undecided boundary
goes out at once, so holding back costs at most the few characters after a full stop.

The whitespace between two sentences travels with the later sentence's text; ``sentence_end`` ranges never
include it. Concatenating every delta gives the whole answer text (whitespace after the last sentence aside:
no text follows a sentence's ``sentence_end``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from vouch.verify.types import Sentence

Segment = Callable[[str], list[Sentence]]

# A possible boundary: sentence punctuation (with closing quotes/brackets) then whitespace, or a line break.
# Group 1 ends where the held-back text begins.
_CANDIDATE = re.compile(r"([.!?;:\u2026][\"'\u201d\u2019)\]]*)\s|(\n)")


@dataclass(frozen=True)
class TextPiece:
    sentence_id: str
    delta: str


@dataclass(frozen=True)
class SentenceDone:
    sentence: Sentence  # doc_start/doc_end into the whole answer text


StreamItem = TextPiece | SentenceDone


class StreamSegmenter:
    def __init__(self, segment: Segment, id_prefix: str = "s") -> None:
        self._segment = segment
        self._prefix = id_prefix
        self._text = ""
        self._start = 0  # where the open sentence's text (leading whitespace included) begins
        self._sent = 0  # how much text has gone out
        self._judged = 0  # candidate boundaries before this offset were judged "no boundary"
        self._number = 1
        self._finished = False

    @property
    def text(self) -> str:
        return self._text

    @property
    def sentence_id(self) -> str:
        return f"{self._prefix}{self._number}"

    def will_segment(self, delta: str) -> bool:
        """Whether ``feed(delta)`` will call the segmenter (a parser: slow enough to run off the event loop);
        most deltas only extend the open sentence and cost a regex."""
        return self._decidable(self._text + delta) is not None

    def feed(self, delta: str) -> list[StreamItem]:
        if self._finished:
            raise RuntimeError("the stream has ended")
        self._text += delta
        items: list[StreamItem] = []
        while self._split_once(items):
            pass
        hold = self._hold_point()
        self._emit_upto(hold, items)
        return items

    def finish(self) -> list[StreamItem]:
        """The stream ended: everything left is final (it may still hold several sentences)."""
        items: list[StreamItem] = []
        if self._finished:
            return items
        self._finished = True
        base = self._start
        tail = self._text[base:]
        if tail.strip():
            # A tail with no possible boundary inside it is one sentence: no need to ask the parser.
            inner = _CANDIDATE.search(tail.rstrip())
            sentences = [s for s in self._segment(tail) if s.text.strip()] if inner else []
            for end in [base + s.doc_end for s in sentences[:-1]]:
                if end >= self._sent and self._text[self._start : end].strip():
                    self._close(end, items)
            # Trailing whitespace goes out with the last sentence's text, before its sentence_end.
            self._emit_upto(len(self._text), items)
            self._close(len(self._text.rstrip()), items)
        # Whitespace after an already closed last sentence is dropped: no text may follow a sentence_end.
        return items

    # -- internals -------------------------------------------------------------------------------------------

    def _decidable(self, text: str | None = None) -> int | None:
        """Offset of the first candidate boundary past ``_judged`` with a following non-space character."""
        text = self._text if text is None else text
        for match in _CANDIDATE.finditer(text, max(self._start, self._judged)):
            if text[match.end() :].strip():
                return match.start()
        return None

    def _split_once(self, items: list[StreamItem]) -> bool:
        candidate = self._decidable()
        if candidate is None:
            return False
        tail = self._text[self._start :]
        sentences = [s for s in self._segment(tail) if s.text.strip()]
        # Boundaries the segmenter found, as offsets into the whole text. One already emitted past (text went
        # out under the open sentence) cannot move back: only boundaries at or after ``_sent`` count.
        ends = [self._start + s.doc_end for s in sentences[:-1]]
        ends = [e for e in ends if e >= self._sent and self._text[self._start : e].strip()]
        if not ends:
            # Not a boundary (an abbreviation, "e.g. the"): judge it and look at the next one.
            match = _CANDIDATE.search(self._text, candidate)
            self._judged = match.end() if match else len(self._text)
            return True
        self._close(ends[0], items)
        return True

    def _close(self, end: int, items: list[StreamItem]) -> None:
        self._emit_upto(end, items)
        body = self._text[self._start : end]
        lead = len(body) - len(body.lstrip())
        start = self._start + lead
        text = self._text[start:end]
        items.append(SentenceDone(Sentence(id=self.sentence_id, text=text, doc_start=start, doc_end=end)))
        self._number += 1
        self._start = end
        self._judged = max(self._judged, end)

    def _hold_point(self) -> int:
        """Text up to here can go out under the open sentence: it ends at the first undecided boundary."""
        if not self._text[self._start :].strip():
            return self._sent  # only whitespace so far: it may never become a sentence
        for match in _CANDIDATE.finditer(self._text, max(self._start, self._judged)):
            hold = match.end(1) if match.group(1) else match.start(2)
            if hold >= self._sent:
                return hold
        return len(self._text)

    def _emit_upto(self, end: int, items: list[StreamItem]) -> None:
        if end <= self._sent:
            return
        delta = self._text[self._sent : end]
        self._sent = end
        items.append(TextPiece(self.sentence_id, delta))
