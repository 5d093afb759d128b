"""Stage 4, structure: heading paths, clause numbers and paragraph numbers on every block.

Clause numbers come from where documents print them: at the start of a heading ("14.3 Flood", "Section 4",
"General condition 11 - Matching items", "Coverage A - Dwelling"), at the start of a paragraph ("5.1 A handler
must ..."), in a heading run in with the text ("General condition 11 - Matching items. We will ..."), or as a
lettered item under a clause ("(b)" under 4.2 is 4.2(b)). A clause stays current for the unnumbered text and
bullets after it, until the next heading or numbered paragraph, so "clause 14.3" stays attached to all of its
text. The shapes themselves are registered in ``vouch.ingest.shapes``.

A run-in heading and a definitions entry each start a passage of their own (``starts_passage``); a file-note
entry or an e-mail message (``entry``, set by the parser on its first block) holds the blocks after it until
the next entry or heading.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from vouch.ingest.blocks import Block, BlockKind
from vouch.ingest.parsed import ParsedDocument
from vouch.ingest.shapes import (
    CLAUSE_NUMBER,
    MIN_LABELLED_ENTRIES,
    dated_entry,
    definition_term,
    is_definitions_heading,
    is_definitions_table,
    labelled_paragraph,
    note_label,
    run_in_heading,
    titled_heading,
)

_HEADING_NUMBER = re.compile(
    r"^(?:(?:section|part|clause|article|chapter)\s+)?(?P<num>\d+(?:\.\d+)*(?:\([a-z0-9]{1,4}\))*)\.?(?=\s|$)",
    re.IGNORECASE,
)
_PARA_NUMBER = re.compile(rf"^(?:clause\s+)?(?P<num>{CLAUSE_NUMBER}|[A-Z]{{1,3}}\d{{1,3}}(?:\.\d+)*)\.?\s+(?=\S)")
_SUB_LABEL = re.compile(r"^\(?(?P<sub>[a-z]{1,2}|[ivxl]{1,6}|\d{1,2})[).]$")
_STEP_LABEL = re.compile(r"^\d{1,3}\.$")  # a numbered step's typed label: "2."
_DECIMAL = re.compile(r"^\d+(?:\.\d+)*$")  # "2.2", "11": numbered items under it are its steps
_ROMAN = re.compile(r"^[ivxl]{1,6}$")
_QUOTES = "\"'\u201c\u201d\u2018\u2019"


def heading_clause(text: str) -> str | None:
    match = _HEADING_NUMBER.match(text.strip())
    if match:
        return match.group("num")
    titled = titled_heading(text)
    return titled.clause if titled else None


def paragraph_clause(text: str) -> str | None:
    match = _PARA_NUMBER.match(text.strip())
    return match.group("num") if match else labelled_paragraph(text)


def _base(clause: str) -> str:
    """4.2(b)(i) -> 4.2"""
    return clause.split("(", 1)[0]


def _sub_clause(current: str | None, label: str | None) -> str | None:
    """(b) or b. under 4.2 -> 4.2(b); (ii) under 4.2(b) -> 4.2(b)(ii); bullets keep the clause.

    A numbered item ("1.", "(2)") is a clause of its own under a named or lettered clause ("Coverage C" ->
    Coverage C(1), its "a." items Coverage C(1)(a); "B" -> B(2)): there the numbers are the provisions. Under a
    decimal clause ("2.2") items numbered "1." are that clause's steps and keep its number."""
    if label is None:
        return None
    label = label.strip()
    match = _SUB_LABEL.match(label)
    if match is None or not label.endswith((")", ".")) or (label.endswith(".") and label.startswith("(")):
        return None
    sub = match.group("sub")
    if current is None:
        # With no clause in force (a list under an unnumbered heading, "General exclusions"), a bracketed
        # item is a clause of its own, named by its label: "(a)", its "(i)" items "(a)(i)". A plain "1." or
        # "a." list there is a list, not provisions.
        return f"({sub})" if label.endswith(")") else None
    parts = re.findall(r"\(([a-z0-9]+)\)", current)
    if sub.isdigit():
        if label.endswith(".") and _DECIMAL.match(_base(current)):
            return None
        return f"{_base(current)}({sub})"
    if parts and parts[0].isdigit():  # lettered items under a numbered one nest in it
        numbered, rest = f"{_base(current)}({parts[0]})", parts[1:]
        if _ROMAN.match(sub) and len(rest) == 1 and not _ROMAN.match(rest[0]) and not (sub == "i" and rest[0] == "h"):
            return f"{current}({sub})"
        return f"{numbered}({sub})"
    # (i), (ii) right under a lettered item nest in it; but "(i)" straight after "(h)" is the next letter.
    if _ROMAN.match(sub) and len(parts) == 1 and not _ROMAN.match(parts[0]) and not (sub == "i" and parts[0] == "h"):
        return f"{current}({sub})"
    if _ROMAN.match(sub) and len(parts) == 2:
        return f"{_base(current)}({parts[0]})({sub})"
    return f"{_base(current)}({sub})"


def _outline_head(label: str | None, clause: str | None, steps: int, next_number: str | None) -> str | None:
    """The clause a typed "N." item opens in a decimal outline ("1.", "1.1", "1.2", "2.", "2.1", "3."): there the
    bare numbers are the top level the decimals hang from, not steps of the clause before. It is one when the
    next numbered paragraph is one of its own decimals ("3." above "3.1"), or when it is the next top-level
    number after the clause in force ("2." after "1.2" or its "(b)", "10." after "9."), that clause having had
    no steps of its own typed "1.", "2." (those are its steps, and their "3." the next one)."""
    if label is None or _STEP_LABEL.match(label) is None:
        return None
    number = int(label[:-1])
    if steps:
        return None
    head = int(clause.split(".", 1)[0].split("(", 1)[0]) if clause and _DECIMAL.match(_base(clause)) else None
    if head != number and next_number is not None and re.fullmatch(rf"{number}(?:\.\d+)+", next_number):
        return str(number)
    return str(number) if head is not None and head + 1 == number else None


def _next_numbers(blocks: Sequence[Block]) -> list[str | None]:
    """For each block, the clause number printed at the start of the next numbered paragraph before the next
    heading (None where there is none)."""
    found: list[str | None] = [None] * len(blocks)
    following: str | None = None
    for index in range(len(blocks) - 1, -1, -1):
        found[index] = following
        block = blocks[index]
        if block.kind is BlockKind.HEADING:
            following = None
        elif block.kind is BlockKind.PARAGRAPH and (own := _PARA_NUMBER.match(block.text.strip())) is not None:
            following = own.group("num")
    return found


def structure(parsed: ParsedDocument) -> ParsedDocument:
    stack: list[tuple[int, str, str | None]] = []  # (level, heading text, clause printed on the heading)
    clause: str | None = None  # the numbered paragraph in force, reset by headings
    steps = 0  # typed "N." steps seen under that clause
    run_in: str | None = None  # the run-in heading in force, reset by headings and the next run-in
    entry: str | None = None  # the file-note entry or e-mail message in force
    definitions = False  # under a definitions heading
    in_definition = False  # the last text block was a definitions entry
    counters: dict[int | None, int] = {}
    out: list[Block] = []
    blocks = _terms_above_definitions(_definition_tables(_mark_entries(parsed.blocks)))
    for block, next_number in zip(blocks, _next_numbers(blocks), strict=True):
        if block.kind is BlockKind.HEADING:
            while stack and stack[-1][0] >= block.level:
                stack.pop()
            stack.append((block.level, block.text, heading_clause(block.text)))
            clause = run_in = None
            steps = 0
            entry = block.entry
            definitions = any(is_definitions_heading(h[1]) for h in stack)
            in_definition = False
            out.append(replace(block, heading_path=tuple(h[1] for h in stack), clause=_from_headings(stack)))
            continue
        starts = False
        if block.entry is not None:
            entry = block.entry
        inherited = clause or _from_headings(stack)
        if block.kind in (BlockKind.PARAGRAPH, BlockKind.LIST_ITEM):
            # In a file-note entry or e-mail message, numbers and labels are the writer's references ("M5.9
            # event", "4.2 gives up to 250", "Excess: 250"), not clauses or definitions of a wording: the entry
            # holds its text until the next entry or heading.
            noted = entry is not None
            own = None if noted else paragraph_clause(block.text)
            lead = run_in_heading(block.text) if block.kind is BlockKind.PARAGRAPH and not noted else None
            term = None if noted else definition_term(_unlabelled(block))
            is_definition = block.hung_term or (
                term is not None and (definitions or (block.run_in is not None and _defines(block.run_in, term)))
            )
            head = (
                None
                if noted or block.kind is not BlockKind.LIST_ITEM
                else _outline_head(block.label, clause, steps, next_number)
            )
            if lead is not None and (own is None or own == lead.clause):
                clause = inherited = lead.clause
                run_in = lead.heading
                starts = True
                steps = 0
            elif own is not None:
                clause = inherited = own
                run_in = None
                steps = 0
            elif head is not None:
                clause = inherited = head
                run_in = None
                steps = 0
            elif (
                block.kind is BlockKind.LIST_ITEM
                and not (noted and inherited is None)
                and (sub := _sub_clause(inherited, block.label)) is not None
            ):
                clause = sub
                inherited = sub
            elif (
                clause is not None
                and "(" in clause
                and (block.kind is BlockKind.PARAGRAPH or _STEP_LABEL.match(block.label or "") is not None)
            ):
                # Text after a clause's lettered items belongs to the clause itself, and so does the next step
                # of a numbered list whose steps keep the clause's number ("2." after step 1's "(a)", "(b)").
                clause = _base(clause) or None
                inherited = clause
            if is_definition:
                starts = True
            elif block.run_in is not None and lead is None and own is None and block.kind is BlockKind.PARAGRAPH:
                run_in = block.run_in.rstrip(" .:")  # an unnumbered bold run-in title opens a unit of its own
                starts = True
            elif in_definition and block.kind is BlockKind.PARAGRAPH and term is None:
                starts = True  # text after a definitions list is not part of its last entry
            in_definition = is_definition or (in_definition and block.kind is BlockKind.LIST_ITEM)
            if head is None and block.kind is BlockKind.LIST_ITEM and _STEP_LABEL.match(block.label or ""):
                steps += 1
            counters[block.page] = counters.get(block.page, 0) + 1
            block = replace(block, paragraph=counters[block.page])
        path = tuple(h[1] for h in stack) + ((run_in,) if run_in else ())
        out.append(replace(block, heading_path=path, clause=inherited, entry=entry, starts_passage=starts))
    return replace(parsed, blocks=tuple(out))


def _definition_tables(blocks: Sequence[Block]) -> list[Block]:
    """A definitions list printed as a two-column table (term | meaning) is read as definitions entries, one
    paragraph per row, "Ceremony The legal marriage ...", the term as its bold lead: a citation names the
    entry, and it reads as printed, term then meaning, not as a numbered row of a table."""
    out: list[Block] = []
    for block in blocks:
        table = block.table
        if block.kind is not BlockKind.TABLE or table is None or not is_definitions_table(table.header, table.caption):
            out.append(block)
            continue
        if any(len(row) != 2 for row in table.rows if any(row)):
            out.append(block)
            continue
        if table.caption:
            out.append(Block(BlockKind.PARAGRAPH, table.caption, page=block.page))
        for index, (term, meaning) in enumerate(table.rows):
            term, meaning = " ".join(term.split()), " ".join(meaning.split())
            if not term or not meaning:
                continue
            confidence = table.row_confidence[index] if index < len(table.row_confidence) else None
            doubts = table.row_doubts[index] if index < len(table.row_doubts) else ()
            text = f"{term} {meaning}"
            out.append(
                Block(
                    BlockKind.PARAGRAPH,
                    text,
                    page=block.page,
                    run_in=term,
                    ocr_confidence=confidence,
                    ocr_doubts=doubts,
                )
            )
    return out


TERM_WORDS = 6  # a defined term set on a line of its own is a few words


def _terms_above_definitions(blocks: Sequence[Block]) -> list[Block]:
    """Under a definitions heading, a term set on its own line above its meaning ("Close relative" / "Your
    husband, wife or partner ...") or in a column of its own beside it (a term | meaning list without rules,
    read term then meaning) is read as a heading or a short paragraph of its own; it is the entry's first words.
    Such a line (below the definitions heading, a few words, no number, no closing punctuation) joins the
    paragraph under it as its bold lead, so term and meaning are one passage, and the entry starts a passage of
    its own. A line of that shape followed by another is no term (a column label "Term" above "Animal in your
    care"): it stays as it is and the next one is tried. A heading with a clause number, or one at the
    definitions heading's own level or above, still ends the list."""
    out: list[Block] = []
    level: int | None = None  # the definitions heading's level while its list is in force
    pending: Block | None = None
    for block in blocks:
        if pending is not None:
            if block.kind is BlockKind.PARAGRAPH and _term_shaped(block.text) and definition_term(block.text) is None:
                out.append(pending)  # a column label, or a term with no meaning under it
                pending = block
                continue
            if block.kind is BlockKind.PARAGRAPH and definition_term(block.text) is None:
                text = f"{pending.text} {block.text}"
                out.append(
                    replace(block, text=text, run_in=pending.text, page=pending.page or block.page, hung_term=True)
                )
                pending = None
                continue
            out.append(pending)
            pending = None
        if block.kind is BlockKind.HEADING:
            if level is not None and block.level > level and _term_shaped(block.text):
                pending = block
                continue
            level = (
                block.level
                if is_definitions_heading(block.text)
                else level
                if (level is not None and block.level > level)
                else None
            )
        elif (
            level is not None
            and block.kind is BlockKind.PARAGRAPH
            and block.entry is None
            and _term_shaped(block.text)
            and block.text[:1].isupper()
        ):
            pending = block
            continue
        out.append(block)
    if pending is not None:
        out.append(pending)
    return out


def _term_shaped(text: str) -> bool:
    words = text.split()
    return (
        0 < len(words) <= TERM_WORDS
        and heading_clause(text) is None
        and not any(c.isdigit() for c in text)
        and not text.rstrip().endswith((".", ":", ";", ","))
    )


MIN_DATED_ENTRIES = 3  # a date opening three paragraphs makes a log; once or twice it is just a date


def _mark_entries(blocks: Sequence[Block]) -> list[Block]:
    """File-note entries: paragraphs opening with a printed label ("[e4]") or, in a log without labels, with
    a date stamp. Each becomes an entry ("e4", or "e<k>" in order) that holds the text after it."""
    text_blocks = [
        i for i, b in enumerate(blocks) if b.kind in (BlockKind.PARAGRAPH, BlockKind.LIST_ITEM) and b.entry is None
    ]
    labels = {i: label for i in text_blocks if (label := note_label(_unlabelled(blocks[i]))) is not None}
    out = list(blocks)
    if len(labels) >= MIN_LABELLED_ENTRIES:
        for i, label in labels.items():
            out[i] = replace(out[i], entry=label)
        return out
    dated = [i for i in text_blocks if dated_entry(_unlabelled(blocks[i]))]
    if len(dated) >= MIN_DATED_ENTRIES:
        for k, i in enumerate(dated, start=1):
            out[i] = replace(out[i], entry=f"e{k}")
    return out


def _unlabelled(block: Block) -> str:
    """A list item's text without its bullet: "- [e4] ..." is entry e4 in a Markdown list of notes."""
    if block.label and block.text.startswith(block.label):
        return block.text[len(block.label) :].lstrip()
    return block.text


def _defines(lead: str, term: str) -> bool:
    """A bold lead is a defined term when it is the term itself ("Excess:", a quoted "Excess")."""
    cleaned = lead.strip().strip(_QUOTES + ":").strip()
    return cleaned.lower() == term.lower()


def _from_headings(stack: list[tuple[int, str, str | None]]) -> str | None:
    for _, _, number in reversed(stack):
        if number is not None:
            return number
    return None
