"""The checker reads a lettered item after the lead-in that governs it; a citation still quotes the item."""

from __future__ import annotations

from vouch.passages import Passage
from vouch.verify.pipeline import as_read
from vouch.verify.score import Evidence


def _passage(text: str, **extra: str) -> Passage:
    return Passage(
        id=f"c/{text[:8]}", collection="c", document_id="w.pdf", address="w.pdf#p2.c5-1b", text=text, extra=extra
    )


def test_a_lettered_item_is_read_after_its_lead_in() -> None:
    item = _passage("(b) fences, gates and hedges;", lead_in="We will not pay for storm damage to:")
    (read,) = as_read([item])
    assert isinstance(read, Evidence) and read.id == item.id
    assert read.text == "We will not pay for storm damage to: (b) fences, gates and hedges;"
    assert item.text == "(b) fences, gates and hedges;"  # what a citation quotes is unchanged


def test_a_passage_without_a_lead_in_is_read_as_it_is() -> None:
    plain = _passage("We will pay for storm damage to fences.", document_title="Home policy")
    assert as_read([plain]) == [plain]
    evidence = Evidence("e1", "The excess is £250.")
    assert as_read([evidence]) == [evidence]
