"""Verification: segment -> check-worthiness -> decompose -> gates + entailment -> support score."""
