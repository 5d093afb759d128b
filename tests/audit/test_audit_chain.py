"""The chain: every kind of tampering is found, and the store never appends onto a log it cannot trust."""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from tests.audit.audit_factories import HANA, OTTO, record_insert, stubbed_answer
from vouch.audit.canonical import GENESIS, record_hash
from vouch.audit.index import RecordQuery
from vouch.audit.log import AuditCorrupted, AuditUnavailable
from vouch.audit.records import RecordKind
from vouch.audit.scope import EVERYTHING
from vouch.audit.store import AuditStore, index_path, log_path
from vouch.audit.verify import verify_log
from vouch.cli import main
from vouch.review.submit import submit


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    return tmp_path / "data"


@pytest.fixture
def store(data_dir: Path) -> Iterator[AuditStore]:
    opened = AuditStore.open(data_dir)
    yield opened
    opened.close()


def fill(store: AuditStore, n: int = 6) -> None:
    for i in range(n):
        record_insert(store, HANA if i % 2 else OTTO, f"a_{i}", f"doc-{i}")


def lines(store: AuditStore) -> list[bytes]:
    return store.path.read_bytes().splitlines(keepends=True)


def write(store: AuditStore, parts: list[bytes]) -> None:
    store.path.write_bytes(b"".join(parts))


def verify(store: AuditStore) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["audit", "verify"], env={"VOUCH_DATA_DIR": str(store.path.parent.parent)})
    return result.exit_code, result.output


def test_an_intact_chain_verifies_and_prints_its_head(store: AuditStore) -> None:
    fill(store)
    report = verify_log(store.path, witness=store.index_hashes())
    assert report.ok and report.records == 6
    assert report.anchor == f"6:{store.head().hash}"
    code, out = verify(store)
    assert code == 0, out
    assert f"head: {report.anchor}" in out


def test_each_record_chains_to_the_one_before(store: AuditStore) -> None:
    fill(store, 3)
    records = [json.loads(raw) for raw in lines(store)]
    assert [r["seq"] for r in records] == [1, 2, 3]
    assert records[0]["prev"] == GENESIS
    assert records[1]["prev"] == records[0]["hash"] and records[2]["prev"] == records[1]["hash"]
    assert all(record_hash(r) == r["hash"] for r in records)


def test_an_edited_byte_is_found_at_its_record(store: AuditStore) -> None:
    fill(store)
    parts = lines(store)
    parts[3] = parts[3].replace(b"5,000", b"6,000")
    write(store, parts)
    code, out = verify(store)
    assert code == 1
    assert "line 4" in out and "edited" in out


def test_a_whitespace_byte_is_an_edit_too(store: AuditStore) -> None:
    fill(store)
    parts = lines(store)
    parts[2] = parts[2].replace(b'"seq":3', b'"seq": 3')
    write(store, parts)
    report = verify_log(store.path)
    assert report.problem is not None and report.problem.line == 3
    assert "canonical" in report.problem.reason


def test_a_removed_record_is_found(store: AuditStore) -> None:
    fill(store)
    parts = lines(store)
    del parts[2]
    write(store, parts)
    code, out = verify(store)
    assert code == 1
    assert "record #3 is missing" in out


def test_removing_the_first_record_is_found(store: AuditStore) -> None:
    fill(store)
    write(store, lines(store)[1:])
    report = verify_log(store.path)
    assert report.problem is not None and "record #1 is missing" in report.problem.reason


def test_reordered_records_are_found(store: AuditStore) -> None:
    fill(store)
    parts = lines(store)
    parts[2], parts[3] = parts[3], parts[2]
    write(store, parts)
    report = verify_log(store.path)
    assert report.problem is not None and report.problem.line == 3
    assert "missing" in report.problem.reason or "order" in report.problem.reason


def test_records_cut_off_the_end_are_found_by_the_index_and_by_an_anchor(store: AuditStore) -> None:
    fill(store)
    anchor = verify_log(store.path).anchor
    write(store, lines(store)[:4])
    # The chain alone cannot see a clean cut; the index remembers, and so does an anchor kept elsewhere.
    assert verify_log(store.path).ok
    code, out = verify(store)
    assert code == 1 and "removed from the end" in out
    copy = store.path.with_name("copy.jsonl")
    copy.write_bytes(store.path.read_bytes())
    result = CliRunner().invoke(
        main, ["audit", "verify", "--log", str(copy), "--anchor", anchor], env={"VOUCH_DATA_DIR": "/nonexistent"}
    )
    assert result.exit_code == 1 and "anchor" in result.output


def test_a_torn_last_line_is_reported_not_read(store: AuditStore) -> None:
    fill(store, 3)
    data = store.path.read_bytes()
    store.path.write_bytes(data + data[:40])  # a crash mid-write leaves an unfinished line
    code, out = verify(store)
    assert code == 1
    assert "torn tail" in out and "after record #3" in out


def test_a_rewritten_chain_with_fresh_hashes_is_caught_by_the_index(store: AuditStore) -> None:
    fill(store, 4)
    records = [json.loads(raw) for raw in lines(store)]
    records[2]["body"]["document_id"] = "forged"
    for i in range(2, 4):  # an attacker recomputes every hash from the edit on
        records[i]["prev"] = records[i - 1]["hash"]
        records[i]["hash"] = record_hash(records[i])
    from vouch.audit.canonical import canonical

    write(store, [canonical(r) + b"\n" for r in records])
    assert verify_log(store.path).ok  # self-consistent...
    report = verify_log(store.path, witness=store.index_hashes())
    assert report.problem is not None and report.problem.seq == 3 and "rewritten" in report.problem.reason


def test_the_store_refuses_to_append_onto_a_cut_log(data_dir: Path) -> None:
    first = AuditStore.open(data_dir)
    fill(first, 4)
    first.close()
    path = log_path(data_dir)
    path.write_bytes(b"".join(path.read_bytes().splitlines(keepends=True)[:2]))
    second = AuditStore.open(data_dir)
    with pytest.raises(AuditCorrupted, match="no longer holds record #4"):
        record_insert(second, HANA, "a_more", "doc")
    second.close()


def test_the_store_refuses_to_append_after_an_edited_record_appears(data_dir: Path) -> None:
    store = AuditStore.open(data_dir)
    fill(store, 2)
    other = AuditStore.open(data_dir)  # a second process
    record_insert(other, HANA, "a_other", "doc")
    parts = log_path(data_dir).read_bytes().splitlines(keepends=True)
    parts[2] = parts[2].replace(b"doc", b"dok")
    log_path(data_dir).write_bytes(b"".join(parts))
    with pytest.raises(AuditCorrupted):
        record_insert(store, HANA, "a_next", "doc")
    store.close()
    other.close()


def test_two_writers_on_one_log_chain_in_one_order(data_dir: Path) -> None:
    a, b = AuditStore.open(data_dir), AuditStore.open(data_dir)
    for i in range(5):
        record_insert(a, HANA, f"a_a{i}", "doc")
        record_insert(b, OTTO, f"a_b{i}", "doc")
    report = verify_log(a.path, witness=a.index_hashes())
    assert report.ok and report.records == 10
    assert sorted(a.index_hashes()) == list(range(1, 11))
    a.close()
    b.close()


def test_a_lost_index_is_rebuilt_from_the_log(data_dir: Path) -> None:
    store = AuditStore.open(data_dir)
    fill(store, 5)
    store.close()
    for suffix in ("", "-wal", "-shm"):
        Path(str(index_path(data_dir)) + suffix).unlink(missing_ok=True)
    again = AuditStore.open(data_dir)
    assert again.head().seq == 5
    assert len(again.index_hashes()) == 5
    again.close()


def test_the_index_is_append_only(store: AuditStore) -> None:
    fill(store, 2)
    conn = sqlite3.connect(index_path(store.path.parent.parent))
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        conn.execute("UPDATE audit_index SET actor = 'someone' WHERE seq = 1")
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        conn.execute("DELETE FROM audit_index WHERE seq = 1")
    conn.close()


def test_a_record_is_fsynced_before_it_is_acknowledged(store: AuditStore, monkeypatch: pytest.MonkeyPatch) -> None:
    record_insert(store, HANA, "a_warm", "doc")
    synced: list[int] = []
    real_fsync = os.fsync

    def counting_fsync(fd: int) -> None:
        synced.append(os.fstat(fd).st_size)
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", counting_fsync)
    committed = record_insert(store, HANA, "a_1", "doc")
    assert synced, "record_insert returned without an fsync"
    assert synced[-1] == store.path.stat().st_size  # the fsync covered the whole new line
    assert committed.seq == 2


def test_a_failed_fsync_is_not_acknowledged_and_stops_appends(
    store: AuditStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    record_insert(store, HANA, "a_warm", "doc")

    def failing_fsync(fd: int) -> None:
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(os, "fsync", failing_fsync)
    with pytest.raises(AuditUnavailable):
        record_insert(store, HANA, "a_1", "doc")
    monkeypatch.undo()
    with pytest.raises(AuditUnavailable, match="write failure"):
        record_insert(store, HANA, "a_2", "doc")


def test_retried_submissions_are_recorded_once(store: AuditStore) -> None:
    answer = stubbed_answer("a_retry")
    first = submit(store, HANA, answer)
    second = submit(store, HANA, answer)
    assert second.answer.duplicate and second.answer.seq == first.answer.seq
    assert [s.seq for s in second.stubs] == [s.seq for s in first.stubs]
    assert store.head().seq == 2  # one answer record, one stub record


def test_records_read_back_typed(store: AuditStore) -> None:
    submit(store, HANA, stubbed_answer("a_typed"))
    record = store.get(2, EVERYTHING)
    assert record is not None and record.kind is RecordKind.STUB
    assert record.actor == HANA


def test_readers_leave_a_torn_tail_and_the_next_write_sets_it_aside_with_a_record(store: AuditStore) -> None:
    fill(store, 3)
    torn = b'{"actor":{"name":"hana"'
    store.path.write_bytes(store.path.read_bytes() + torn)
    store.sync()
    store.rows(RecordQuery(), EVERYTHING)
    assert store.path.read_bytes().endswith(torn)  # reading changed nothing
    committed = record_insert(store, HANA, "a_after_crash", "doc")
    assert committed.seq == 5  # #4 says what was set aside
    note = store.get(4, EVERYTHING)
    assert note is not None and note.kind is RecordKind.TORN_TAIL and note.actor.role == "system"
    side = store.path.with_name(str(note.body["saved_to"]))
    assert side.read_bytes() == torn and note.body["offset"] == len(b"".join(lines(store)[:3]))
    report = verify_log(store.path, witness=store.index_hashes())
    assert report.ok and any("set aside" in n for n in report.notes)


def test_the_cli_recovers_a_torn_tail(store: AuditStore) -> None:
    fill(store, 2)
    store.path.write_bytes(store.path.read_bytes() + b'{"v":1')
    env = {"VOUCH_DATA_DIR": str(store.path.parent.parent)}
    assert CliRunner().invoke(main, ["audit", "verify"], env=env).exit_code == 1
    result = CliRunner().invoke(main, ["audit", "recover"], env=env)
    assert result.exit_code == 0 and "head: 3:" in result.output
    assert CliRunner().invoke(main, ["audit", "verify"], env=env).exit_code == 0


def test_a_side_file_left_without_its_record_is_recorded(store: AuditStore) -> None:
    fill(store, 2)
    # A crash after setting the torn bytes aside and cutting them off, before the record saying so.
    side = store.path.with_name(f"{store.path.name}.torn-{store.path.stat().st_size}")
    side.write_bytes(b'{"v":1,"se')
    record_insert(store, HANA, "a_next", "doc")
    note = store.get(3, EVERYTHING)
    assert note is not None and note.kind is RecordKind.TORN_TAIL and note.body["saved_to"] == side.name


def test_a_deleted_side_file_is_noted_by_verify(store: AuditStore) -> None:
    fill(store, 1)
    store.path.write_bytes(store.path.read_bytes() + b"{")
    record_insert(store, HANA, "a_next", "doc")
    note = store.get(2, EVERYTHING)
    assert note is not None
    store.path.with_name(str(note.body["saved_to"])).unlink()
    report = verify_log(store.path)
    assert any("missing" in n for n in report.notes)
