"""The fuzzer (`python -m tosabcast.fuzz`): short deterministic campaigns of every mode, and the machinery.

The campaigns must show no bad outcome that an open defect of issue 12 (`fuzz.KNOWN_DEFECTS`) does not
explain; each such defect also has a strict xfail below, on a case the fuzzer found, so that fixing it
fails the suite until the xfail (and the `KNOWN_DEFECTS` entry) is removed. Long campaigns: docs/reliability.md.
"""

from __future__ import annotations

import pytest

from tosabcast.cli import fuzz
from tosabcast.cli.fuzz import GOOD, Result, campaign, classify_driver, known_defect, make_case

SHORT = {"driver": (12, 40), "compile": (12, 80), "call": (12, 80)}  # mode: (seed, cases)


@pytest.mark.parametrize("mode", fuzz.MODES)
def test_short_campaign_has_no_unexplained_bad_outcome(mode: str) -> None:
    seed, cases = SHORT[mode]
    results = campaign(mode, range(cases), seed, jobs=2)
    assert [r.index for r in results] == list(range(cases))
    assert sum(r.outcome == "ok" for r in results) >= cases // 10, fuzz.table(mode, results)
    unexplained = [r for r in results if r.outcome not in GOOD and not known_defect(make_case(mode, seed, r.index), r)]
    details = "\n".join(f"case {r.index}: {r.outcome}: {r.detail[:300]}" for r in unexplained)
    assert not unexplained, f"{fuzz.table(mode, results)}\n{details}"


def _outcome(mode: str, seed: int, index: int) -> Result:
    return campaign(mode, [index], seed, jobs=1)[0]


@pytest.mark.xfail(strict=True, reason="issue 12 defect 2: a non-UTF-8 escape aborts compile() (nanobind terminate)")
def test_defect_2_non_utf8_escape_in_compile_is_a_located_error() -> None:
    result = _outcome("compile", 12, 71)
    assert result.outcome in GOOD, result.detail


@pytest.mark.xfail(strict=True, reason="issue 12 defect 9: booleans whose bytes are not 0/1 are read by their low bit")
def test_defect_9_booleans_with_bytes_other_than_0_or_1_give_numpy_truth() -> None:
    result = _outcome("call", 2, 100)
    assert result.outcome in GOOD, result.detail


def test_cases_are_a_function_of_mode_seed_and_index() -> None:
    for mode in fuzz.MODES:
        first, again, other = make_case(mode, 5, 17), make_case(mode, 5, 17), make_case(mode, 6, 17)
        assert first == again
        assert first != other


def test_a_worker_crash_or_hang_is_charged_to_its_case_and_the_campaign_goes_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("TOSABCAST_FUZZ_SELF_TEST", "abort:2,hang:4")
    results = campaign("call", range(7), seed=12, jobs=2, timeout=8)
    outcomes = {r.index: r.outcome for r in results}
    assert sorted(outcomes) == list(range(7))
    assert outcomes[2] == "crash" and "SIGABRT" in results[2].detail
    assert outcomes[4] == "timeout"
    assert all(outcomes[i] in GOOD for i in (0, 1, 3, 5, 6)), outcomes


@pytest.mark.parametrize(
    ("code", "stdout", "stderr", "bad_flag", "outcome"),
    [
        (0, b"module {\n}\n", "", False, "ok"),
        (1, b"", "/tmp/in.mlir:3:8: error: 'tosa.add' op operand #1 dim 0 ...", False, "located error"),
        (1, b"", "/tmp/in.mlir:0:0: error: 'tosa.rsqrt' op ...", False, "unlocated error"),
        (1, b"", "tosabcast-opt: error: unknown pass 'no-such-pass'", True, "usage error"),
        (1, b"", "tosabcast-opt: error: unknown pass 'no-such-pass'", False, "unlocated error"),
        (1, b"", "", False, "unlocated error"),
        (1, b"", "tosabcast-opt: error: internal error: IndexError: x (set TOSABCAST_DEBUG=1 ...)", False,
         "internal error"),
        (1, b"", "tosabcast-opt: error: MLIR crashed (SIGSEGV) while running 'sccp'; nothing was written", False,
         "MLIR crash"),
        (1, b"", 'Traceback (most recent call last):\n  File "x.py"\nKeyError: 1', False, "traceback"),
        (1, b"module {", "/tmp/in.mlir:2:1: error: expected '}'", False, "partial output"),
    ],
)  # fmt: skip
def test_driver_outcomes_are_classified_by_what_the_user_sees(
    code: int, stdout: bytes, stderr: str, bad_flag: bool, outcome: str
) -> None:
    assert classify_driver(code, stdout, stderr, False, bad_flag)[0] == outcome


def test_table_counts_every_outcome_and_marks_the_bad_ones() -> None:
    results = [Result(0, "ok", ""), Result(1, "ok", ""), Result(2, "crash", "x")]
    text = fuzz.table("compile", results)
    assert "| ok | 2 |" in text and "| crash (bad) | 1 |" in text and "| total | 3 |" in text
