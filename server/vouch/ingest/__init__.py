"""Ingest: files -> typed blocks -> addressed passages in the passage store. Start at ``pipeline``.

Kept import-free so that ``vouch.services`` can import the sink protocol without pulling in the parsers.
"""
