"""Helpers of the JIT tests: random arguments, the message of the CallError a call raises, the IR and the machine
code our pipeline makes for a function, and scripts run in a child process."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from mlir import ir
from mlir.execution_engine import ExecutionEngine

from tosabcast.pipelines import named
from tosabcast.pipelines.manager import build_pass_manager, parse_pipeline
from tosabcast.runtime import toolchain
from tosabcast.runtime.jit import CallError


def f32(*shape: int, seed: int = 0) -> np.ndarray[Any, Any]:
    """Uniform in [-2, 2), reproducible by `seed`."""
    return np.random.default_rng(seed).uniform(-2, 2, shape).astype(np.float32)


def values(shape: tuple[int, ...], dtype: Any, seed: int) -> np.ndarray[Any, Any]:
    """Integers in [-1000, 1000) for an integer `dtype`, standard normal values otherwise; reproducible by `seed`."""
    rng = np.random.default_rng(seed)
    if np.dtype(dtype).kind == "i":
        return rng.integers(-1000, 1000, size=shape).astype(dtype)
    return rng.standard_normal(shape).astype(dtype)


def raises(call: Any, *args: Any) -> str:
    """The message of the `CallError` that `call(*args)` must raise."""
    with pytest.raises(CallError) as info:
        call(*args)
    return str(info.value)


def machine_code(source: str, tmp_path: Path) -> str:
    """The machine code the JIT makes for TOSA `source` through our whole pipeline, disassembled. The pipeline is
    built from `named.stages` at the call, so that a test can change a stage (monkeypatch) first."""
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.parse(source)
        whole = ",".join(text for _, text in named.stages("tosabcast"))
        build_pass_manager(parse_pipeline(f"builtin.module({whole})")).run(module.operation)
        engine = ExecutionEngine(module, opt_level=3, enable_object_dump=True)
        engine.dump_to_object_file(str(tmp_path / "code.o"))
    objdump = Path(toolchain.llvm_bin()) / "llvm-objdump"
    return subprocess.run([objdump, "-d", tmp_path / "code.o"], capture_output=True, text=True, check=True).stdout


def before_loops(source: str) -> str:
    """The IR our pipeline makes of TOSA `source` on memrefs, just before linalg becomes loops (`named.stages` read
    at the call, as in `machine_code`)."""
    stages = named.stages("tosabcast", check_shapes=False)
    pipeline = ",".join(t for _, t in stages[:2]).replace("func.func(convert-linalg-to-loops)", "canonicalize")
    with ir.Context():
        module = ir.Module.parse(source)
        build_pass_manager(parse_pipeline(f"builtin.module({pipeline})")).run(module.operation)
        return str(module)


def child_out(prelude: str, body: str, stdin: str, *argv: str, timeout: float = 600) -> dict[str, Any]:
    """Run `prelude` then `body` (dedented; it fills the dict `out`) in a fresh Python process reading `stdin`;
    return `out`. For what a process's history would blur: malloc's adaptive thresholds, a capped address space."""
    script = prelude + textwrap.dedent(body) + "\nprint(json.dumps(out))\n"
    proc = subprocess.run(
        [sys.executable, "-c", script, *argv], input=stdin, capture_output=True, text=True, timeout=timeout, check=False
    )
    assert proc.returncode == 0, f"the child exited with status {proc.returncode}:\n{proc.stderr[-4000:]}"
    return json.loads(proc.stdout.splitlines()[-1])  # type: ignore[no-any-return]
