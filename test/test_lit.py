"""Run the lit suite (FileCheck tests of the driver and the passes) as part of pytest, one test per directory."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

LIT_DIR = Path(__file__).parent / "lit"
TEST_SUFFIXES = (".mlir", ".test")  # config.suffixes in lit.cfg.py


def _holds_tests(directory: Path) -> bool:
    return any(f.suffix in TEST_SUFFIXES for f in directory.rglob("*"))


SUITES = sorted(p.name for p in LIT_DIR.iterdir() if p.is_dir() and _holds_tests(p))


@pytest.mark.parametrize("suite", SUITES)
def test_lit_suite(suite: str) -> None:
    jobs = str(os.cpu_count() or 2)
    proc = subprocess.run(
        [sys.executable, "-c", "import lit.main; lit.main.main()", "-q", "-j", jobs, str(LIT_DIR / suite)],
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stdout[-20000:] + proc.stderr[-5000:]


def test_lit_tests_live_in_directories() -> None:
    assert [f.name for f in LIT_DIR.iterdir() if f.suffix in TEST_SUFFIXES] == []
