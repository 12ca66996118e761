"""Where the MLIR/LLVM tools and runtime libraries are: the pinned wheels, or your own build.

Defaults come from the installed wheels (`llvm/bin`, `mlir/bin`, `mlir/lib` in
site-packages). To use your own LLVM build instead, set:

    TOSABCAST_LLVM_BIN   directory with FileCheck, not (e.g. $BUILD/bin)
    TOSABCAST_MLIR_BIN   directory with mlir-opt, mlir-runner (e.g. $BUILD/bin)
    TOSABCAST_MLIR_LIB   directory with libmlir_c_runner_utils.so (e.g. $BUILD/lib)

No MLIR import here: lit's configuration uses this module too.
"""

from __future__ import annotations

import importlib.util
import os


def _package_subdir(package: str, subdir: str) -> str:
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        raise FileNotFoundError(
            f"python package '{package}' is not installed and no override is set; see cmake-free-build.md"
        )
    for location in spec.submodule_search_locations:
        candidate = os.path.join(location, subdir)
        if os.path.isdir(candidate):
            return candidate
    raise FileNotFoundError(f"no '{subdir}' directory in python package '{package}'; see cmake-free-build.md")


def llvm_bin() -> str:
    """Directory with LLVM's FileCheck and not."""
    return os.environ.get("TOSABCAST_LLVM_BIN") or _package_subdir("llvm", "bin")


def mlir_bin() -> str:
    """Directory with stock mlir-opt and mlir-runner."""
    return os.environ.get("TOSABCAST_MLIR_BIN") or _package_subdir("mlir", "bin")


def mlir_lib() -> str:
    """Directory with the JIT runtime libraries (libmlir_c_runner_utils.so, ...)."""
    return os.environ.get("TOSABCAST_MLIR_LIB") or _package_subdir("mlir", "lib")


def mlir_opt() -> str:
    """Path of the stock mlir-opt binary."""
    return os.path.join(mlir_bin(), "mlir-opt")
