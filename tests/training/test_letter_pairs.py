"""Continued training on hand-labelled letter files: claim-level pairs as the scorer reads them, balanced."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from vouch_training import ENTAILMENT, NEUTRAL, NOT_ENTAILMENT, letters
from vouch_training.domain import Pair
from vouch_training.train import TrainConfig, _check_continued

MODEL = Path(__file__).resolve().parents[2] / "server" / "vouch" / "models" / "checker"


def _pair(label: int, i: int) -> Pair:
    return Pair(f"premise {i}", f"hypothesis {i}", label, "letters", f"f:{i}")


def test_balance_repeats_supported_pairs_up_to_the_share() -> None:
    pairs = [_pair(ENTAILMENT, i) for i in range(3)] + [_pair(NOT_ENTAILMENT, i) for i in range(9)]
    out = letters.balance(pairs, 0.5, random.Random(1))
    positives = sum(1 for p in out if p.label == ENTAILMENT)
    assert positives >= len(out) - positives  # at least half entailed
    assert set(pairs) <= set(out)  # nothing dropped: only supported pairs repeated
    already = [_pair(ENTAILMENT, i) for i in range(6)] + [_pair(NOT_ENTAILMENT, i) for i in range(4)]
    assert letters.balance(already, 0.5, random.Random(1)) == already


def test_stratified_replay_takes_the_entailed_share_where_there_are_enough() -> None:
    pool = [_pair(ENTAILMENT, i) for i in range(50)] + [_pair(NEUTRAL, i) for i in range(150)]
    sample = letters.stratified(pool, 40, 0.5, random.Random(2))
    assert len(sample) == 40 and sum(1 for p in sample if p.label == ENTAILMENT) == 20
    few = letters.stratified(pool[:5] + pool[50:], 40, 0.5, random.Random(2))
    assert sum(1 for p in few if p.label == ENTAILMENT) == 5 and len(few) == 40


def test_a_continued_run_refuses_its_tuning_file_and_its_own_start(tmp_path: Path) -> None:
    dev = tmp_path / "dev.jsonl"
    dev.write_text("", encoding="utf-8")
    base = {"repo": tmp_path, "nli_root": tmp_path, "start_from": MODEL}
    with pytest.raises(ValueError, match="tuned on"):
        _check_continued(TrainConfig(out_dir=tmp_path / "o", letter_files=(dev,), tune_file=dev, **base))
    with pytest.raises(ValueError, match="another directory"):
        _check_continued(TrainConfig(out_dir=MODEL, letter_files=(dev,), **base))
    with pytest.raises(ValueError, match="letter files"):
        _check_continued(TrainConfig(out_dir=tmp_path / "o", **base))


def test_letter_pairs_label_claims_from_the_sentence_label_and_span(tmp_path: Path) -> None:
    pytest.importorskip("torch")
    passage = "The excess for escape of water claims is £350. We will pay for a plumber to trace the leak."
    rows = [
        {"id": "x-1", "passages": [{"id": "p1", "text": passage}], "label": "entailed",
         "sentence": "Your excess for an escape of water claim is £350."},
        {"id": "x-2", "passages": [{"id": "p1", "text": passage}], "label": "partial",
         "unsupported_span": "and we will also replace the damaged carpets",
         "sentence": "We will pay for a plumber to trace the leak, and we will also replace the damaged carpets."},
    ]  # fmt: skip
    path = tmp_path / "letters.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    pairs = letters.letter_pairs(MODEL, [path], log=lambda _m: None)
    assert pairs and all(p.source == "letters" for p in pairs)
    by_case: dict[str, set[int]] = {}
    for p in pairs:
        by_case.setdefault(p.kind, set()).add(p.label)
    assert by_case["letters:x-1"] == {ENTAILMENT}
    assert NOT_ENTAILMENT in by_case["letters:x-2"]  # the carpets claim: its best premises are not entailment
    carpets = [p for p in pairs if "carpets" in p.hypothesis]
    assert carpets and all(p.label == NOT_ENTAILMENT for p in carpets)


def test_the_recorded_config_names_letter_files_by_name_only() -> None:
    from vouch_training.train import _by_name

    recorded = json.loads(json.dumps(_by_name((Path("/somewhere/bench/eval/blind-a.jsonl"), Path("x/holdout.jsonl")))))
    assert recorded == ["blind-a.jsonl", "holdout.jsonl"]
    assert _by_name(Path("/a/b/checker")) == "checker" and _by_name(3) == 3
