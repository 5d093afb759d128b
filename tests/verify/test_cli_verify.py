"""``vouch verify-batch`` and ``vouch eval``: output shapes, the evaluation arithmetic, bad-input messages."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from vouch.verify.cli import eval_cmd, verify_batch
from vouch.verify.evaluate import Case, Prediction, evaluate
from vouch.verify.score import Evidence, Span

WORDING = {
    "id": "p1",
    "address": "policy-wording-2024.pdf#p4.c4-2b",
    "text": "4.2 Limits and excess. The excess for each and every claim for escape of water is £350. If the escape "
    "happens while the home is unoccupied, the excess is £1,000.",
}
CASES = [
    {"id": "a", "passages": [WORDING], "sentence": "The excess for an escape of water claim is £350.",
     "label": "entailed", "unsupported_span": None, "tags": ["money"]},
    {"id": "b", "passages": [WORDING], "sentence": "The excess for an escape of water claim is £500.",
     "label": "none", "unsupported_span": None, "tags": ["money", "contradiction"]},
    {"id": "c", "passages": [WORDING],
     "sentence": "The excess for an escape of water claim is £350, and we will send a plumber to fix the leak.",
     "label": "partial", "unsupported_span": "we will send a plumber to fix the leak", "tags": ["multi_claim"]},
    {"id": "d", "passages": [WORDING], "sentence": "Please do not hesitate to contact us if you have any questions.",
     "label": "entailed", "unsupported_span": None, "tags": []},
]  # fmt: skip


def write_jsonl(path: Path, rows: list[object]) -> Path:
    path.write_text("\n".join(r if isinstance(r, str) else json.dumps(r) for r in rows) + "\n", encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def batch_output(tmp_path_factory: pytest.TempPathFactory) -> list[dict[str, object]]:
    path = write_jsonl(tmp_path_factory.mktemp("batch") / "in.jsonl", list(CASES))
    result = CliRunner().invoke(verify_batch, [str(path)])
    assert result.exit_code == 0, result.output
    return [json.loads(line) for line in result.stdout.splitlines() if line.strip()]


def test_verify_batch_writes_one_line_per_input_in_the_documented_shape(batch_output: list[dict[str, object]]) -> None:
    assert [o["id"] for o in batch_output] == ["a", "b", "c", "d"]
    for out, case in zip(batch_output, CASES, strict=True):
        assert set(out) == {"id", "label", "score", "spans", "citations"}
        assert out["label"] in {"entailed", "partial", "none", "not_a_claim"}
        assert isinstance(out["score"], float) and 0.0 <= out["score"] <= 1.0
        assert isinstance(out["citations"], list)
        spans = out["spans"]
        assert isinstance(spans, list)
        for span in spans:
            assert set(span) == {"start", "end", "support"}
            assert 0 <= span["start"] < span["end"] <= len(str(case["sentence"]))


def test_verify_batch_verdicts(batch_output: list[dict[str, object]]) -> None:
    by_id = {o["id"]: o for o in batch_output}
    assert by_id["a"]["label"] == "entailed" and by_id["a"]["citations"] == ["p1"]
    assert by_id["b"]["label"] == "none"  # a contradicting amount
    assert by_id["c"]["label"] in {"partial", "none"}
    assert by_id["d"]["label"] == "not_a_claim" and by_id["d"]["spans"] == []


def test_eval_prints_the_unsupported_class_numbers_consistent_with_verify_batch(
    tmp_path: Path, batch_output: list[dict[str, object]]
) -> None:
    path = write_jsonl(tmp_path / "gold.jsonl", list(CASES))
    result = CliRunner().invoke(eval_cmd, [str(path), "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    predicted_unsupported = {o["id"] for o in batch_output if o["label"] in {"partial", "none"}}
    gold_unsupported = {c["id"] for c in CASES if c["label"] in {"partial", "none"}}
    tp = len(predicted_unsupported & gold_unsupported)
    assert report["unsupported"]["tp"] == tp
    assert report["unsupported"]["fp"] == len(predicted_unsupported - gold_unsupported)
    assert report["unsupported"]["fn"] == len(gold_unsupported - predicted_unsupported)
    assert report["n"] == 4
    text = CliRunner().invoke(eval_cmd, [str(path)]).output
    assert "precision" in text and "recall" in text and "localisation" in text


def test_evaluation_arithmetic_on_a_fixed_fixture() -> None:
    ev = Evidence("p", "x")
    cases = [
        Case(1, "e1", (ev,), "We pay.", "entailed", None, ("money",)),
        Case(2, "e2", (ev,), "We pay more.", "entailed", None, ()),
        Case(3, "n1", (ev,), "We pay £5.", "none", None, ("money", "negation")),
        Case(4, "n2", (ev,), "We pay £9.", "none", None, ("money",)),
        Case(5, "p1", (ev,), "We pay, and we call you.", "partial", "we call you", ("multi_claim",)),
        Case(6, "p2", (ev,), "We pay, and we call you.", "partial", "we call you", ("multi_claim", "money")),
    ]
    preds = [
        Prediction("e1", "entailed", 0.9, (), ()),
        Prediction("e2", "partial", 0.5, (Span(0, 7, 0.5),), ()),  # false alarm
        Prediction("n1", "none", 0.0, (), ()),
        Prediction("n2", "entailed", 0.9, (), ()),  # miss
        Prediction("p1", "partial", 0.3, (Span(0, 6, 0.9), Span(12, 23, 0.3)), ()),  # localised
        Prediction("p2", "none", 0.1, (Span(0, 6, 0.1), Span(12, 23, 0.95)), ()),  # flagged, wrong place
    ]
    report = evaluate(cases, preds)
    assert (report.tp, report.fp, report.fn, report.tn) == (3, 1, 1, 1)
    assert report.precision == pytest.approx(0.75) and report.recall == pytest.approx(0.75)
    assert report.f1 == pytest.approx(0.75)
    assert report.recall_by_tag["money"] == (2, 3)
    assert report.recall_by_tag["negation"] == (1, 1)
    assert report.recall_by_tag["multi_claim"] == (2, 2)
    assert report.localisation == (1, 2)
    assert report.missed == ["n2"] and report.false_alarms == ["e2"]
    assert report.accuracy3 == pytest.approx(3 / 6)


@pytest.mark.parametrize(
    ("rows", "message"),
    [
        (['{"id": "a", "passages": [], "sentence": "x"}', "{not json"], "line 2: not valid JSON"),
        ([{"id": "a", "passages": []}], "line 1: missing field 'sentence'"),
        ([{"id": "a", "sentence": "x", "passages": "p1"}], "line 1: field 'passages' must be list"),
        ([{"id": "a", "sentence": "x", "passages": [{"id": "p1"}]}], "line 1: passage 1: missing field 'text'"),
        (["[1, 2]"], "line 1: expected a JSON object"),
    ],
)
def test_bad_input_names_the_line_without_a_traceback(tmp_path: Path, rows: list[object], message: str) -> None:
    path = write_jsonl(tmp_path / "bad.jsonl", rows)
    result = CliRunner().invoke(verify_batch, [str(path)])
    assert result.exit_code == 1
    assert message in result.output
    assert "Traceback" not in result.output


def test_missing_file_and_missing_gold_fields(tmp_path: Path) -> None:
    result = CliRunner().invoke(verify_batch, [str(tmp_path / "nope.jsonl")])
    assert result.exit_code == 1 and "no such file" in result.output
    gold = write_jsonl(tmp_path / "g.jsonl", [{"id": "a", "passages": [], "sentence": "x"}])
    result = CliRunner().invoke(eval_cmd, [str(gold)])
    assert result.exit_code == 1 and "line 1: missing field 'label'" in result.output
    wrong = write_jsonl(tmp_path / "w.jsonl", [{"id": "a", "passages": [], "sentence": "x", "label": "true"}])
    result = CliRunner().invoke(eval_cmd, [str(wrong)])
    assert result.exit_code == 1 and "field 'label' must be one of" in result.output
    dup = write_jsonl(tmp_path / "d.jsonl", [{"id": "a", "passages": [], "sentence": "x"}] * 2)
    result = CliRunner().invoke(verify_batch, [str(dup)])
    assert result.exit_code == 1 and "line 2: id 'a' repeats line 1" in result.output
