"""Run the lit suite (FileCheck tests of the driver and passes) as part of pytest."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

LIT_DIR = Path(__file__).parent / "lit"


def test_lit_suite() -> None:
    jobs = str(os.cpu_count() or 2)
    proc = subprocess.run(
        [sys.executable, "-c", "import lit.main; lit.main.main()", "-q", "-j", jobs, str(LIT_DIR)],
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stdout[-20000:] + proc.stderr[-5000:]
