"""``vouch verify-batch``, ``vouch eval`` and ``vouch train-checker`` (registered on the ``vouch`` group).

Bad input gets a one-line error naming the file and line (exit status 1), never a traceback.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import click

from vouch.verify.score import DEFAULT_THRESHOLD

if TYPE_CHECKING:
    from vouch.verify.pipeline import Verifier

REPO_ROOT = Path(__file__).resolve().parents[3]


def _threshold(value: float) -> float:
    if not 0.0 <= value <= 1.0:
        raise click.BadParameter(f"must be between 0 and 1, got {value}", param_hint="--threshold")
    return value


def _verifier(model_path: str | None, threshold: float) -> Verifier:
    from vouch.verify.entail import CheckerConfig, CheckerConfigError, default_model, load_model
    from vouch.verify.pipeline import Verifier

    try:
        if model_path:
            base = CheckerConfig.from_env()
            model = load_model(CheckerConfig(model_path=Path(model_path), quantize=base.quantize, threads=base.threads))
        else:
            model = default_model()  # VOUCH_CHECKER_* from the environment, loaded once per process
    except CheckerConfigError as exc:
        raise click.ClickException(str(exc)) from None
    return Verifier.build(model, threshold=threshold)


@click.command("verify-batch")
@click.argument("file", type=str)
@click.option("--threshold", type=float, default=DEFAULT_THRESHOLD, show_default=True, help="Support threshold.")
@click.option("--model", "model_path", default=None, help="Cross-encoder directory (default: VOUCH_CHECKER_MODEL).")
def verify_batch(file: str, threshold: float, model_path: str | None) -> None:
    """Verify each line of FILE.jsonl ({id, passages, sentence}); print one JSON verdict per line."""
    from vouch.verify.evaluate import BatchInputError, predict, read_cases

    threshold = _threshold(threshold)
    try:
        cases = read_cases(Path(file))
    except BatchInputError as exc:
        raise click.ClickException(str(exc)) from None
    verifier = _verifier(model_path, threshold)
    try:
        for case in cases:
            (prediction,) = predict(verifier, [case], [threshold])[threshold]
            click.echo(json.dumps(prediction.to_json(), ensure_ascii=False))
    except BatchInputError as exc:
        raise click.ClickException(f"{file} {exc}") from None


@click.command("eval")
@click.argument("file", type=str)
@click.option("--threshold", type=float, default=DEFAULT_THRESHOLD, show_default=True, help="Support threshold.")
@click.option("--model", "model_path", default=None, help="Cross-encoder directory (default: VOUCH_CHECKER_MODEL).")
@click.option("--sweep", is_flag=True, help="Also print precision/recall/F1 over a range of thresholds.")
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
def eval_cmd(file: str, threshold: float, model_path: str | None, sweep: bool, as_json: bool) -> None:
    """Evaluate the checker on a labelled FILE.jsonl (dev.jsonl format)."""
    from vouch.verify.evaluate import BatchInputError, evaluate, predict, read_cases

    threshold = _threshold(threshold)
    try:
        cases = read_cases(Path(file), gold=True)
    except BatchInputError as exc:
        raise click.ClickException(str(exc)) from None
    if not cases:
        raise click.ClickException(f"{file}: no cases")
    verifier = _verifier(model_path, threshold)
    thresholds = [threshold]
    if sweep:
        thresholds += [t / 100 for t in range(30, 100, 5) if abs(t / 100 - threshold) > 1e-9]
    try:
        by_threshold = predict(verifier, cases, thresholds)
    except BatchInputError as exc:
        raise click.ClickException(f"{file} {exc}") from None
    report = evaluate(cases, by_threshold[threshold])
    if as_json:
        body = report.to_json()
        if sweep:
            body["sweep"] = {
                str(t): {k: v for k, v in evaluate(cases, preds).to_json()["unsupported"].items()}
                for t, preds in sorted(by_threshold.items())
            }
        click.echo(json.dumps(body, indent=2))
        return
    for line in report.lines():
        click.echo(line)
    if sweep:
        click.echo("threshold sweep (unsupported class):")
        for t, preds in sorted(by_threshold.items()):
            r = evaluate(cases, preds)
            click.echo(
                f"  t={t:.2f}  P {r.precision:.3f}  R {r.recall:.3f}  F1 {r.f1:.3f}  "
                f"loc {r.localisation[0]}/{r.localisation[1]}  3-way acc {r.accuracy3:.3f}"
            )


@click.command("train-checker")
@click.option(
    "--out",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Model directory to write (default: server/vouch/models/checker).",
)
@click.option("--seed", type=int, default=13, show_default=True)
@click.option(
    "--nli-root",
    type=click.Path(exists=True, file_okay=False, path_type=Path),
    required=True,
    help="The NLI data folder: snli/ (SNLI dev/test, e-SNLI layout) and negation-nli/ (Hossain et al., 2020); "
    "the model card lists sources and licences.",
)
@click.option("--template-passages", type=int, default=1100, show_default=True)
@click.option("--snli-pairs", type=int, default=2000, show_default=True)
@click.option("--epochs", type=float, default=2.0, show_default=True)
@click.option("--max-steps", type=int, default=None, help="Stop after this many steps (a smoke run).")
@click.option("--eval-cap", type=int, default=None, help="Evaluate on at most this many pairs per NLI set.")
@click.option(
    "--tune-on",
    type=click.Path(dir_okay=False, path_type=Path),
    default="bench/eval/dev.jsonl",
    show_default=True,
    help="Labelled cases to tune the sentence threshold on (never trained on); skipped if missing.",
)
@click.option(
    "--threads",
    type=int,
    default=1,
    show_default=True,
    help="Torch threads. On a shared 2-core box one thread trains faster than two (less contention).",
)
@click.option(
    "--extra-root",
    type=click.Path(exists=True, file_okay=False, path_type=Path),
    default=None,
    help="The larger NLI folder (mnli/, fever-nli/, scitail/, cad/, conjnli/, hans-style/, med/, fm2/, wice/): "
    "trains a general NLI phase before the domain phase (sources and licences in the model card).",
)
@click.option(
    "--phase1-checkpoint",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Where the general phase is kept; a later run with the same settings reuses it instead of retraining.",
)
@click.option("--phase1-only", is_flag=True, help="Train only the general phase into --phase1-checkpoint.")
@click.option(
    "--mine-with",
    type=click.Path(exists=True, file_okay=False, path_type=Path),
    default=None,
    help="A checker model directory: keep the generated domain pairs it gets wrong, and a sample of the rest.",
)
@click.option(
    "--start-from",
    type=click.Path(exists=True, file_okay=False, path_type=Path),
    default=None,
    help="Continue training this model directory (the served checker) on --letters, replaying its own data.",
)
@click.option(
    "--letters",
    "letter_files",
    multiple=True,
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    help="Hand-labelled letter files (dev.jsonl format) for --start-from; repeat the option per file.",
)
@click.option("--letter-epochs", type=float, default=2.0, show_default=True)
@click.option("--letter-lr", type=float, default=3e-5, show_default=True)
@click.option(
    "--restatements",
    type=int,
    default=0,
    show_default=True,
    help="With --start-from: this many restatement pairs (a sentence, its clauses, the other voice, the condition "
    "reordered, each with a matched negative) from the sample documents, the training corpus and NLI premises "
    "(--nli-root, and --extra-root's MultiNLI when given).",
)
def train_checker(
    out: Path | None,
    seed: int,
    nli_root: Path,
    template_passages: int,
    snli_pairs: int,
    epochs: float,
    max_steps: int | None,
    eval_cap: int | None,
    tune_on: Path,
    threads: int,
    extra_root: Path | None,
    phase1_checkpoint: Path | None,
    phase1_only: bool,
    mine_with: Path | None,
    start_from: Path | None,
    letter_files: tuple[Path, ...],
    letter_epochs: float,
    letter_lr: float,
    restatements: int,
) -> None:
    """Fine-tune the support checker (seeded), write the model directory and print its metrics."""
    from vouch.verify.entail import DEFAULT_MODEL_DIR
    from vouch_training.train import TrainConfig, train, train_general_phase

    for name, path in (("snli", nli_root / "snli"), ("negation-nli", nli_root / "negation-nli")):
        if not path.is_dir():
            raise click.ClickException(f"{nli_root}: no {name}/ folder")
    cfg = TrainConfig(
        out_dir=out or DEFAULT_MODEL_DIR,
        repo=REPO_ROOT,
        nli_root=nli_root,
        seed=seed,
        template_passages=template_passages,
        snli_pairs=snli_pairs,
        epochs=epochs,
        max_steps=max_steps,
        eval_cap=eval_cap,
        tune_file=tune_on if tune_on.exists() else None,
        threads=threads,
        extra_root=extra_root,
        phase1_checkpoint=phase1_checkpoint,
        mine_with=mine_with,
        start_from=start_from,
        letter_files=letter_files,
        letter_epochs=letter_epochs,
        letter_lr=letter_lr,
        restatements=restatements,
    )
    if (letter_files or restatements) and start_from is None:
        raise click.ClickException("--letters and --restatements need --start-from (the model to continue)")
    if phase1_only and (extra_root is None or phase1_checkpoint is None):
        raise click.ClickException("--phase1-only needs --extra-root and --phase1-checkpoint")
    try:  # a training set that cannot be read is named (vouch_training raises ValueError), not a stack trace
        if phase1_only:
            done = train_general_phase(cfg, log=lambda message: click.echo(message, err=True))
            click.echo(json.dumps({"phase1_checkpoint": str(done)}))
            return
        meta = train(cfg, log=lambda message: click.echo(message, err=True))
    except ValueError as exc:
        raise click.ClickException(str(exc)) from exc
    metrics = dict(meta.get("metrics", {}))
    if isinstance(metrics.get("tuning"), dict):
        metrics["tuning"] = {k: v for k, v in metrics["tuning"].items() if k != "sweep"}  # the sweep is in vouch.json
    click.echo(json.dumps({"out": str(cfg.out_dir), "metrics": metrics}, indent=2))
    sys.stdout.flush()


@click.command("fit-support-stack")
@click.argument("files", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--model", "model_path", default=None, help="Cross-encoder directory (default: VOUCH_CHECKER_MODEL).")
@click.option("--recall", type=float, default=0.93, show_default=True, help="Unsupported-class recall the cut keeps.")
@click.option(
    "--floor",
    type=float,
    default=0.3,
    show_default=True,
    help="Calibrated support below which the stack reads nothing.",
)
@click.option("--write", is_flag=True, help="Write the stack into the model's vouch.json (otherwise only print it).")
def fit_support_stack(
    files: tuple[Path, ...], model_path: str | None, recall: float, floor: float, write: bool
) -> None:
    """Fit the support stack on labelled FILES (dev.jsonl format) and print per-file figures before and after."""
    from vouch.verify.evaluate import BatchInputError
    from vouch_training.stack import fit_stack, report, score_cases

    if not 0.0 < recall <= 1.0:
        raise click.BadParameter(f"must be in (0, 1], got {recall}", param_hint="--recall")
    if not 0.0 <= floor < 1.0:
        raise click.BadParameter(f"must be in [0, 1), got {floor}", param_hint="--floor")
    verifier = _verifier(model_path, DEFAULT_THRESHOLD)
    try:
        scored = score_cases(verifier, list(files), log=lambda message: click.echo(message, err=True))
        stack = fit_stack(scored, recall=recall, floor=floor)
    except (BatchInputError, ValueError) as exc:
        raise click.ClickException(str(exc)) from None
    result = {
        "stack": stack.to_mapping(),
        "served": report(None, scored, DEFAULT_THRESHOLD),
        "stacked": report(stack, scored, stack.cut),
    }
    click.echo(json.dumps(result, indent=2))
    if write:
        directory = getattr(verifier.scorer.model, "path", None)
        if not isinstance(directory, Path):
            raise click.ClickException("the checker in use is not a model directory; pass --model DIR")
        meta_path = directory / "vouch.json"
        meta = json.loads(meta_path.read_text(encoding="utf-8"))
        meta["support_stack"] = stack.to_mapping() | {
            "fitted_on": [f.name for f in files],
            "recall": recall,
            "floor": floor,
        }
        meta_path.write_text(json.dumps(meta, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        click.echo(f"wrote the support stack into {meta_path}", err=True)
