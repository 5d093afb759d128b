"""GET /api/collections/{collection}/search and `vouch search`, as handlers and admins see them."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from litestar.testing import TestClient

from tests.conftest import Tokens, auth
from tests.search.conftest import document, passage
from vouch.cli import main
from vouch.passages import Passage
from vouch.search import service as search_service
from vouch.search.embeddings import HashingEmbedder
from vouch.services import Services
from vouch.settings import Settings

C = "property-claims"


def load(services: Services, collection: str = C) -> None:
    services.search.embedder = HashingEmbedder()  # the plumbing is under test here, not the model
    info = document(collection, "wording.pdf")
    passages: list[Passage] = [
        passage(
            collection,
            "wording.pdf",
            "p4.c5-1",
            "We will pay for storm damage, but not to fences, gates & hedges <see 5.3>.",
            ("5 Storm", "5.1 Cover"),
            "5.1",
        ),
        passage(collection, "wording.pdf", "p3.c4-2", "The escape of water excess is £1,000.", ("4 Escape of water",)),
    ]
    generation = services.passages.replace_document(info, passages)
    services.search.document_committed(info, services.passages.passages(collection, "wording.pdf"), generation)


def test_a_handler_searches_a_collection_they_may_read(
    client: TestClient,
    services: Services,
    tokens: Tokens,  # type: ignore[type-arg]
) -> None:
    load(services)
    response = client.get(f"/api/collections/{C}/search", params={"q": "storm fences"}, headers=auth(tokens.handler))
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["engine"] == "embedded"
    top = body["hits"][0]
    assert top["address"] == "wording.pdf#p4.c5-1"
    assert top["heading_path"] == ["5 Storm", "5.1 Cover"]
    assert top["current"] is True and top["score"] > 0
    # Matched words are marked; the document's own markup is escaped, never passed through.
    assert "<mark>storm</mark>" in top["snippet"] and "<mark>fences</mark>" in top["snippet"]
    assert "&amp; hedges &lt;see 5.3&gt;" in top["snippet"]


def test_filters_and_limit_reach_the_search(
    client: TestClient,
    services: Services,
    tokens: Tokens,  # type: ignore[type-arg]
) -> None:
    load(services)
    params = {"q": "excess 1000 storm", "limit": "1", "current_only": "true", "document": "wording.pdf"}
    body = client.get(f"/api/collections/{C}/search", params=params, headers=auth(tokens.handler)).json()
    assert [h["address"] for h in body["hits"]] == ["wording.pdf#p3.c4-2"]
    params["document"] = "other.pdf"
    assert client.get(f"/api/collections/{C}/search", params=params, headers=auth(tokens.handler)).json()["hits"] == []


def test_search_is_guarded(client: TestClient, services: Services, tokens: Tokens) -> None:  # type: ignore[type-arg]
    load(services)
    url = f"/api/collections/{C}/search"
    assert client.get(url, params={"q": "storm"}).status_code == 401
    assert client.get(url, params={"q": "storm"}, headers=auth(tokens.other_handler)).status_code == 403
    assert client.get(url, params={"q": "storm"}, headers=auth(tokens.compliance)).status_code == 200
    assert client.get(url, params={"q": ""}, headers=auth(tokens.handler)).status_code == 400
    assert client.get(url, params={"q": "storm", "limit": "500"}, headers=auth(tokens.handler)).status_code == 400
    missing = "/api/collections/no-such/search"
    assert client.get(missing, params={"q": "storm"}, headers=auth(tokens.admin)).status_code == 404


def test_vouch_search_prints_address_heading_snippet_and_score(
    settings: Settings, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("VOUCH_DATA_DIR", str(settings.data_dir))
    monkeypatch.setattr(search_service, "MiniLMEmbedder", HashingEmbedder)
    services = Services.build(settings)
    services.collections.create(C, None, created_by="test")
    load(services)
    services.close()

    result = CliRunner().invoke(main, ["search", "storm fences", "--collection", C, "--limit", "1"])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0].startswith(" 1. wording.pdf#p4.c5-1  score ")
    assert lines[1].strip() == "5 Storm > 5.1 Cover"
    assert "[storm]" in lines[2] and "[fences]" in lines[2] and "& hedges <see 5.3>" in lines[2]

    result = CliRunner().invoke(main, ["search", "storm", "--collection", "nope"])
    assert result.exit_code != 0 and "no collection named 'nope'" in result.output

    result = CliRunner().invoke(main, ["reindex", "--collection", C])
    assert result.exit_code == 0 and "reindexed 2 passage(s)" in result.output


def test_an_opensearch_node_that_is_down_is_a_503_not_a_crash(tmp_path: Path) -> None:
    from tests.conftest import free_port
    from vouch.app import create_app
    from vouch.auth.roles import Role

    settings = Settings(
        data_dir=tmp_path / "os-down", search_engine="opensearch", opensearch_url=f"http://127.0.0.1:{free_port()}"
    )
    services = Services.build(settings)
    services.search.embedder = HashingEmbedder()
    services.collections.create(C, None, created_by="test")
    token = services.users.add("ada", Role.ADMIN).token
    services.passages.replace_document(document(C, "w.pdf"), [passage(C, "w.pdf", "p1", "Storm damage.")])
    with TestClient(app=create_app(settings, services)) as client:
        response = client.get(f"/api/collections/{C}/search", params={"q": "storm"}, headers=auth(token))
    assert response.status_code == 503
    assert "OpenSearch node does not answer" in response.json()["detail"]
