"""Swagger UI at /schema/swagger renders in headless Chromium with every request outside the server refused:
its scripts and stylesheet are the server's own (the swagger-ui-bundle package), not a CDN's."""

from __future__ import annotations

import shutil
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import uvicorn
from litestar.testing import TestClient
from PIL import Image, ImageStat

from tests.conftest import free_port
from vouch.app import create_app
from vouch.services import Services
from vouch.settings import Settings

CHROMIUM = "/usr/bin/chromium"
# Beside the per-request refusal below, the browser itself resolves no host but the server's loopback address, so
# nothing (a service worker, a prefetch) can reach a network the page did not ask for through Playwright.
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
]
# The screenshot kept in docs/screenshots/ (swagger-offline-1280.png) is copied from here.
ARTIFACTS = Path(__file__).resolve().parents[1] / "test-artifacts"


def test_swagger_page_points_at_local_assets_only(client: TestClient) -> None:  # type: ignore[type-arg]
    page = client.get("/schema/swagger")
    assert page.status_code == 200
    assert "cdn." not in page.text and "https://" not in page.text.split("<body>")[0]
    for name in ("swagger-ui-bundle.js", "swagger-ui-standalone-preset.js", "swagger-ui.css"):
        asset = client.get(f"/schema/swagger-ui/{name}")
        assert asset.status_code == 200 and len(asset.content) > 10_000, name


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


def test_swagger_ui_renders_in_chromium_with_no_network(server: str) -> None:
    sync_api = pytest.importorskip("playwright.sync_api", reason="the playwright package is not installed")
    if not Path(CHROMIUM).exists() and shutil.which("chromium") is None:
        pytest.skip(f"no Chromium at {CHROMIUM}")
    refused: list[str] = []

    def only_the_server(route: object) -> None:
        request = route.request  # type: ignore[attr-defined]
        if request.url.startswith(server):
            route.continue_()  # type: ignore[attr-defined]
        else:
            refused.append(request.url)
            route.abort()  # type: ignore[attr-defined]

    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        page.set_default_timeout(20_000)
        page.route("**/*", only_the_server)
        page.goto(f"{server}/schema/swagger")
        page.locator(".swagger-ui .info .title").filter(has_text="Vouch").wait_for()
        page.locator(".opblock").first.wait_for()
        operations = page.locator(".opblock").count()
        paths = page.locator(".opblock .opblock-summary-path").all_inner_texts()
        ARTIFACTS.mkdir(exist_ok=True)
        shot = ARTIFACTS / "swagger-offline-1280.png"
        page.screenshot(path=str(shot), full_page=False)
        browser.close()
    assert refused == []
    assert operations >= 10  # every API route is listed, not an empty shell
    # the operations a user of the API comes for are there, rendered from the server's own schema
    shown = {path.replace("\u200b", "").strip() for path in paths}
    assert {"/health", "/api/me"} <= shown, sorted(shown)
    with Image.open(shot) as image:
        spread = ImageStat.Stat(image.convert("L")).stddev[0]
    assert spread > 20  # a rendered page, not a blank one
