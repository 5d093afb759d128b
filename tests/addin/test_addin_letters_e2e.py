"""Three drafted letters, end to end at 320 px: a decline, a settlement and a request for information, each for
a claim of its own, on the embedded default (the extractive drafter, the committed checker).

The collection is an insurer's policy documents and two claims' files from ``bench/drafting_blind`` (written
for this project; licence as the project's). Headless Chromium runs addin/tests/e2e/letters.e2e.mjs: each
letter drafted in the taskpane, screenshotted, inserted. The inserted pieces are then replayed through the
add-in's own ``insertSentences`` into a Word made of office-addin-mock objects (addin/tests/letters.mock.test.ts),
and that document is screenshotted at 320 px with its content controls. This module checks on the server that
exactly the inserted sentences were recorded with their content-control tags.

Screenshots: test-artifacts/letter-{decline,settlement,request}-{taskpane,word}-320.png.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.addin.e2e_parts import ADDIN, ARTIFACTS, Stack, need_browser_tools, receipts, run_node, serve_collection
from tests.conftest import REPO

SOURCE = REPO / "bench" / "drafting_blind" / "documents"
DOCUMENTS = (
    "policies/ashgrove-home-policy-wording-AGI-HH-0224.pdf",
    "policies/ashgrove-home-schedule-AGH-HH-4471903.pdf",
    "policies/ashgrove-home-schedule-AGH-HH-4472266.pdf",
    "claims/AGH-CL-250117/notes.txt",
    "claims/AGH-CL-250139/notes.txt",
)
LETTERS = (
    {
        "kind": "decline",
        "claim": "AGH-CL-250117",
        "greeting": "Mr Patel",
        "instruction": "Tell Mr Patel why his claim for the stolen bike is declined and how long he has to appeal",
    },
    {
        "kind": "settlement",
        "claim": "AGH-CL-250139",
        "greeting": "Ms Devereux",
        "instruction": "Write to Ms Devereux with our settlement for her stolen bike: how much we are paying",
    },
    {
        "kind": "request",
        "claim": "AGH-CL-250139",
        "greeting": "Ms Devereux",
        "instruction": "Ask Ms Devereux for the documents we need for her bike theft claim and the excess that applies",
    },
)


@pytest.fixture(scope="module")
def letters_stack(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Stack]:
    need_browser_tools()
    base = tmp_path_factory.mktemp("addin-letters")
    documents = base / "documents"
    for name in DOCUMENTS:
        (documents / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(SOURCE / name, documents / name)
    with serve_collection(base, {}, documents) as running:
        yield running


def test_three_letters_are_drafted_checked_inserted_and_shown_in_word(letters_stack: Stack, tmp_path: Path) -> None:
    results = tmp_path / "results.jsonl"
    os.environ["VOUCH_E2E_LETTERS"] = json.dumps(LETTERS)
    try:
        drafted = run_node(letters_stack, "letters.e2e.mjs", results)
    finally:
        del os.environ["VOUCH_E2E_LETTERS"]
    by_kind = {str(r["kind"]): r for r in drafted}
    assert sorted(by_kind) == sorted(str(letter["kind"]) for letter in LETTERS)
    for letter in LETTERS:
        run = by_kind[letter["kind"]]
        assert run["greeting"] == f"Dear {letter['greeting']},"
        recorded = receipts(letters_stack, str(run["answerId"]))
        assert len(recorded) == 1
        sentences = recorded[0]["sentences"]
        assert isinstance(sentences, list) and isinstance(run["controls"], list)
        assert [str(s["content_control_tag"]) for s in sentences] == [c["tag"] for c in run["controls"]]

    # The same letters through the add-in's insert into office-addin-mock, rendered as Word holds them.
    env = {**os.environ, "VOUCH_E2E_LETTER_RESULTS": str(results), "VOUCH_E2E_ARTIFACTS": str(ARTIFACTS)}
    mocked = subprocess.run(
        ["npx", "vitest", "run", "tests/letters.mock.test.ts"],
        cwd=ADDIN,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert mocked.returncode == 0, mocked.stdout + mocked.stderr
    assert "3 passed" in mocked.stdout, mocked.stdout
    rendered = [
        {"kind": letter["kind"], "html": (ARTIFACTS / f"letter-{letter['kind']}-word.html").read_text()}
        for letter in LETTERS
    ]
    os.environ["VOUCH_E2E_RENDERED"] = json.dumps(rendered)
    try:
        run_node(letters_stack, "letters.e2e.mjs", tmp_path / "rendered.jsonl")
    finally:
        del os.environ["VOUCH_E2E_RENDERED"]
    for letter in LETTERS:
        for view in ("taskpane", "word"):
            assert (ARTIFACTS / f"letter-{letter['kind']}-{view}-320.png").stat().st_size > 0
