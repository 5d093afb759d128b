"""Passage search: a lexical engine (embedded SQLite FTS5 or OpenSearch) re-ranked with MiniLM vectors.

See ``service.py`` for how a query flows, ``ranking.py`` for the fusion rule and the negation/number guard.
"""
