"""The review page in a real browser: headless Debian Chromium driven by Playwright, against a real server.

A team lead logs in with a token, sees a stub in the queue, restores it with a passage as evidence, and the
decision is in the audit chain. Needs the ``playwright`` Python package (its own browser download is never
used: ``executable_path`` is the system's /usr/bin/chromium).
"""

from __future__ import annotations

import shutil
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import msgspec
import pytest
import uvicorn

from tests.addin.e2e_parts import ARTIFACTS
from tests.audit.audit_factories import (
    FENCES,
    HANA,
    PESTS,
    PESTS_CITE,
    TRACE,
    TRACE_CITE,
    answer,
    seed_passages,
    sentence,
    stubbed_answer,
)
from tests.conftest import Tokens, free_port
from vouch.app import create_app
from vouch.audit.canonical import text_sha256
from vouch.audit.evidence import insert_body
from vouch.audit.records import Decision, ReviewDecisionBody, WordText
from vouch.audit.store import body_as
from vouch.audit.verify import verify_log
from vouch.policy import ConfirmWhy, Outcome
from vouch.review.submit import submit
from vouch.services import Services
from vouch.settings import Settings
from vouch.verify.types import Support

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

sync_api = pytest.importorskip("playwright.sync_api", reason="the playwright package is not installed")
if not Path(CHROMIUM).exists() and shutil.which("chromium") is None:
    pytest.skip(f"no Chromium at {CHROMIUM}", allow_module_level=True)


@pytest.fixture
def server(settings: Settings, services: Services) -> Iterator[str]:
    port = free_port()
    config = uvicorn.Config(
        create_app(settings.with_overrides(port=port), services), host="127.0.0.1", port=port, log_level="warning"
    )
    running = uvicorn.Server(config)
    thread = threading.Thread(target=running.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not running.started:
        assert time.monotonic() < deadline and thread.is_alive(), "the server did not start"
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}"
    running.should_exit = True
    thread.join(timeout=10)


def test_a_lead_restores_a_stub_with_a_passage_and_the_decision_is_in_the_chain(
    server: str, services: Services, tokens: Tokens
) -> None:
    seed_passages(services)
    stub_seq = submit(services.audit, HANA, stubbed_answer("a_browser")).stubs[0].seq

    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page()
        page.set_default_timeout(15_000)
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(f"{server}/review")

        # Log in: the token goes to sessionStorage, never into the URL.
        page.locator("#token").fill(tokens.lead)
        page.locator("#login-button").click()
        page.locator("[data-testid=who]").filter(has_text="lee (lead, team north)").wait_for()
        assert tokens.lead not in page.url
        assert page.evaluate("sessionStorage.getItem('vouch.review.token')") == tokens.lead

        # The stub is in the queue; open it: the suppressed sentence and the passages searched.
        item = page.locator(f"#queue button[data-seq='{stub_seq}']")
        item.wait_for()
        assert "Stub" in item.inner_text() and "hana" in item.inner_text()
        item.click()
        page.locator("[data-testid=sentence]").filter(has_text=FENCES).wait_for()
        assert PESTS in page.locator("#detail").inner_text()

        # Restore it with the clause 11.2 passage as evidence, and say why.
        page.locator(f"input[name=passage][value='{PESTS_CITE.id}']").check()
        page.locator("#d-restore").check()
        page.locator("#reason").fill("Clause 11.2 of the wording covers this")
        page.locator("#decide").click()
        decision = page.locator("[data-testid=decision]")
        decision.wait_for()
        assert "Restored" in decision.inner_text() and "by lee" in decision.inner_text()

        # It left the open queue; a reload keeps the session.
        page.locator("#queue-empty").wait_for(state="visible")
        page.reload()
        page.locator("[data-testid=who]").filter(has_text="lee").wait_for()
        browser.close()
    assert errors == []

    decided = services.audit.decision_for(stub_seq)
    assert decided is not None and decided.actor.name == "lee"
    body = body_as(decided, ReviewDecisionBody)
    assert body.decision is Decision.RESTORE and body.reason == "Clause 11.2 of the wording covers this"
    assert body.evidence is not None and body.evidence.id == PESTS_CITE.id and body.evidence.quote == PESTS
    assert verify_log(services.audit.path, witness=services.audit.index_hashes()).ok


def test_a_handler_token_is_turned_away_by_the_page(server: str, services: Services, tokens: Tokens) -> None:
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page()
        page.set_default_timeout(15_000)
        page.goto(f"{server}/review")
        page.locator("#token").fill(tokens.handler)
        page.locator("#login-button").click()
        page.locator("#login-error").filter(has_text="cannot use the review page").wait_for()
        assert page.evaluate("sessionStorage.getItem('vouch.review.token')") is None
        browser.close()


def test_a_lead_without_a_team_is_told_why_the_queue_is_empty(server: str, services: Services, tokens: Tokens) -> None:
    seed_passages(services)
    submit(services.audit, HANA, stubbed_answer("north_work"))  # team north's stub, not visible to a teamless lead
    services.users.set_team("lee", None)
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page()
        page.set_default_timeout(15_000)
        page.goto(f"{server}/review")
        page.locator("#token").fill(tokens.lead)
        page.locator("#login-button").click()
        page.locator("[data-testid=who]").filter(has_text="lee (lead, team none)").wait_for()
        empty = page.locator("#queue-empty")
        empty.wait_for(state="visible")
        assert "You are not in a team" in empty.inner_text()
        assert "vouch users set-team lee TEAM" in empty.inner_text()
        browser.close()


def test_a_lead_sees_confirmations_by_reason_and_what_each_handler_confirmed_against(
    server: str, services: Services, tokens: Tokens
) -> None:
    late = "The most we will pay for trace and access is £7,500 for any one claim."
    asked = [
        sentence("s1", TRACE, outcome=Outcome.TO_CONFIRM, score=0.91),
        sentence("s2", late, outcome=Outcome.TO_CONFIRM, support=Support.NONE, score=0.08),
        sentence("s3", FENCES, outcome=Outcome.TO_CONFIRM, support=Support.NONE, score=0.03),
    ]
    whys = {"s1": ConfirmWhy.FOUND_UNTRUSTED, "s2": ConfirmWhy.CONTRADICTED, "s3": ConfirmWhy.NOT_FOUND}
    letter = answer(
        "a_confirms",
        [msgspec.structs.replace(s, confirm_why=whys[s.sentence_id], confirm_citation=TRACE_CITE) for s in asked],
    )
    submit(services.audit, HANA, letter)
    word = tuple(
        WordText(
            sentence_id=s.sentence_id,
            tag=f"vouch:a_confirms:{s.sentence_id}",
            text_sha256=text_sha256(s.text),
            matches=True,
            decision="confirm",
        )
        for s in letter.sentences[:2]  # s3 was removed by the handler, not confirmed
    )
    services.audit.record_insert(HANA, insert_body(letter, "doc-1", ["s1", "s2"], word=word))

    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1100, "height": 1400})
        page.set_default_timeout(15_000)
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(f"{server}/review")
        page.locator("#token").fill(tokens.lead)
        page.locator("#login-button").click()

        # The breakdown: how many were asked and how many confirmed, per reason, in the lead's words.
        contradicted = page.locator("#confirm-reasons tr[data-why=contradicted]")
        contradicted.wait_for()
        assert contradicted.locator("td").all_inner_texts() == [
            "The checker read something different there (another value, or a conflict)",
            "1",
            "1",
        ]
        not_found = page.locator("#confirm-reasons tr[data-why=not_found]").locator("td").all_inner_texts()
        assert not_found == ["Not found in the documents", "1", "0"]

        # Each confirmed sentence, who confirmed it and why it was asked, beside the passage they saw.
        listed = page.locator("#confirmations li.confirmation")
        listed.first.wait_for()
        assert listed.count() == 2
        wrong = page.locator("#confirmations li[data-why=contradicted]")
        assert late in wrong.inner_text() and "Confirmed by hana (team north)" in wrong.inner_text()
        assert "Why it was asked: The checker read something different there" in wrong.inner_text()
        assert TRACE in wrong.locator("blockquote").inner_text()
        assert FENCES not in page.locator("#confirmations").inner_text()  # removed, never confirmed
        ARTIFACTS.mkdir(exist_ok=True)
        page.locator("#confirmations-section").screenshot(path=str(ARTIFACTS / "review-confirmations.png"))

        # One reason at a time.
        page.locator("#confirm-why").select_option("found_untrusted")
        page.locator("#confirmations li[data-why=contradicted]").wait_for(state="detached")
        assert [t.splitlines()[0] for t in listed.all_inner_texts()] == [TRACE]
        browser.close()
    assert errors == []
