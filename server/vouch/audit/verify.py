"""Checking the whole chain: every record's hash, its place (seq and prev), and the tail.

What each kind of tampering looks like here:

* a changed byte: the record's hash (or its canonical form) no longer matches;
* a removed record: the next one's ``seq`` skips and its ``prev`` names a record that is not there;
* swapped records: a ``seq`` out of order;
* a torn tail (crash mid-write): an unfinished last line;
* records cut off the end at a line boundary, or the log rewritten from some record on with fresh hashes:
  the chain alone cannot tell, so the log is also held to the index (which remembers every hash) and to
  anchors, ``SEQ:HASH`` pairs printed by an earlier run and kept somewhere else.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from vouch.audit.canonical import GENESIS
from vouch.audit.log import parse_line
from vouch.audit.records import RecordKind

EXCERPT = 160


@dataclass(frozen=True)
class Problem:
    line: int  # 1-based line number in the log
    offset: int  # byte offset of that line
    seq: int | None  # the record's own seq, when it could be read
    reason: str
    excerpt: str


@dataclass(frozen=True)
class VerifyReport:
    path: str
    records: int  # complete records before the first problem (all of them when there is none)
    head_seq: int
    head_hash: str
    problem: Problem | None = None
    notes: tuple[str, ...] = field(default_factory=tuple)

    @property
    def ok(self) -> bool:
        return self.problem is None

    @property
    def anchor(self) -> str:
        """``SEQ:HASH`` of the last good record: record it elsewhere, check it later with ``--anchor``."""
        return f"{self.head_seq}:{self.head_hash}"


def parse_anchor(text: str) -> tuple[int, str]:
    seq, sep, digest = text.strip().partition(":")
    if not sep or not seq.isdigit() or len(digest) != 64 or any(c not in "0123456789abcdef" for c in digest):
        raise ValueError(f"an anchor is SEQ:HASH (a record number and its 64-hex hash), got {text!r}")
    return int(seq), digest


def _excerpt(raw: bytes) -> str:
    text = raw.decode("utf-8", errors="replace").rstrip("\n")
    return text if len(text) <= EXCERPT else text[:EXCERPT] + "..."


def _torn_note(path: Path, body: Mapping[str, object], seq: int) -> str | None:
    side = path.with_name(str(body.get("saved_to", "")))
    if not side.is_file():
        return f"record #{seq} set aside a torn last line in {side.name}, which is missing"
    if hashlib.sha256(side.read_bytes()).hexdigest() != body.get("sha256"):
        return f"record #{seq} set aside a torn last line in {side.name}, whose bytes have changed since"
    return (
        f"record #{seq}: after a crash, an unfinished line of {body.get('length')} bytes at offset "
        f"{body.get('offset')} was set aside in {side.name} (never acknowledged, never a record)"
    )


def verify_log(
    path: Path, witness: Mapping[int, str] | None = None, anchors: Mapping[int, str] | None = None
) -> VerifyReport:
    """Stream the log once. ``witness``: seq -> hash the index remembers; ``anchors``: seq -> hash from
    elsewhere. Stops at the first problem: everything after a break is unverifiable anyway."""
    witness = witness or {}
    anchors = anchors or {}
    notes: list[str] = []
    seq, head = 0, GENESIS
    offset = 0
    line_no = 0

    def report(problem: Problem | None) -> VerifyReport:
        return VerifyReport(str(path), seq, seq, head, problem, tuple(notes))

    if not path.exists():
        if witness or anchors:
            return report(Problem(0, 0, None, f"{path} does not exist but records were indexed or anchored", ""))
        return report(None)
    with path.open("rb") as handle:
        for raw in handle:
            line_no += 1
            if not raw.endswith(b"\n"):
                reason = (
                    f"unfinished last line (torn tail) of {len(raw)} bytes after record #{seq}: a crash during a "
                    "write; it was never acknowledged. The server sets it aside, with a record saying so, on its "
                    "next write"
                )
                return report(Problem(line_no, offset, None, reason, _excerpt(raw)))
            body = raw[:-1]
            try:
                record = parse_line(body)
            except ValueError as exc:
                return report(Problem(line_no, offset, None, f"record after #{seq}: {exc}", _excerpt(raw)))
            found = record["seq"]
            if found != seq + 1:
                reason = (
                    f"record #{seq + 1} is missing: found #{found} after #{seq} (removed or reordered)"
                    if found > seq + 1
                    else f"record #{found} is out of order: it comes after #{seq} (reordered or duplicated)"
                )
                return report(Problem(line_no, offset, found, reason, _excerpt(raw)))
            if record["prev"] != head:
                reason = f"record #{found} does not chain to the record before it (removed, replaced or reordered)"
                return report(Problem(line_no, offset, found, reason, _excerpt(raw)))
            for name, expected in (("index", witness.get(found)), ("anchor", anchors.get(found))):
                if expected is not None and expected != record["hash"]:
                    reason = (
                        f"record #{found} is not the one the {name} recorded (hash {expected[:16]}...): the log was "
                        "rewritten from here on"
                    )
                    return report(Problem(line_no, offset, found, reason, _excerpt(raw)))
            if record["kind"] == RecordKind.TORN_TAIL.value:
                note = _torn_note(path, record["body"], found)
                if note is not None:
                    notes.append(note)
            seq, head = found, record["hash"]
            offset += len(raw)
    for name, known in (("index", witness), ("anchor", anchors)):
        beyond = [number for number in known if number > seq]
        if beyond:
            reason = (
                f"the log ends at record #{seq} but the {name} knows record #{max(beyond)}: records were removed "
                "from the end"
            )
            return report(Problem(line_no + 1, offset, None, reason, ""))
    return report(None)
