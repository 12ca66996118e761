"""Find and load the OpenMP runtime that threaded code compiled with `runtime="openmp"` calls.

`--tosabcast-split-tasks{runtime=openmp}` builds `omp.parallel` regions; MLIR's translation to LLVM IR
outlines them and calls an OpenMP runtime with LLVM's ABI (`__kmpc_fork_call`, `__kmpc_for_static_init_8u`,
`omp_get_max_threads`): LLVM's `libomp.so` or Intel's `libiomp5.so` (GCC's `libgomp` has another ABI). Neither
ships in the MLIR wheels; PyPI has Intel's as `intel-openmp` (the `openmp` extra: `pip install tosabcast[openmp]`,
version 2023.2.4, the last with no dependencies: 20 MB, against 1.2 GB with the GPU-offload libraries that later
versions require). Where the library comes from, first found:

1. `$TOSABCAST_OPENMP_LIBRARY`, the path of a `libomp.so` or `libiomp5.so` (your own LLVM build's, a system one);
2. a runtime already loaded with global symbols (a host program linked with `-fopenmp` under clang or icx);
3. the `intel-openmp` distribution's `libiomp5.so` (a `lib/` data file of the wheel: under `sys.prefix` in a venv).

It is loaded once per process, its symbols global, and never unloaded (the JIT finds `__kmpc_*` among the
process's symbols, as for the async runtime: a library of the `ExecutionEngine` would be closed with it).

Two LLVM/Intel OpenMP runtimes in one process abort it ("OMP: Error #15"; each registers itself when it
starts, as `__KMP_REGISTERED_LIB_<pid>...`). So when another one has already started in this process and its
symbols are not global, ours is not loaded: `available()` says why, and `compile` falls back to the
async runtime unless OpenMP was asked for by name. (A runtime loaded later, after ours, still trips the
check; `KMP_DUPLICATE_LIB_OK=TRUE` is the runtimes' own way out.)

The workers of a team wait for the next parallel region spinning, `KMP_BLOCKTIME` (default 200 ms) before
they sleep: back-to-back calls pay no thread wake-up, which is most of OpenMP's lead over the async runtime
on small machines (docs/performance.md, "Threads"). Set `KMP_BLOCKTIME=0` before the first threaded call to
have them sleep at once.
"""

from __future__ import annotations

import ctypes
import functools
import importlib.metadata
import os

ENVIRONMENT = "TOSABCAST_OPENMP_LIBRARY"
"""The path of the OpenMP runtime to load, overriding the search."""

DISTRIBUTION = "intel-openmp"
"""The PyPI distribution with `libiomp5.so` (the `openmp` extra)."""

_ENTRY = "__kmpc_fork_call"


class OpenMPUnavailable(RuntimeError):
    """No usable OpenMP runtime: the message says what was looked for and what to do."""


def _global_symbols() -> ctypes.CDLL:
    return ctypes.CDLL(None)


def _already_global() -> bool:
    """Whether the process already exports an LLVM-ABI OpenMP runtime's entry point."""
    return hasattr(_global_symbols(), _ENTRY)


def _other_runtime_started() -> bool:
    """Whether an LLVM/Intel OpenMP runtime has started in this process.

    Each registers itself when it starts: recent ones in a shared-memory file (`/dev/shm`, else `/tmp`) named
    for the process and user, older ones in an environment variable set with setenv (not in `os.environ`).
    """
    name = f"__KMP_REGISTERED_LIB_{os.getpid()}"
    if any(os.path.exists(f"{d}/{name}_{os.getuid()}") for d in ("/dev/shm", "/tmp")):
        return True
    getenv = _global_symbols().getenv
    getenv.restype = ctypes.c_char_p
    getenv.argtypes = [ctypes.c_char_p]
    return getenv(name.encode()) is not None


def _from_distribution() -> str | None:
    try:
        files = importlib.metadata.files(DISTRIBUTION) or []
    except importlib.metadata.PackageNotFoundError:
        return None
    for file in files:
        if file.name == "libiomp5.so":
            path = os.path.realpath(str(file.locate()))
            if os.path.isfile(path):
                return path
    return None


def find() -> str | None:
    """The library `load` would load (None: none found, or the process already has one with global symbols)."""
    override = os.environ.get(ENVIRONMENT)
    if override:
        return override
    if _already_global():
        return None
    return _from_distribution()


@functools.cache
def load() -> str:
    """Make an OpenMP runtime's symbols global in this process, once; return where they come from.

    Raises:
        OpenMPUnavailable: none is installed, the library does not load, or another runtime would abort ours.
    """
    path = find()
    if path is None and _already_global():
        return "the process (already loaded)"
    if path is None:
        raise OpenMPUnavailable(
            f"no OpenMP runtime: install the openmp extra (pip install 'tosabcast[openmp]', which brings "
            f"{DISTRIBUTION}'s libiomp5.so) or set {ENVIRONMENT} to a libomp.so"
        )
    if _other_runtime_started():
        raise OpenMPUnavailable(
            "another OpenMP runtime has already started in this process, and loading a second one would abort "
            f"it; set {ENVIRONMENT} to that runtime's library, or use the async runtime"
        )
    try:
        library = ctypes.CDLL(path, mode=ctypes.RTLD_GLOBAL)
    except OSError as exc:
        raise OpenMPUnavailable(f"cannot load the OpenMP runtime {path}: {exc}") from None
    if not hasattr(library, _ENTRY):
        raise OpenMPUnavailable(f"{path} is not an OpenMP runtime with LLVM's ABI (no {_ENTRY}; libgomp has none)")
    return path


def available() -> tuple[bool, str]:
    """(True, where from) if `load` succeeds, else (False, why not); loads the runtime when it can."""
    try:
        return True, load()
    except OpenMPUnavailable as exc:
        return False, str(exc)
