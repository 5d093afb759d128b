"""addin/manifest.xml: valid against Microsoft's XSDs (offline), every resource id resolves, Word 1.3, https."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from lxml import etree  # type: ignore[import-untyped]

from tests.conftest import REPO
from vouch.api.taskpane import DEV_ORIGIN, manifest_for

MANIFEST = REPO / "addin" / "manifest.xml"
SCHEMAS = REPO / "tests" / "addin" / "schemas" / "office-addin-manifest"
NS = {
    "o": "http://schemas.microsoft.com/office/appforoffice/1.1",
    "ov": "http://schemas.microsoft.com/office/taskpaneappversionoverrides",
    "bt": "http://schemas.microsoft.com/office/officeappbasictypes/1.0",
    "xsi": "http://www.w3.org/2001/XMLSchema-instance",
}
XSI_TYPE = f"{{{NS['xsi']}}}type"


@pytest.fixture(scope="module")
def schema() -> etree.XMLSchema:
    main = SCHEMAS / "OfficeAppManifestV1_1.xsd"
    if not main.is_file():
        pytest.fail(f"the manifest schemas are missing: {main} (they are committed under tests/addin/schemas)")
    return etree.XMLSchema(etree.parse(str(main)))


@pytest.fixture(scope="module")
def manifest() -> etree._ElementTree:
    return etree.parse(str(MANIFEST))


def _validate(schema: etree.XMLSchema, xml: bytes) -> list[str]:
    schema.validate(etree.fromstring(xml))
    return [f"line {e.line}: {e.message}" for e in schema.error_log]


def test_manifest_is_valid_against_the_office_schemas(schema: etree.XMLSchema) -> None:
    assert _validate(schema, MANIFEST.read_bytes()) == []


def test_the_schemas_do_check_the_version_overrides(schema: etree.XMLSchema) -> None:
    """The check above means something: a broken VersionOverrides or a bad enum value is caught."""
    text = MANIFEST.read_text()
    broken = text.replace("<TaskpaneId>Vouch.Taskpane</TaskpaneId>", "<Bogus/>")
    assert any("Bogus" in e for e in _validate(schema, broken.encode()))
    bad_permission = text.replace("<Permissions>ReadWriteDocument</Permissions>", "<Permissions>All</Permissions>")
    assert _validate(schema, bad_permission.encode())


def _resource_ids(manifest: etree._ElementTree) -> dict[str, str]:
    ids: dict[str, str] = {}
    for kind in ("Images", "Urls", "ShortStrings", "LongStrings"):
        for item in manifest.iterfind(f".//ov:Resources/bt:{kind}/*", NS):
            rid = item.get("id")
            assert rid, f"a {kind} resource without an id"
            assert rid not in ids, f"resource id {rid} is defined twice"
            ids[rid] = kind
    return ids


def _referenced(manifest: etree._ElementTree) -> dict[str, set[str]]:
    """resid -> the names of the elements that reference it."""
    refs: dict[str, set[str]] = {}
    for element in manifest.iterfind(".//ov:VersionOverrides//*[@resid]", NS):
        refs.setdefault(element.get("resid") or "", set()).add(etree.QName(element).localname)
    return refs


def test_every_resid_resolves_and_no_resource_dangles(manifest: etree._ElementTree) -> None:
    defined = _resource_ids(manifest)
    referenced = _referenced(manifest)
    assert referenced, "the manifest references no resources at all"
    missing = sorted(set(referenced) - set(defined))
    dangling = sorted(set(defined) - set(referenced))
    assert missing == [], f"resids used but not defined in Resources: {missing}"
    assert dangling == [], f"resources defined but never used: {dangling}"


def test_each_resid_points_at_the_right_kind_of_resource(manifest: etree._ElementTree) -> None:
    defined = _resource_ids(manifest)
    expected = {
        "Image": "Images",
        "SourceLocation": "Urls",
        "LearnMoreUrl": "Urls",
        "Label": "ShortStrings",
        "Title": "ShortStrings",
        "Description": "LongStrings",
    }
    for rid, users in _referenced(manifest).items():
        for user in users:
            assert defined[rid] == expected[user], f"{user} resid={rid} points at {defined[rid]}"


def test_word_taskpane_needing_wordapi_1_3(manifest: etree._ElementTree) -> None:
    root = manifest.getroot()
    assert root.get(XSI_TYPE) == "TaskPaneApp"
    assert [h.get("Name") for h in root.iterfind("o:Hosts/o:Host", NS)] == ["Document"]
    sets = root.findall("o:Requirements/o:Sets/o:Set", NS)
    assert [(s.get("Name"), s.get("MinVersion")) for s in sets] == [("WordApi", "1.3")]
    overrides = root.findall("ov:VersionOverrides/ov:Requirements/bt:Sets/bt:Set", NS)
    assert [(s.get("Name"), s.get("MinVersion")) for s in overrides] == [("WordApi", "1.3")]
    assert root.findtext("o:Permissions", namespaces=NS) == "ReadWriteDocument"
    hosts = root.findall("ov:VersionOverrides/ov:Hosts/ov:Host", NS)
    assert [h.get(XSI_TYPE) for h in hosts] == ["Document"]


def _all_urls(manifest: etree._ElementTree) -> list[str]:
    urls = [e.get("DefaultValue") or "" for e in manifest.iter() if re.search(r"Url$|Location$", str(e.tag))]
    urls += [e.get("DefaultValue") or "" for e in manifest.iterfind(".//bt:Images/bt:Image", NS)]
    urls += [e.get("DefaultValue") or "" for e in manifest.iterfind(".//bt:Urls/bt:Url", NS)]
    return [u for u in urls if u]


def test_source_location_is_the_servers_taskpane_over_https(manifest: etree._ElementTree) -> None:
    root = manifest.getroot()
    source = root.find("o:DefaultSettings/o:SourceLocation", NS)
    assert source is not None
    assert source.get("DefaultValue") == f"{DEV_ORIGIN}/taskpane/"
    taskpane_url = root.find(".//bt:Urls/bt:Url[@id='Taskpane.Url']", NS)
    assert taskpane_url is not None
    assert taskpane_url.get("DefaultValue") == f"{DEV_ORIGIN}/taskpane/"
    urls = _all_urls(manifest)
    assert len(urls) >= 8
    for url in urls:
        parts = urlsplit(url)
        assert parts.scheme == "https", url
        assert f"{parts.scheme}://{parts.netloc}" == DEV_ORIGIN, url
        assert parts.path.startswith("/taskpane/"), url


def test_icons_the_manifest_names_are_in_the_build_sources(manifest: etree._ElementTree) -> None:
    public = REPO / "addin" / "taskpane" / "public"
    for url in _all_urls(manifest):
        path = urlsplit(url).path.removeprefix("/taskpane/")
        if path.endswith(".png"):
            assert (public / path).is_file(), f"{url}: no {public / path}"


def test_manifest_rewritten_for_the_servers_public_url(schema: etree.XMLSchema, tmp_path: Path) -> None:
    rewritten = manifest_for("https://vouch.insurer.example/")
    assert DEV_ORIGIN not in rewritten
    assert 'SourceLocation DefaultValue="https://vouch.insurer.example/taskpane/"' in rewritten
    assert _validate(schema, rewritten.encode()) == []

    plain = manifest_for("http://127.0.0.1:8000")
    assert "Office loads add-ins only over https" in plain
    assert _validate(schema, plain.encode()) == []
