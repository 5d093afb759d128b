"""Plain text and Markdown: paragraphs split on blank lines, headings from '#' or from numbered short lines."""

from __future__ import annotations

import re
from dataclasses import replace

from vouch.ingest.blocks import Block, BlockKind, TableData
from vouch.ingest.detect import TypedFile
from vouch.ingest.parsed import ParsedDocument
from vouch.ingest.parsers.charset import decode_text
from vouch.ingest.shapes import (
    MESSAGE_ATTRIBUTION,
    MESSAGE_HEADER,
    MESSAGE_SEPARATOR,
    MIN_LABELLED_ENTRIES,
    NOTE_LABEL,
    RULE_LINE,
    banner_label,
    dated_entry,
    definition_term,
    lone_note_label,
    placed_note_label,
    titled_heading,
)
from vouch.ingest.validate import Limits

_LIST_ITEM = re.compile(r"^\s*(?P<label>[-*•]|\(?[a-z]{1,3}\)|[a-z]\.|\(?\d{1,3}[.)]|\([ivx]{1,5}\))\s+(?P<text>\S.*)$")
_MD_HEADING = re.compile(r"^(?P<hashes>#{1,6})\s+(?P<text>.+?)\s*#*\s*$")
_MD_TABLE_RULE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")
_TABLE_CAPTION = re.compile(r"^(table|schedule)\s+\S+", re.IGNORECASE)
_NUMBERED_HEADING = re.compile(r"^(?:(?:section|part|chapter)\s+)?(?P<num>\d+(?:\.\d+)*)\.?\s+\S", re.IGNORECASE)


def _paragraphs(text: str, *, rules: bool = False) -> list[list[str]]:
    """Lines grouped into paragraphs at blank lines. With ``rules`` (plain text, not Markdown, whose rules are
    its own syntax), a line drawn with one repeated mark ("=====", "-----", "*****") directly under text ends
    that paragraph and is printed furniture, not words: a log rules off each entry that way. Set apart by a
    blank line, a line of dashes or underscores is a message separator and stays: it is where the next e-mail
    of a thread starts."""
    out: list[list[str]] = []
    current: list[str] = []
    for line in text.split("\n"):
        if rules and banner_label(line) is not None:
            # An entry's banner ("---- Entry FN-6 ----") is a paragraph of its own: it opens the entry.
            if current:
                out.append(current)
            out.append([line.strip()])
            current = []
        elif rules and RULE_LINE.match(line) and (current or not MESSAGE_SEPARATOR.match(line)):
            if current:
                out.append(current)
                current = []
        elif line.strip():
            current.append(line.rstrip())
        elif current:
            out.append(current)
            current = []
    if current:
        out.append(current)
    return out


def _heading_level(line: str) -> int | None:
    """A short line with no closing full stop that starts with a number or is in capitals reads as a heading."""
    stripped = line.strip()
    if len(stripped) > 90:
        return None
    titled = titled_heading(stripped)
    if titled is not None:  # "Coverage A - Dwelling", "11. Exclusions - drivers."
        if titled.clause and titled.clause[0].isdigit() and stripped[0].isdigit():
            return titled.clause.count(".") + 1
        return 1 if stripped.split()[0].lower() in {"section", "part", "chapter"} else 2
    if stripped.endswith((".", ",", ";", ":")):
        return None
    numbered = _NUMBERED_HEADING.match(stripped)
    if numbered:
        return numbered.group("num").count(".") + 1
    letters = [c for c in stripped if c.isalpha()]
    if len(letters) >= 4 and all(c.isupper() for c in letters):
        return 1
    return None


def _line_blocks(lines: list[str], *, placed: bool = False) -> list[Block]:
    """Lines of one paragraph: a line with a list label starts an item, an indented line continues it, other
    lines are running text (a lead-in such as "The following limits apply:" before its items).

    ``placed``: the document's entries print their labels after the header line's first words ("06/19/2026
    08:05  K. VANTERPOOL / DESK  LOG #3"); such a line opens the entry its label names, without the label."""
    blocks: list[tuple[BlockKind, str | None, list[str], str | None]] = []
    for line in lines:
        match = _LIST_ITEM.match(line)
        header = placed_note_label(line) if placed and not line[:1].isspace() else None
        if header is not None:
            blocks.append((BlockKind.PARAGRAPH, None, [header.line], header.label))
        elif match:
            blocks.append((BlockKind.LIST_ITEM, match.group("label"), [match.group("text").strip()], None))
        elif blocks and _opens_entry(line, blocks[-1][2][-1]):
            blocks.append((BlockKind.PARAGRAPH, None, [line.strip()], None))
        elif blocks and (blocks[-1][0] is BlockKind.PARAGRAPH or line[:1].isspace()):
            blocks[-1][2].append(line.strip())
        else:
            blocks.append((BlockKind.PARAGRAPH, None, [line.strip()], None))
    out: list[Block] = []
    for kind, label, words, entry in blocks:
        text = " ".join(words)
        out.append(Block(kind, f"{label} {text}" if label else text, label=label, entry=entry))
    return out


def _placed_labels(text: str) -> bool:
    """Whether the text's entries print their labels after their header lines' first words: at least
    MIN_LABELLED_ENTRIES header lines do (one such line alone may be a date and a reference)."""
    found = sum(1 for line in text.split("\n") if not line[:1].isspace() and placed_note_label(line) is not None)
    return found >= MIN_LABELLED_ENTRIES


def _opens_entry(line: str, previous: str) -> bool:
    """Lines that start a block of their own without a blank line before them: a file-note entry ("[e4] ...",
    a date stamp) and, after a finished sentence, a definitions entry ("Excess: ...")."""
    if line[:1].isspace():
        return False
    if _opens_record(line):
        return True
    return previous.rstrip().endswith((".", ";")) and definition_term(line) is not None


def _opens_record(line: str) -> bool:
    """A line shaped as a file-note entry's opening: a printed label ("[e4]", "Note 3 ·") or a date stamp."""
    return NOTE_LABEL.match(line.strip()) is not None or dated_entry(line)


def _message_start(lines: list[str]) -> bool:
    """A paragraph that opens an e-mail of a thread: a separator, an "On ... wrote:" line, or a header block
    (From: with at least one more of Sent/Date/To/Subject)."""
    first = lines[0]
    if MESSAGE_SEPARATOR.match(first) or MESSAGE_ATTRIBUTION.match(first):
        return True
    names = [m.group("name").lower() for line in lines if (m := MESSAGE_HEADER.match(line))]
    return bool(names) and names[0] == "from" and len(names) >= 2


def _plain_blocks(text: str, *, opened: bool = False) -> list[Block]:
    """``opened``: the text is the body of a message already begun (an e-mail's own body), so quoted
    messages below it are the second, third ... of the thread."""
    paragraphs = _paragraphs(text, rules=True)
    if any(_message_start(lines) for lines in paragraphs):
        return _thread_blocks(paragraphs, opened)
    return _paragraph_blocks(paragraphs, placed=_placed_labels(text))


def _thread_blocks(paragraphs: list[list[str]], opened: bool) -> list[Block]:
    """An e-mail thread: every message is an entry m1, m2 ... of its own, its header lines a paragraph."""
    blocks: list[Block] = []
    number = 1 if opened else 0
    unmarked = not opened  # the next block opens message ``number`` (text before any header is message 1)
    for lines in paragraphs:
        if _message_start(lines):
            number += 1
            header = [line.strip() for line in lines if not MESSAGE_SEPARATOR.match(line)]
            unmarked = not header
            if header:
                blocks.append(Block(BlockKind.PARAGRAPH, "; ".join(header), entry=f"m{number}"))
            continue
        part = _paragraph_blocks([lines])
        if part and unmarked:
            number = max(number, 1)
            part[0] = replace(part[0], entry=f"m{number}")
            unmarked = False
        blocks.extend(part)
    return blocks


def _paragraph_blocks(paragraphs: list[list[str]], *, placed: bool = False) -> list[Block]:
    """Paragraphs to blocks. An entry's banner line ("---- Entry FN-6 ----", see ``_paragraphs``) is printed
    furniture, not words: the paragraph after it opens the entry its label names (``e6``)."""
    blocks: list[Block] = []
    banner: str | None = None  # the entry the last banner opened, for the next paragraph
    # Paragraphs that open with their entry's label on a line of its own ("NOTE 0001" above "Category: FNOL"),
    # when at least MIN_LABELLED_ENTRIES do: one such line alone may be a heading.
    lone = {id(lines): label for lines in paragraphs if len(lines) > 1 and (label := lone_note_label(lines[0]))}
    if len(lone) < MIN_LABELLED_ENTRIES:
        lone = {}
    for lines in paragraphs:
        if len(lines) == 1 and (label := banner_label(lines[0])) is not None:
            banner = label
            continue
        if banner is not None:
            opened = _paragraph_blocks([lines], placed=placed)
            if opened:
                opened[0] = replace(opened[0], entry=banner)
            blocks.extend(opened)
            banner = None
            continue
        if id(lines) in lone:
            opened = _line_blocks(lines, placed=placed)
            if opened:
                opened[0] = replace(opened[0], entry=lone[id(lines)])
            blocks.extend(opened)
            continue
        if len(lines) == 1 and (level := _heading_level(lines[0])) is not None:
            blocks.append(Block(BlockKind.HEADING, lines[0].strip(), level=level))
            continue
        # A numbered heading line directly above its text, without a blank line between.
        first = lines[0].strip()
        level = _heading_level(first) if len(lines) > 1 and len(first) < 70 else None
        if level is not None and _NUMBERED_HEADING.match(first) and first[-1:].isalnum():
            blocks.append(Block(BlockKind.HEADING, first, level=level))
            lines = lines[1:]
        blocks.extend(_line_blocks(lines, placed=placed))
    return blocks


def _unmark(text: str) -> str:
    """Markdown inline markup off, words kept: links keep their text, emphasis and code marks go."""
    text = re.sub(r"!\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"\[([^\]]+)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"(\*\*|__|`)", "", text)
    return re.sub(r"(?<!\w)[*_](\S(?:.*?\S)?)[*_](?!\w)", r"\1", text)


def _cells(line: str) -> tuple[str, ...]:
    return tuple(_unmark(cell.strip()) for cell in line.strip().strip("|").split("|"))


def _flush(para: list[str], blocks: list[Block]) -> None:
    blocks.extend(Block(b.kind, _unmark(b.text), label=b.label) for b in _line_blocks(para))
    para.clear()


def _markdown_blocks(text: str) -> list[Block]:
    blocks: list[Block] = []
    fence: list[str] | None = None  # lines of an open ``` block
    for lines in _paragraphs(text):
        para: list[str] = []
        i = 0
        while i < len(lines):
            line = lines[i]
            if line.strip().startswith("```"):
                _flush(para, blocks)
                if fence is not None:
                    blocks.append(Block(BlockKind.PARAGRAPH, "\n".join(fence)))
                fence = None if fence is not None else []
                i += 1
                continue
            if fence is not None:
                fence.append(line)
                i += 1
                continue
            heading = _MD_HEADING.match(line)
            if heading and _opens_record(_unmark(heading.group("text"))):
                # "#### Note 3 · 16 Oct 2026 · R. Amadi": a file-note entry set as a heading opens the
                # entry, and its text is the entry's first line (who wrote it and when), not a section.
                _flush(para, blocks)
                para.append(heading.group("text"))
                i += 1
                continue
            if heading:
                _flush(para, blocks)
                level = len(heading.group("hashes"))
                blocks.append(Block(BlockKind.HEADING, _unmark(heading.group("text")), level=level))
                i += 1
                continue
            if "|" in line and i + 1 < len(lines) and _MD_TABLE_RULE.match(lines[i + 1]):
                _flush(para, blocks)
                header = _cells(line)
                rows: list[tuple[str, ...]] = []
                i += 2
                while i < len(lines) and "|" in lines[i]:
                    rows.append(_cells(lines[i]))
                    i += 1
                caption = blocks[-1].text if blocks and _TABLE_CAPTION.match(blocks[-1].text) else None
                blocks.append(Block(BlockKind.TABLE, caption or "", table=TableData(header, tuple(rows), caption)))
                continue
            para.append(line)
            i += 1
        _flush(para, blocks)
    if fence:
        blocks.append(Block(BlockKind.PARAGRAPH, "\n".join(fence)))
    return blocks


def parse_text(typed: TypedFile, limits: Limits) -> ParsedDocument:
    return ParsedDocument(blocks=tuple(_plain_blocks(decode_text(typed.file.data))))


def parse_markdown(typed: TypedFile, limits: Limits) -> ParsedDocument:
    return ParsedDocument(blocks=tuple(_markdown_blocks(decode_text(typed.file.data))))
