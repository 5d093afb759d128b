"""OCR doubt per word and per cell: a row that reads well on average but misreads its amount is flagged, and
the handler sees the flag on the citation. Each rule with its trap and its faithful twin."""

from __future__ import annotations

import pytest

from vouch.answer.adapters import attribution_from_score
from vouch.ingest.blocks import Block, BlockKind, TableData
from vouch.ingest.chunk import chunk
from vouch.ingest.confidence import doubtful_cells, doubtful_words
from vouch.ingest.layout import Span
from vouch.ingest.parsed import ParsedDocument
from vouch.passages import DocumentInfo, DocumentType, Passage
from vouch.verify.types import Claim, ClaimScore, Sentence, Support, SupportScore


def _word(text: str, conf: float) -> Span:
    return Span(0, 0, 10, 10, text, 10.0, conf=conf)


def test_one_misread_amount_is_doubtful_though_the_row_reads_well() -> None:
    row = [_word(w, 97) for w in ["Voluntary", "excess", "All", "claims", "except", "glass"]] + [_word("eee", 24)]
    assert sum(s.conf or 0 for s in row) / len(row) > 70  # the mean hides it
    assert doubtful_words(row) == ["eee"]


def test_a_figure_is_held_to_a_higher_floor_than_a_word() -> None:
    assert doubtful_words([_word("\u00a315", 65)]) == ["\u00a315"]
    assert doubtful_words([_word("drivers", 65), _word("\u00a3250", 96)]) == []  # twin: both sure enough


def test_amount_columns_doubt_cells_not_shaped_like_amounts() -> None:
    rows = [
        ("Compulsory excess", "\u00a3250"),
        ("Voluntary excess", "eee"),
        ("Windscreen repair", "\u00a325"),
        ("Glass (own repairer)", "Nil"),
        ("Non-approved repairer", "\u00a31,2O0"),
        ("Young driver", "\u00a3400"),
    ]
    assert doubtful_cells(rows) == [[], ["eee"], [], [], ["\u00a31,2O0"], []]
    # The twin: a column of words is not an amount column, whatever its words are.
    words = [("Glass", "All claims"), ("Fire", "Except arson"), ("Theft", "eee")]
    assert doubtful_cells(words) == [[], [], []]


def test_an_empty_cell_in_a_column_every_other_row_fills_is_a_dropped_word() -> None:
    rows = [("1", "01/07/2022", "\u00a346,500"), ("2", "", "\u00a349,800"), ("3", "01/07/2028", "\u00a353,300")]
    assert doubtful_cells(rows, ("Period", "From", "Annual rent")) == [[], ["(no From)"], []]
    # The twin: a notes column that most rows leave empty says nothing about the one that fills it.
    notes = [("Rent", "\u00a3975", ""), ("Fees", "\u00a340", "waived"), ("Deposit", "\u00a3500", "")]
    assert doubtful_cells(notes) == [[], [], []]


def test_words_in_a_column_the_header_leaves_unlabelled_are_split_off_their_cell() -> None:
    rows = [
        ("Oak dresser (sched.", "item 4)", "2 yrs", "640.00"),
        ("Rug, wool", "", "5 yrs", "210.00"),
        ("Lamp, brass", "", "1 yr", "85.00"),
    ]
    header = ("Item", "", "Age", "Value")
    assert doubtful_cells(rows, header) == [["item 4)"], [], []]
    # The twin: a column every row fills is a column of its own, labelled or not.
    numbered = [("1", "Oak dresser", "640.00"), ("2", "Rug, wool", "210.00"), ("3", "Lamp, brass", "85.00")]
    assert doubtful_cells(numbered, ("", "Item", "Value")) == [[], [], []]


def _rows(doubts: tuple[tuple[str, ...], ...]) -> list[Passage]:
    table = TableData(
        header=("Excess", "Amount"),
        rows=(("Compulsory excess", "\u00a3250"), ("Voluntary excess", "eee")),
        row_confidence=(96.0, 88.0),
        row_doubts=doubts,
    )
    parsed = ParsedDocument(blocks=(Block(BlockKind.TABLE, "", page=1, table=table),))
    return chunk(parsed, DocumentInfo("c", "scan.png", "Schedule", DocumentType.SCHEDULE, "0" * 64))


def test_a_row_with_a_doubtful_cell_is_flagged_and_names_it() -> None:
    rows = _rows(((), ("eee",)))
    assert [p.extra.get("low_confidence") for p in rows] == [None, "true"]
    assert rows[1].extra["ocr_unsure"] == "eee"
    assert rows[0].ocr_warning is None
    assert rows[1].ocr_warning is not None and "unsure of: eee" in rows[1].ocr_warning


def test_the_citation_of_a_flagged_row_warns() -> None:
    rows = _rows(((), ("eee",)))
    plain, flagged = rows
    sentence = Sentence("s1", "The voluntary excess is £250.", 0, 30)
    claims = tuple(
        ClaimScore(Claim(sentence.text, 0, 30), support, passage.id, support)
        for passage, support in ((flagged, 0.9), (plain, 0.85))
    )
    attribution = attribution_from_score(SupportScore(sentence, Support.ENTAILED, 0.9, claims), rows)
    warnings = {c.address: c.warning for c in attribution.citations}
    assert warnings[flagged.address] is not None and "Check it against the scan" in warnings[flagged.address]
    assert warnings[plain.address] is None


def test_a_word_ocr_could_not_read_leaves_its_doubt_on_its_line() -> None:
    from vouch.ingest.parsers.ocr import _mark_unread_neighbours

    kept = [Span(40, 100, 100, 110, "Windscreen", 10.0, conf=95), Span(200, 100, 240, 110, "Glass", 10.0, conf=96)]
    below = Span(40, 130, 90, 140, "Total", 10.0, conf=96)
    unread = [Span(104, 100, 140, 110, "repair", 10.0, conf=0)]  # dropped: under the keep floor
    marked = _mark_unread_neighbours([*kept, below], unread)
    assert doubtful_words(marked) == ["Windscreen"]  # the row it sat in is flagged, not read as complete
    # The twin: a word dropped far from any other (dust in a margin) leaves nothing in doubt.
    assert doubtful_words(_mark_unread_neighbours([*kept, below], [Span(500, 300, 520, 310, "ee", 10.0, conf=0)])) == []


def _tsv(text: str, conf: float, left: int = 200, top: int = 100, width: int = 100, height: int = 24) -> dict[str, str]:
    return {
        "level": "5",
        "text": text,
        "conf": str(conf),
        "left": str(left),
        "top": str(top),
        "width": str(width),
        "height": str(height),
    }


def test_a_word_too_unsure_to_keep_is_read_again_alone_in_a_narrow_crop(monkeypatch: pytest.MonkeyPatch) -> None:
    from PIL import Image

    from vouch.ingest.parsers import ocr

    crops: list[tuple[int, int]] = []

    def alone(image: Image.Image, dpi: int, mode: str = ocr.PAGE_SEGMENTATION) -> list[dict[str, str]]:
        crops.append(image.size)
        return [_tsv("walnut,", 94.0)] if mode == ocr.SINGLE_LINE else []

    monkeypatch.setattr(ocr, "_run_tesseract", alone)
    page = Image.new("L", (800, 300), 255)
    read = ocr._reread_figures(page, [_tsv("Oak", 96.0, left=120), _tsv("wahut,", 12.0), _tsv("dresser", 15.0)], 300)
    # The word at 12 is read again (a third of its height each side) and kept; the sure word is left alone.
    assert [(r["text"], float(r["conf"])) for r in read][:2] == [("Oak", 96.0), ("walnut,", 94.0)]
    assert crops[0] == (100 + 2 * (24 // 3), 24 + 2 * (24 // 2))

    def unsure(image: Image.Image, dpi: int, mode: str = ocr.PAGE_SEGMENTATION) -> list[dict[str, str]]:
        return [_tsv("dnsser", 31.0)]

    monkeypatch.setattr(ocr, "_run_tesseract", unsure)
    # Twin: a second reading no surer keeps the first, which the page then leaves out and doubts.
    assert ocr._reread_figures(page, [_tsv("dresser", 15.0)], 300)[0]["text"] == "dresser"
