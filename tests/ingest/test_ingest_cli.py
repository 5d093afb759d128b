"""`vouch ingest PATH... --collection X`: progress, a per-file summary, clear errors, the exit status."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from tests.ingest.ingest_support import SAMPLES, pdf_bytes, use_recorder
from vouch.cli import main
from vouch.ingest import cli as ingest_cli
from vouch.services import Services
from vouch.settings import Settings


class _QuietServices(Services):
    @classmethod
    def build(cls, settings: Settings) -> Services:
        services = Services.build(settings)
        use_recorder(services)  # the CLI's ingest is under test here, not the embedding model
        return services


@pytest.fixture
def runner(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> CliRunner:
    monkeypatch.setattr(ingest_cli, "Services", _QuietServices)
    return CliRunner(env={"VOUCH_DATA_DIR": str(tmp_path / "data")})


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    target = tmp_path / "docs"
    target.mkdir()
    for name in ("schedule-2024.pdf", "claims-procedure-note.docx"):
        shutil.copy(SAMPLES / name, target / name)
    return target


def test_missing_collection_is_a_clear_error(runner: CliRunner, folder: Path) -> None:
    result = runner.invoke(main, ["ingest", str(folder), "--collection", "halden"])
    assert result.exit_code == 1
    assert "no collection named 'halden'" in result.output and "--create" in result.output


def test_ingest_folder_prints_a_summary(runner: CliRunner, folder: Path) -> None:
    result = runner.invoke(main, ["ingest", str(folder), "--collection", "halden", "--create"])
    assert result.exit_code == 0, result.output
    assert "Ingest summary" in result.output
    lines = {line.split("│")[1].strip(): line for line in result.output.splitlines() if line.count("│") >= 6}
    assert "27" in lines["schedule-2024.pdf"] and "ingested" in lines["schedule-2024.pdf"]
    assert "28" in lines["claims-procedure-note.docx"]
    assert "2 of 2 file(s) in 'halden'; 0 failed." in result.output
    again = runner.invoke(main, ["ingest", str(folder), "--collection", "halden", "--json"])
    assert {row["outcome"] for row in json.loads(again.output)} == {"unchanged"}


def test_bad_file_is_reported_and_the_rest_goes_in(runner: CliRunner, folder: Path) -> None:
    (folder / "locked.pdf").write_bytes(pdf_bytes("Secret.", encrypt="pw"))
    result = runner.invoke(main, ["ingest", str(folder), "--collection", "halden", "--create", "--json"])
    assert result.exit_code == 1
    rows = {row["file"]: row for row in json.loads(result.output)}
    assert rows["locked.pdf"]["error"].endswith(
        "locked.pdf: is a password-protected PDF; remove the password and retry"
    )
    assert rows["schedule-2024.pdf"]["outcome"] == "ingested"
    assert rows["schedule-2024.pdf"]["pages"] == 2
    assert "Traceback" not in result.output
