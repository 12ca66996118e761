"""tosabcast.runtime.openmp: where the OpenMP runtime comes from, and what it refuses to load."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tosabcast.runtime import openmp, toolchain

# `load` is cached for the process (a runtime, once loaded, stays); the tests call the uncached function, as if
# in a process where no OpenMP runtime has started (one has, if a threaded test ran before).
load = openmp.load.__wrapped__


@pytest.fixture(autouse=True)
def no_runtime_started(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(openmp, "_already_global", lambda: False)
    monkeypatch.setattr(openmp, "_other_runtime_started", lambda: False)


def test_the_override_is_what_find_returns(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(openmp.ENVIRONMENT, "/opt/llvm/lib/libomp.so")
    assert openmp.find() == "/opt/llvm/lib/libomp.so"


def test_a_missing_library_is_a_readable_error(monkeypatch: pytest.MonkeyPatch, tmp_path: os.PathLike[str]) -> None:
    missing = os.path.join(str(tmp_path), "libomp.so")
    monkeypatch.setenv(openmp.ENVIRONMENT, missing)
    with pytest.raises(openmp.OpenMPUnavailable, match=f"cannot load the OpenMP runtime {missing}"):
        load()


def test_a_library_without_the_kmpc_abi_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    not_openmp = os.path.join(toolchain.mlir_lib(), "libmlir_c_runner_utils.so")
    monkeypatch.setenv(openmp.ENVIRONMENT, not_openmp)
    with pytest.raises(openmp.OpenMPUnavailable, match="not an OpenMP runtime with LLVM's ABI"):
        load()


def test_nothing_installed_says_how_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(openmp.ENVIRONMENT, raising=False)
    monkeypatch.setattr(openmp, "_from_distribution", lambda: None)
    with pytest.raises(openmp.OpenMPUnavailable, match=r"pip install 'tosabcast\[openmp\]'"):
        load()


def test_a_runtime_another_library_started_is_not_loaded_twice(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(openmp, "_from_distribution", lambda: "/somewhere/libiomp5.so")
    monkeypatch.delenv(openmp.ENVIRONMENT, raising=False)
    monkeypatch.setattr(openmp, "_other_runtime_started", lambda: True)
    with pytest.raises(openmp.OpenMPUnavailable, match="another OpenMP runtime has already started"):
        load()


@pytest.mark.skipif(openmp._from_distribution() is None, reason="intel-openmp is not installed")
def test_the_registration_check_sees_a_started_runtime() -> None:
    # In a fresh process: load the wheel's runtime, start it, and look for its registration.
    code = (
        "import ctypes, os; from tosabcast.runtime import openmp\n"
        "before = openmp._other_runtime_started()\n"
        "lib = ctypes.CDLL(openmp._from_distribution(), mode=ctypes.RTLD_GLOBAL)\n"
        "lib.omp_get_max_threads()\n"
        "print(before, openmp._other_runtime_started(), openmp.find() is None)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["False", "True", "True"]  # after loading, find() has nothing more to load
