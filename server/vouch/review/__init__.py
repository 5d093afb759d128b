"""The team-lead review queue: stubs and refusals, decisions on them (recorded in the audit chain), and the
per-surface figures that say whether the support threshold is set right.

``submit`` is what the answer pipeline calls when an answer finishes; ``queue`` reads and decides;
``figures`` counts; the page (``static/``) is served by ``vouch.api.review``.
"""
