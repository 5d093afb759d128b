"""Vouch: drafts customer letters and checks every factual sentence against the insurer's own documents."""

__version__ = "0.1.0"
