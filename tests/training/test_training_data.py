"""The checker's training data and loss: what a training run reads is what its card says it reads."""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

import pytest

from vouch_training import CONTRADICTION, ENTAILMENT, NEUTRAL, NOT_ENTAILMENT, corpus, extra


def test_binary_label_trains_only_p_entailment() -> None:
    torch = pytest.importorskip("torch")
    from vouch_training.train import _loss

    logits = torch.tensor([[2.0, 0.5, -1.0], [2.0, 0.5, -1.0]])
    p = torch.softmax(logits[0], dim=-1).tolist()
    # "not entailed" costs -log(P(neutral) + P(contradiction)), whichever of the two it is
    binary = float(_loss(logits[:1], [NOT_ENTAILMENT]))
    assert math.isclose(binary, -math.log(p[1] + p[2]), rel_tol=1e-5)
    three = float(_loss(logits[:1], [CONTRADICTION]))
    assert math.isclose(three, -math.log(p[2]), rel_tol=1e-5)
    assert binary < three  # a binary label is never more wrong than the worst 3-way reading
    mixed = float(_loss(logits, [ENTAILMENT, NOT_ENTAILMENT]))
    assert math.isclose(mixed, (-math.log(p[0]) + binary) / 2, rel_tol=1e-5)


def test_extra_readers_map_labels_and_skip_unlabelled_rows(tmp_path: Path) -> None:
    (tmp_path / "conjnli").mkdir()
    (tmp_path / "conjnli" / "adversarial_train_15k.tsv").write_text(
        "\ufeffPremise\tHypothesis\tLabel\n"
        "He paid the excess and the fee.\tHe paid the fee.\tentailment\n"
        "He paid the excess or the fee.\tHe paid the fee.\tneutral\n"
        "Unlabelled premise.\tUnlabelled hypothesis.\t\n",
        encoding="utf-8",
    )
    (tmp_path / "fever-nli").mkdir()
    (tmp_path / "fever-nli" / "dev.tsv").write_text(
        "not_entailment\tPrague Castle ( Czech ) . It is big .\tThe castle is small.\n", encoding="utf-8"
    )
    (tmp_path / "fever-nli" / "test.tsv").write_text("", encoding="utf-8")
    rows = extra.sample(tmp_path, {"conjnli": 10, "fever": 10}, random.Random(1))
    assert sorted(y for _, _, y in rows["conjnli"]) == [ENTAILMENT, NEUTRAL]
    assert rows["fever"] == [("Prague Castle (Czech). It is big.", "The castle is small.", NOT_ENTAILMENT)]


def test_a_missing_or_empty_set_is_an_error_not_a_silent_gap(tmp_path: Path) -> None:
    (tmp_path / "med").mkdir()
    (tmp_path / "med" / "MED.tsv").write_text("sentence1\tsentence2\tgold_label\n", encoding="utf-8")
    with pytest.raises(ValueError, match="med"):
        extra.sample(tmp_path, {"med": 5}, random.Random(1))


def test_corpus_pairs_are_plain_text_and_passage_edits_use_the_edited_passage(tmp_path: Path) -> None:
    (tmp_path / "passages.jsonl").write_text(
        json.dumps(
            {
                "id": "T1",
                "doc": "d.pdf",
                "kind": "wording",
                "heading": "Section 2 - Contents",
                "text": "**Contents** are covered up to £40,000 if the home is locked.",
            }
        )
        + "\n",
        encoding="utf-8",
    )
    (tmp_path / "pairs.jsonl").write_text(
        json.dumps(
            {
                "passage": "T1",
                "hypothesis": "Your **contents** are covered.",
                "label": "neutral",
                "kind": "dropped_condition",
            }
        )
        + "\n",
        encoding="utf-8",
    )
    (tmp_path / "passage_edits.jsonl").write_text(
        json.dumps(
            {
                "passage": "T1",
                "edited_text": "Contents are covered up to £40,000.",
                "hypothesis": "Your contents are covered.",
                "label": "entailment",
                "kind": "condition_deleted",
            }
        )
        + "\n",
        encoding="utf-8",
    )
    pairs = corpus.hand_pairs(tmp_path)
    assert [(p.premise, p.hypothesis, p.label) for p in pairs] == [
        (
            "Section 2 - Contents. Contents are covered up to £40,000 if the home is locked.",
            "Your contents are covered.",
            NEUTRAL,
        ),
        ("Contents are covered up to £40,000.", "Your contents are covered.", ENTAILMENT),
    ]


def test_the_shipped_corpus_reads_whole() -> None:
    pairs = corpus.hand_pairs(corpus.CORPUS_DIR)
    assert len(pairs) >= 1700
    assert {p.label for p in pairs} == {ENTAILMENT, NEUTRAL, CONTRADICTION}
    assert not any("**" in p.premise or "**" in p.hypothesis for p in pairs)


def test_train_checker_names_an_unreadable_training_set_instead_of_a_stack_trace(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from vouch.cli import main

    nli_root, extra_root = tmp_path / "nli", tmp_path / "extra"
    for name in ("snli", "negation-nli"):
        (nli_root / name).mkdir(parents=True)
    extra_root.mkdir()  # no mnli/ folder: the first set it reads
    result = CliRunner().invoke(
        main,
        [
            "train-checker",
            "--nli-root",
            str(nli_root),
            "--extra-root",
            str(extra_root),
            "--phase1-only",
            "--phase1-checkpoint",
            str(tmp_path / "p1"),
            "--out",
            str(tmp_path / "out"),
        ],
    )
    assert result.exit_code == 1, result.output
    assert "the mnli set cannot be read" in result.output
    assert "Traceback" not in result.output
    assert not (tmp_path / "p1").exists() and not (tmp_path / "out").exists()  # nothing half-written
