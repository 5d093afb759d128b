"""One lock for every first load of a model or parser in this process.

transformers (a lazy module) and spaCy fail when two threads import them at once (ImportError "cannot import
name 'AutoModelForSequenceClassification' from 'transformers'", KeyError 'spacy'): the checker loads on a check
thread, the search embedder on the embedding thread, spaCy on the NLP thread, and an upload or a first query
arriving while the server warms up made them overlap, so the first checks came back unverified. Every first
load takes this lock, so they take turns. Re-entrant: the verifier's build loads the checker model and spaCy
inside one turn.
"""

from __future__ import annotations

import threading

FIRST_LOADS = threading.RLock()
