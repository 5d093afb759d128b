"""A crash between write and acknowledgement loses nothing acknowledged.

A child process appends records and prints ``ACK <seq> <hash>`` after each ``record_insert`` returns, i.e.
after its record is written and fsynced: that print is the acknowledgement a client would get. The parent
SIGKILLs it at random moments, many times. The child writes each line in small pieces with pauses, so most
kills land in the middle of a record, leaving a torn last line, the case a real crash produces.

Afterwards: every acknowledged record is in the log with the acknowledged hash, the chain verifies, and each
torn tail was reported by ``verify`` before the next writer set it aside with a ``torn_tail`` record.
(SIGKILL keeps the page cache: this proves the protocol, ack after the complete line; that the fsync reaches
the disk is the kernel's part, checked in test_audit_chain by watching fsync itself.)
"""

from __future__ import annotations

import os
import random
import selectors
import signal
import subprocess
import sys
import time
from pathlib import Path

from tests.conftest import REPO
from vouch.audit.index import RecordQuery
from vouch.audit.records import RecordKind
from vouch.audit.scope import EVERYTHING
from vouch.audit.store import AuditStore, log_path
from vouch.audit.verify import verify_log

CHILD = r"""
import os, sys, time
from pathlib import Path

real_write = os.write

def slow_write(fd, data):
    # Pieces of 48 bytes with a pause: a kill lands mid-record most of the time.
    written = real_write(fd, bytes(data[:48]))
    time.sleep(0.0007)
    return written

sys.path.insert(0, sys.argv[2])
from tests.audit.audit_factories import HANA, record_insert
from vouch.audit.store import AuditStore

store = AuditStore.open(Path(sys.argv[1]))
if sys.argv[3] == "slow":
    os.write = slow_write
i = 0
while True:
    committed = record_insert(store, HANA, f"a_{os.getpid()}_{i}", "doc-crash")
    print(f"ACK {committed.seq} {committed.hash}", flush=True)
    i += 1
"""


def run_and_kill(script: Path, data_dir: Path, mode: str, delay: float) -> list[tuple[int, str]]:
    """Start a writer, SIGKILL it after ``delay`` seconds of acknowledged appends; the acks it printed."""
    child = subprocess.Popen(
        [sys.executable, str(script), str(data_dir), str(REPO), mode],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=REPO,
    )
    assert child.stdout is not None
    acks: list[tuple[int, str]] = []
    buffer = b""
    selector = selectors.DefaultSelector()
    selector.register(child.stdout, selectors.EVENT_READ)
    started = time.monotonic()
    deadline = None
    while True:
        now = time.monotonic()
        if deadline is None and b"ACK " in buffer:
            deadline = now + delay  # count from the first ack: start-up time varies
        if deadline is not None and now >= deadline:
            break
        if now - started > 60:
            child.kill()
            raise AssertionError(f"the writer acknowledged nothing within 60 s: {child.communicate()[1].decode()}")
        if selector.select(timeout=0.01):
            chunk = os.read(child.stdout.fileno(), 65536)
            if not chunk:
                break
            buffer += chunk
    os.kill(child.pid, signal.SIGKILL)
    child.wait()
    buffer += child.stdout.read()  # acks printed before the kill still count
    selector.close()
    for line in buffer.decode().splitlines():
        if line.startswith("ACK "):
            _, seq, digest = line.split()
            acks.append((int(seq), digest))
    return acks


def test_sigkill_at_random_points_loses_no_acknowledged_record(tmp_path: Path) -> None:
    script = tmp_path / "writer.py"
    script.write_text(CHILD)
    data_dir = tmp_path / "data"
    rng = random.Random(8)
    acknowledged: dict[int, str] = {}
    torn_reported = 0
    for round_no in range(8):
        mode = "slow" if round_no % 4 != 3 else "fast"  # some rounds with whole-line writes, as in production
        for seq, digest in run_and_kill(script, data_dir, mode, delay=rng.uniform(0.05, 0.4)):
            assert acknowledged.setdefault(seq, digest) == digest, f"record #{seq} acknowledged twice, differently"
        report = verify_log(log_path(data_dir))
        if report.problem is not None:
            # The only acceptable state after a crash: a torn last line, reported, after every acked record.
            assert "torn tail" in report.problem.reason, report.problem
            assert report.records >= max(acknowledged, default=0)
            torn_reported += 1

    store = AuditStore.open(data_dir)
    store.recover()  # sets aside a torn tail left by the last kill, with a record saying so
    report = verify_log(store.path, witness=store.index_hashes())
    assert report.ok, report.problem
    hashes = store.index_hashes()
    for seq, digest in acknowledged.items():
        assert hashes.get(seq) == digest, f"acknowledged record #{seq} is missing or different"
    torn_records = store.records(RecordQuery(kinds=(RecordKind.TORN_TAIL,)), EVERYTHING)
    assert torn_reported >= 1, "no kill landed mid-write; the test did not exercise a torn tail"
    assert len(torn_records) == torn_reported
    for record in torn_records:  # each set-aside line is kept byte for byte beside the log
        side = store.path.with_name(str(record.body["saved_to"]))
        assert side.stat().st_size == record.body["length"] > 0
    assert len(acknowledged) >= 8
    print(f"acknowledged {len(acknowledged)}, torn tails {torn_reported}, records {report.records}")
    store.close()
