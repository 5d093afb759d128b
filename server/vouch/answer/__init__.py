"""One answer: retrieve -> stream a draft -> verify each finished sentence -> the stakes policy acts -> done.

``events`` defines what goes over the wire, ``pipeline`` produces it, ``store`` keeps it for resume, and
``hub`` is what the transports (``vouch.stream``) talk to.
"""
