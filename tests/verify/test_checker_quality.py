"""The committed checker, end to end, on labelled letters: what the product promises, held in CI.

A wrong "checked" mark is the worst error, so the floor is strict on recall of the unsupported class and on
every case where a value or a negation changed; precision (false "not found") has a lower floor. The holdout is
committed (bench/eval/holdout.jsonl, written against the sample collection), and so is the dev set
(bench/eval/dev.jsonl, the 120 hand-labelled cases the threshold is tuned on; see bench/eval/README.md).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import REPO
from vouch.verify.evaluate import CRITICAL_TAGS, EvalReport, evaluate, predict, read_cases
from vouch.verify.pipeline import Verifier

DEV_SET = REPO / "bench" / "eval" / "dev.jsonl"
HOLDOUT = REPO / "bench" / "eval" / "holdout.jsonl"


@pytest.fixture(scope="module")
def verifier() -> Verifier:
    return Verifier.default()


def report_on(verifier: Verifier, path: Path) -> EvalReport:
    cases = read_cases(path, gold=True)
    threshold = verifier.threshold
    return evaluate(cases, predict(verifier, cases, [threshold])[threshold])


def missed_critical(report: EvalReport) -> dict[str, tuple[int, int]]:
    return {t: (c, n) for t, (c, n) in report.recall_by_tag.items() if t in CRITICAL_TAGS and c < n}


def test_the_holdout_letters_are_never_wrongly_checked(verifier: Verifier) -> None:
    report = report_on(verifier, HOLDOUT)
    assert report.recall == 1.0, "\n".join(report.lines())
    assert missed_critical(report) == {}
    # Where the checker stands with its support stack (0.768, 2026-12-02; 0.811 without it): the stack, a
    # smooth reading fitted on six labelled files, raises recall on every blind batch left out of its fit
    # and gives back some of the precision the rules were fixed for on this set (model card). Issue 12's
    # target (0.90) is not met; a better reader must raise this floor, never lower it.
    assert report.precision >= 0.76, "\n".join(report.lines())


def test_the_dev_set_meets_the_issue_targets(verifier: Verifier) -> None:
    report = report_on(verifier, DEV_SET)
    assert missed_critical(report) == {}, "\n".join(report.lines())
    # Recall (a wrong "checked" mark) is held at the issue's 0.95; precision where the checker with its support
    # stack stands (0.78 on 2026-12-02, 0.835 without it; the issue's 0.90 is not met, see the model card).
    assert report.recall >= 0.95 and report.precision >= 0.77, "\n".join(report.lines())
    assert report.localisation_rate >= 0.8, "\n".join(report.lines())
