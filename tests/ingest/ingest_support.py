"""Shared helpers for the ingest tests: services without the search engine, sample paths, bad files."""

from __future__ import annotations

import io
import zipfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas

from tests.conftest import REPO
from vouch.ingest.sink import RecordingSink
from vouch.services import Services
from vouch.settings import Settings

SAMPLES = REPO / "samples" / "collection"
COLLECTION = "halden-claims"


def quiet_services(settings: Settings) -> tuple[Services, RecordingSink]:
    """Real services, with the search engine's sink swapped for a recorder: these tests are about ingest,
    and embedding every passage would only make them slow."""
    services = Services.build(settings)
    sink = RecordingSink()
    services.index_sinks[:] = [sink]
    return services, sink


@contextmanager
def one_collection(data_dir: Path, collection: str) -> Iterator[Services]:
    """Quiet services over a fresh data directory holding one empty collection, closed afterwards: the layout
    tests each ingest generated files into a collection of their own."""
    built, _ = quiet_services(Settings(data_dir=data_dir))
    built.collections.create(collection, None, created_by="test")
    try:
        yield built
    finally:
        built.close()


def use_recorder(services: Services) -> RecordingSink:
    sink = RecordingSink()
    services.index_sinks[:] = [sink]
    return sink


def pdf_bytes(*lines: str, encrypt: str | None = None) -> bytes:
    buffer = io.BytesIO()
    page = canvas.Canvas(buffer, pagesize=A4, encrypt=encrypt, invariant=1)
    y = 760.0
    for line in lines:
        page.drawString(72, y, line)
        y -= 16
    page.showPage()
    page.save()
    return buffer.getvalue()


def zip_bomb_docx() -> bytes:
    """A DOCX-shaped zip whose document.xml claims 64 MB of zeros packed into a few dozen KB."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("[Content_Types].xml", "<Types/>")
        archive.writestr("word/document.xml", b"\0" * (64 * 1024 * 1024), compresslevel=9)
    return buffer.getvalue()


def sample(name: str) -> bytes:
    return (SAMPLES / name).read_bytes()


def sample_files() -> list[Path]:
    return sorted(p for p in SAMPLES.iterdir() if p.suffix in {".pdf", ".docx"})
