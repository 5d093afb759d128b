"""Running the real ``vouch`` command as a user would, in a child process."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

import httpx

from tests.conftest import REPO


def vouch_env(extra: Mapping[str, str]) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("VOUCH_")}
    env.update(extra)
    env["PYTHONUNBUFFERED"] = "1"
    return env


def run_vouch(args: list[str], env: Mapping[str, str], timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "vouch", *args],
        env=vouch_env(env),
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def wait_until(condition: Callable[[], bool], timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.1)
    raise AssertionError(f"timed out after {timeout} s waiting for {what}")


@contextmanager
def vouch_process(args: list[str], env: Mapping[str, str], log: Path) -> Iterator[subprocess.Popen[str]]:
    """Start ``vouch ARGS`` with stdout and stderr in ``log``; stop it (SIGTERM, then SIGKILL) afterwards."""
    with log.open("w") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "vouch", *args],
            env=vouch_env(env),
            cwd=REPO,
            stdout=out,
            stderr=subprocess.STDOUT,
            text=True,
        )
        try:
            yield process
        finally:
            process.terminate()
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(timeout=10)


def server_answers(url: str) -> bool:
    try:
        return httpx.get(f"{url}/health", timeout=1).status_code in (200, 503)
    except httpx.HTTPError:
        return False
