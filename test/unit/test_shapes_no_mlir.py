"""`tosabcast.shapes` is plain Python: importing it loads no MLIR (so the algebra can't quietly grow a dependency)."""

from __future__ import annotations

import subprocess
import sys

PROBE = """
import sys
import tosabcast.shapes
loaded = sorted(m for m in sys.modules if m == "mlir" or m.startswith("mlir."))
print(",".join(loaded))
"""


def test_importing_shapes_loads_no_mlir() -> None:
    proc = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, check=True)
    assert proc.stdout.strip() == "", f"tosabcast.shapes imported MLIR modules: {proc.stdout.strip()}"


def test_the_probe_sees_mlir_when_it_is_imported() -> None:
    probe = PROBE.replace("import tosabcast.shapes", "import tosabcast.shapes, tosabcast.ir.bridge")
    proc = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert "mlir" in proc.stdout.split(",")
