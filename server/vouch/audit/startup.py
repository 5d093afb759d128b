"""What ``vouch serve`` checks before it takes a request: the audit chain verifies, end to end, against the
index's memory of it. A server that acknowledged inserts onto a broken or cut-off chain would hand out
receipts that prove nothing, so it refuses to start instead, naming the first bad record.

The one break it mends itself is the one a crash leaves: an unfinished last line (never acknowledged) is set
aside byte for byte with a ``torn_tail`` record saying so, and the chain is verified again.
"""

from __future__ import annotations

from vouch.audit.log import AuditError
from vouch.audit.store import AuditStore
from vouch.audit.verify import VerifyReport, verify_log


class LogDoesNotVerify(AuditError):
    """The audit log's chain is broken; the message names the record and what is wrong with it."""


def _torn_tail_only(report: VerifyReport) -> bool:
    problem = report.problem
    return problem is not None and problem.seq is None and "torn tail" in problem.reason


def describe(report: VerifyReport) -> str:
    problem = report.problem
    if problem is None:
        return f"{report.records} records, chain intact, head {report.anchor}"
    record = f"record #{problem.seq or report.records + 1}"  # the first record that is not as it was written
    return (
        f"the audit log {report.path} does not verify at {record} (line {problem.line}, byte {problem.offset}): "
        f"{problem.reason}. Verified up to {report.anchor}; run `vouch audit verify` for details"
    )


def verified_at_start(store: AuditStore) -> VerifyReport:
    """The verified report, after setting aside a torn tail; raises ``LogDoesNotVerify`` on any other break."""
    report = verify_log(store.path, witness=store.index_hashes())
    if _torn_tail_only(report):
        store.recover()
        report = verify_log(store.path, witness=store.index_hashes())
    if not report.ok:
        raise LogDoesNotVerify(describe(report))
    return report
