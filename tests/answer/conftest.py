"""Fixtures shared by the letter tests that run on both search engines (the embedded one and a real OpenSearch
node), so a scope rule is shown to hold whichever engine a deployment uses."""

from __future__ import annotations

import uuid
from collections.abc import Iterator

import pytest

from tests.search.conftest import _opensearch_cleanup
from vouch.services import Services
from vouch.settings import Settings


@pytest.fixture(params=["embedded", "opensearch"])
def engine_settings(request: pytest.FixtureRequest, settings: Settings) -> Settings:
    if request.param == "embedded":
        return settings
    url: str = request.getfixturevalue("opensearch_url")
    prefix = f"vt-{uuid.uuid4().hex[:10]}"
    return Settings(
        data_dir=settings.data_dir,
        health_timeout_s=2.0,
        search_engine="opensearch",
        opensearch_url=url,
        opensearch_index_prefix=prefix,
    )


@pytest.fixture
def engine_services(engine_settings: Settings) -> Iterator[Services]:
    built = Services.build(engine_settings)
    yield built
    built.close()
    if engine_settings.opensearch_url is not None:
        _opensearch_cleanup(engine_settings.opensearch_url, engine_settings.opensearch_index_prefix)
