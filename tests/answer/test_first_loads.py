"""The warm-up's loads and the verifier's first build take turns: two threads importing spaCy or transformers at
once fail, and a check that arrived during the warm-up came back unverified."""

from __future__ import annotations

import contextlib
import threading
import time

from vouch.answer import hub


def test_the_verifier_is_not_built_while_the_warm_up_is_loading() -> None:
    loading = threading.Event()
    finished = threading.Event()
    seen: list[bool] = []

    def slow_loader() -> None:
        loading.set()
        time.sleep(0.3)
        finished.set()

    def factory() -> object:
        seen.append(finished.is_set())
        return object()

    warm_up = threading.Thread(target=hub._load_all, args=([slow_loader],))
    warm_up.start()
    assert loading.wait(2.0)
    get = hub._lazy(factory)  # type: ignore[arg-type]
    built = get()
    warm_up.join()

    assert seen == [True], "the verifier was built while the warm-up was still loading"
    assert get() is built and len(seen) == 1


def test_a_failed_build_is_tried_again_on_the_next_check() -> None:
    calls: list[int] = []

    def factory() -> object:
        calls.append(1)
        if len(calls) == 1:
            raise ImportError("partially initialised module")
        return object()

    get = hub._lazy(factory)  # type: ignore[arg-type]
    with contextlib.suppress(ImportError):
        get()
    assert get() is get() and len(calls) == 2
