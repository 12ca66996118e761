"""lit configuration: `tosabcast-opt`, stock `mlir-opt`, LLVM's `FileCheck` and `not`, from the pinned wheels.

Tool directories come from `tosabcast.runtime.toolchain` (no MLIR import), so the
`TOSABCAST_LLVM_BIN` / `TOSABCAST_MLIR_BIN` overrides of cmake-free-build.md
point the suite at one's own LLVM build.
"""

import os
import sys

import lit.formats

from tosabcast.runtime import toolchain

config.name = "tosabcast"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir", ".test"]
config.excludes = ["Inputs", "lit.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(os.path.dirname(config.test_source_root), ".lit-out")

try:
    llvm_bin = toolchain.llvm_bin()
    mlir_bin = toolchain.mlir_bin()
except FileNotFoundError as exc:
    lit_config.fatal(str(exc))
python = sys.executable

config.environment["PATH"] = os.pathsep.join([llvm_bin, mlir_bin, config.environment.get("PATH", "")])
for var in ("HOME", "TMPDIR", "PYTHONPATH"):
    if var in os.environ:
        config.environment[var] = os.environ[var]
for var in os.environ:
    if var.startswith("TOSABCAST_"):
        config.environment[var] = os.environ[var]

config.substitutions.append(("%PYTHON", python))
config.substitutions.append(("tosabcast-opt", f"{python} -m tosabcast.opt"))
config.substitutions.append(("tosabcast-run", f"{python} -m tosabcast.run"))
config.substitutions.append(("%mlir-opt", os.path.join(mlir_bin, "mlir-opt")))
config.substitutions.append(("%FileCheck", os.path.join(llvm_bin, "FileCheck")))
config.substitutions.append(("%not", os.path.join(llvm_bin, "not")))
