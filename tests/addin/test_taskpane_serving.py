"""The server serves the built taskpane at /taskpane/ without a token, with content types, and says how to build it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from litestar import Litestar
from litestar.testing import TestClient

from vouch.api import taskpane
from vouch.app import PUBLIC_PATHS

Client = TestClient[Litestar]


@pytest.fixture
def dist(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A stand-in build output, so these tests do not depend on npm having run."""
    out = tmp_path / "dist"
    (out / "assets").mkdir(parents=True)
    (out / "index.html").write_text('<!doctype html><script type="module" src="/taskpane/assets/index-abc123.js">')
    (out / "assets" / "index-abc123.js").write_text("console.log('vouch')")
    (out / "assets" / "index-abc123.css").write_text("body{}")
    (out / "assets" / "icon-32.png").write_bytes(b"\x89PNG\r\n\x1a\n")
    (out / "assets" / "index-abc123.js.map").write_text("{}")
    monkeypatch.setattr(taskpane, "DIST_DIR", out)
    (tmp_path / "secret.txt").write_text("outside the build")
    return out


def test_taskpane_index_and_assets_with_content_types_and_no_token(client: Client, dist: Path) -> None:
    for path in ("/taskpane/", "/taskpane", "/taskpane/index.html"):
        page = client.get(path)
        assert page.status_code == 200, path
        assert page.headers["content-type"] == "text/html; charset=utf-8"
        assert page.headers["cache-control"] == "no-cache"
        assert "/taskpane/assets/index-abc123.js" in page.text
    expected = {
        "assets/index-abc123.js": "text/javascript; charset=utf-8",
        "assets/index-abc123.css": "text/css; charset=utf-8",
        "assets/icon-32.png": "image/png",
        "assets/index-abc123.js.map": "application/json",
    }
    for path, content_type in expected.items():
        response = client.get(f"/taskpane/{path}")
        assert response.status_code == 200, path
        assert response.headers["content-type"] == content_type, path
        assert response.headers["x-content-type-options"] == "nosniff"
    assert "immutable" in client.get("/taskpane/assets/index-abc123.js").headers["cache-control"]


def test_taskpane_never_serves_outside_its_build(client: Client, dist: Path) -> None:
    assert client.get("/taskpane/nothing-here.js").status_code == 404
    assert client.get("/taskpane/../secret.txt").status_code == 404
    assert client.get("/taskpane/%2e%2e/secret.txt").status_code == 404
    assert taskpane.resolve_file(dist, "../secret.txt") is None
    assert taskpane.resolve_file(dist, "/etc/passwd") is None
    assert taskpane.resolve_file(dist, "assets") is None


def test_unbuilt_taskpane_says_how_to_build_it(client: Client, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(taskpane, "DIST_DIR", tmp_path / "not-built")
    response = client.get("/taskpane/")
    assert response.status_code == 503
    assert "cd addin &amp;&amp; npm ci &amp;&amp; npm run build" in response.text
    assert str(tmp_path / "not-built") in response.text


def test_manifest_is_served_for_this_servers_url(client: Client) -> None:
    response = client.get("/taskpane/manifest.xml")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("application/xml")
    assert taskpane.DEV_ORIGIN not in response.text
    # The test settings have no public URL: the server's own http URL, with the https warning.
    assert 'SourceLocation DefaultValue="http://127.0.0.1:8000/taskpane/"' in response.text
    assert "Office loads add-ins only over https" in response.text


def test_only_the_taskpane_is_public(client: Client) -> None:
    assert client.get("/api/me").status_code == 401
    public = [re.compile(p) for p in PUBLIC_PATHS]
    for path in ("/taskpane", "/taskpane/", "/taskpane/assets/x.js", "/taskpane/manifest.xml"):
        assert any(p.search(path) for p in public), path
    for path in ("/taskpanel", "/api/taskpane", "/ws"):
        assert not any(p.search(path) for p in public), path
