"""The audit trail: an append-only, hash-chained record of every insert, stub, refusal and review decision,
with chain verification, document re-checks and compliance exports.

``log`` is the file, ``index`` the SQLite index beside it, ``store`` what the rest of Vouch calls
(``AuditStore.record_insert`` and friends), ``verify`` the chain check, ``evidence`` the bridge from an answer's
events to the records.
"""
