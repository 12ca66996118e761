"""lit configuration: `tosabcast-opt`, stock `mlir-opt`, LLVM's `FileCheck`, all from the pinned wheels."""

import os
import shutil
import sys

import lit.formats
import lit.util

config.name = "tosabcast"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir", ".test"]
config.excludes = ["Inputs", "lit.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(os.path.dirname(config.test_source_root), ".lit-out")


def _tool_dir(package: str) -> str:
    """bin/ of an installed wheel package (llvm or mlir), found without importing the bindings."""
    import importlib.util

    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        lit_config.fatal(f"python package '{package}' is not installed; see cmake-free-build.md")
    for location in spec.submodule_search_locations:
        candidate = os.path.join(location, "bin")
        if os.path.isdir(candidate):
            return candidate
    lit_config.fatal(f"no bin/ directory in package '{package}'")


llvm_bin = _tool_dir("llvm")
mlir_bin = _tool_dir("mlir")
python = sys.executable

config.environment["PATH"] = os.pathsep.join([llvm_bin, mlir_bin, config.environment.get("PATH", "")])
for var in ("HOME", "TMPDIR", "PYTHONPATH", "TOSABCAST_NO_FORK"):
    if var in os.environ:
        config.environment[var] = os.environ[var]

config.substitutions.append(("%PYTHON", python))
config.substitutions.append(("tosabcast-opt", f"{python} -m tosabcast.opt"))
config.substitutions.append(("tosabcast-run", f"{python} -m tosabcast.run"))
config.substitutions.append(("%mlir-opt", os.path.join(mlir_bin, "mlir-opt")))
config.substitutions.append(("%FileCheck", os.path.join(llvm_bin, "FileCheck")))
config.substitutions.append(("%not", os.path.join(llvm_bin, "not")))
