"""The one Verifier of this process (a server's thread pool or an rq worker), built once and kept warm.

``VOUCH_VERIFIER_FACTORY`` names another factory as ``module:callable`` (a zero-argument callable returning a
Verifier). It is an extension point for deployments, and what the end-to-end tests use to give a real
``vouch worker`` process a deterministic verifier. Unset: the built-in verification pipeline.
"""

from __future__ import annotations

import importlib
import os
import threading
from collections.abc import Callable
from typing import cast

from vouch.answer.checking import Verifier

FACTORY_ENV = "VOUCH_VERIFIER_FACTORY"
DEFAULT_FACTORY = "vouch.answer.adapters:BuiltinVerifier"

_lock = threading.Lock()
_verifier: Verifier | None = None


class VerifierConfigError(ValueError):
    pass


def load_factory(spec: str) -> Callable[[], Verifier]:
    module_name, _, attribute = spec.partition(":")
    if not module_name or not attribute:
        raise VerifierConfigError(f"{FACTORY_ENV} must look like 'package.module:callable', got {spec!r}")
    try:
        module = importlib.import_module(module_name)
        factory = getattr(module, attribute)
    except (ImportError, AttributeError) as exc:
        raise VerifierConfigError(f"{FACTORY_ENV}={spec!r} cannot be loaded: {exc}") from exc
    if not callable(factory):
        raise VerifierConfigError(f"{FACTORY_ENV}={spec!r} is not callable")
    return cast(Callable[[], Verifier], factory)


def process_verifier() -> Verifier:
    global _verifier
    if _verifier is None:
        with _lock:
            if _verifier is None:
                spec = os.environ.get(FACTORY_ENV, "").strip() or DEFAULT_FACTORY
                _verifier = load_factory(spec)()
    return _verifier


def set_process_verifier(verifier: Verifier | None) -> None:
    """Use ``verifier`` in this process from now on (None: build from the environment again)."""
    global _verifier
    with _lock:
        _verifier = verifier
