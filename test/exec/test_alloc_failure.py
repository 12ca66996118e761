"""A failed allocation in compiled code is a MemoryError, leaks nothing, and leaves the function usable.

Each case runs in a child process whose address space is capped (`RLIMIT_AS`, 1 GiB above what it uses
after compiling), so that `malloc` fails at once and the same way on every machine, and so that a
regression (a write through a null pointer) fails the test instead of killing pytest.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from call_helpers import child_out
from tosabcast.passes.guard_allocations import OVERFLOW, UNKNOWN_SIZE

from tosabcast.runtime.jit import out_of_memory_message

pytestmark = pytest.mark.jit

LOWERINGS = ("tosabcast", "upstream")
ROOT = Path(__file__).parent.parent.parent

_PRELUDE = """\
import json, resource, sys
import numpy as np
import tosabcast

program = tosabcast.compile(sys.stdin.read(), lowering=sys.argv[1], name="model.mlir")
cap = int(open("/proc/self/statm").read().split()[0]) * resource.getpagesize() + (1 << 30)
resource.setrlimit(resource.RLIMIT_AS, (cap, cap))

def memory_error(function, *args):
    try:
        function(*args)
    except MemoryError as exc:
        return str(exc)
    return None

def resident_mib():
    return int(open("/proc/self/statm").read().split()[1]) * resource.getpagesize() >> 20

def ones(*shape):
    return np.ones(shape, np.float32)

out = {}
"""


def _child(source: str, lowering: str, body: str) -> dict[str, Any]:
    """Compile `source` in a capped child, run `body` (which fills the dict `out`), return `out`."""
    return child_out(_PRELUDE, body, source, lowering, timeout=300)


# Line numbers matter: messages name them.
ADD = """\
func.func @main(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = tosa.add %a, %b : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
"""


@pytest.mark.parametrize("lowering", LOWERINGS)
def test_a_result_too_large_is_a_memory_error_and_the_function_still_works(lowering: str) -> None:
    out = _child(
        ADD,
        lowering,
        """
        out["error"] = memory_error(program.main, ones(200000, 1), ones(1, 200000))
        out["after"] = program.main(ones(2, 1), np.full((1, 3), 2, np.float32)).tolist()
    """,
    )
    assert out["error"] == (
        "@main: out of memory: could not allocate 160000000000 bytes (149.0 GiB) for the buffer at model.mlir:2:8"
    )
    assert out["after"] == [[3.0] * 3] * 2


# The intermediate (200000 x 200000) is far larger than the result (2 x 2): only the intermediate fails.
SLICE = """\
func.func @main(%a: tensor<?x1xf32>, %b: tensor<1x?xf32>) -> tensor<2x2xf32> {
  %0 = tosa.add %a, %b : (tensor<?x1xf32>, tensor<1x?xf32>) -> tensor<?x?xf32>
  %start = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %size = tosa.const_shape {values = dense<[2, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %1 = tosa.slice %0, %start, %size : (tensor<?x?xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x2xf32>
  return %1 : tensor<2x2xf32>
}
"""


@pytest.mark.parametrize("lowering", LOWERINGS)
def test_an_intermediate_too_large_while_the_result_fits(lowering: str) -> None:
    out = _child(
        SLICE,
        lowering,
        """
        out["error"] = memory_error(program.main, ones(200000, 1), ones(1, 200000))
        out["after"] = program.main(ones(3, 1), ones(1, 3)).tolist()
    """,
    )
    assert out["error"] == (
        "@main: out of memory: could not allocate 160000000000 bytes (149.0 GiB) for the buffer at model.mlir:2:8"
    )
    assert out["after"] == [[2.0, 2.0], [2.0, 2.0]]


# 2**21 cubed f32 elements are 2**65 bytes: the byte count wraps to 0 in 64 bits, and `malloc` would succeed.
# Both lowerings fuse both adds, so the result is the buffer that overflows. (Stock tosa-to-linalg broadcasts %a
# to 2**21 x 2**21 first; until the pipeline resolved `tensor.dim`s before fusion, named.RESOLVE_DIMS, that
# broadcast stayed a 16 TiB buffer of its own, and the upstream lowering failed there.)
OVERFLOWING = """\
func.func @main(%a: tensor<?x1x1xf32>, %b: tensor<1x?x1xf32>, %c: tensor<1x1x?xf32>) -> tensor<?x?x?xf32> {
  %0 = tosa.add %a, %b : (tensor<?x1x1xf32>, tensor<1x?x1xf32>) -> tensor<?x?x1xf32>
  %1 = tosa.add %0, %c : (tensor<?x?x1xf32>, tensor<1x1x?xf32>) -> tensor<?x?x?xf32>
  return %1 : tensor<?x?x?xf32>
}
"""


@pytest.mark.parametrize("lowering", LOWERINGS)
def test_a_size_that_overflows_64_bits_is_a_memory_error(lowering: str) -> None:
    out = _child(
        OVERFLOWING,
        lowering,
        """
        n = 1 << 21
        out["error"] = memory_error(program.main, ones(n, 1, 1), ones(1, n, 1), ones(1, 1, n))
        out["after"] = program.main(ones(1, 1, 1), ones(1, 2, 1), ones(1, 1, 2)).tolist()
    """,
    )
    assert out["error"] == (
        "@main: out of memory: could not allocate the buffer at model.mlir:3:8: its size in bytes overflows 64 bits"
    )
    assert out["after"] == [[[3.0, 3.0], [3.0, 3.0]]]


CALL = """\
func.func private @outer(%a: tensor<?x1xf32>, %b: tensor<1x?xf32>) -> tensor<?x?xf32> {
  %0 = tosa.add %a, %b : (tensor<?x1xf32>, tensor<1x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
func.func @main(%a: tensor<?x1xf32>, %b: tensor<1x?xf32>) -> tensor<?x?xf32> {
  %0 = func.call @outer(%a, %b) : (tensor<?x1xf32>, tensor<1x?xf32>) -> tensor<?x?xf32>
  %1 = tosa.add %0, %b : (tensor<?x?xf32>, tensor<1x?xf32>) -> tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
"""


@pytest.mark.parametrize("lowering", LOWERINGS)
def test_a_failed_allocation_in_a_called_function_names_it(lowering: str) -> None:
    out = _child(
        CALL,
        lowering,
        """
        out["error"] = memory_error(program.main, ones(200000, 1), ones(1, 200000))
        out["after"] = program.main(ones(1, 1), ones(1, 2)).tolist()
    """,
    )
    assert out["error"] == (
        "@main: out of memory: could not allocate 160000000000 bytes (149.0 GiB) for the buffer at model.mlir:2:8"
        " in @outer"
    )
    assert out["after"] == [[3.0, 3.0]]


# Before the allocation that fails (line 8) the call fills result #0 (%r, 8 MiB; result #3 is the same
# buffer) and an 8 MiB intermediate (%t, kept by the slice); results #1 and #4 (a copy of the argument %c)
# are allocated after it. Each buffer is freed once: the intermediate by the compiled code, the results
# by the call.
LEAK = """\
func.func @main(%a: tensor<?x1xf32>, %b: tensor<1x?xf32>, %c: tensor<?xf32>)
    -> (tensor<?xf32>, tensor<4xf32>, tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>) {
  %r = tosa.add %c, %c : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %t = tosa.sub %c, %r : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %start = tosa.const_shape {values = dense<[1]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %size = tosa.const_shape {values = dense<[4]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %s = tosa.slice %t, %start, %size : (tensor<?xf32>, !tosa.shape<1>, !tosa.shape<1>) -> tensor<4xf32>
  %big = tosa.add %a, %b : (tensor<?x1xf32>, tensor<1x?xf32>) -> tensor<?x?xf32>
  return %r, %s, %big, %r, %c : tensor<?xf32>, tensor<4xf32>, tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>
}
"""


@pytest.mark.parametrize("lowering", LOWERINGS)
def test_failed_calls_free_every_buffer_they_allocated(lowering: str) -> None:
    out = _child(
        LEAK,
        lowering,
        """
        a, b, c = ones(200000, 1), ones(1, 200000), np.arange(2 << 20, dtype=np.float32)  # c: 8 MiB
        errors = {memory_error(program.main, a, b, c) for _ in range(3)}
        before = resident_mib()
        errors |= {memory_error(program.main, a, b, c) for _ in range(40)}  # a leak of 8 MiB a call: 320 MiB
        out["growth"] = resident_mib() - before
        out["errors"] = sorted(errors)
        r, s, big, again, copy = program.main(ones(2, 1), ones(1, 3), c)
        out["after"] = [bool((r == 2 * c).all()), s.tolist(), list(big.shape), bool((again == r).all()),
                        bool((copy == c).all())]
        out["shared"] = bool(np.shares_memory(r, again) or np.shares_memory(copy, c))
    """,
    )
    assert out["errors"] == [
        "@main: out of memory: could not allocate 160000000000 bytes (149.0 GiB) for the buffer at model.mlir:8:10"
    ]
    assert out["growth"] < 48, f"resident memory grew by {out['growth']} MiB over 40 failed calls"
    assert out["after"] == [True, [-1.0, -2.0, -3.0, -4.0], [2, 3], True, True]
    assert not out["shared"]


# The intermediate's size depends on data, the result's does not: the failing call has the argument shapes
# (none) of the calls before, which the native fast call takes (`marshal.fast_wrapper`). The result buffer is
# allocated fine but never written: the fast call must see the failure and hand the call to the general path.
SAME_SHAPES = """\
func.func @head(%n: tensor<i64>) -> tensor<2xf32> {
  %v = tensor.extract %n[] : tensor<i64>
  %i = arith.index_cast %v : i64 to index
  %c = arith.constant 1.5 : f32
  %e = tensor.empty(%i) : tensor<?xf32>
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %h = tensor.extract_slice %f[0] [2] [1] : tensor<?xf32> to tensor<2xf32>
  %r = tosa.add %h, %h : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
"""


@pytest.mark.parametrize("lowering", LOWERINGS)
def test_a_failure_with_the_shapes_of_the_last_call_is_still_a_memory_error(lowering: str) -> None:
    out = _child(
        SAME_SHAPES,
        lowering,
        """
        out["before"] = [program.head(np.array(3)).tolist() for _ in range(2)]
        out["error"] = memory_error(program.head, np.array(10**11))
        out["after"] = program.head(np.array(4)).tolist()
    """,
    )
    assert out["before"] == [[3.0, 3.0]] * 2
    assert out["error"] == (
        "@head: out of memory: could not allocate 400000000000 bytes (372.5 GiB) for the buffer at model.mlir:5:8"
    )
    assert out["after"] == [3.0, 3.0]


def test_the_run_command_reports_it_in_one_line(tmp_path: Path) -> None:
    model = tmp_path / "add.mlir"
    model.write_text(ADD)
    script = (
        "import resource, sys\n"
        "resource.setrlimit(resource.RLIMIT_AS, (3 << 30, 3 << 30))\n"
        "from tosabcast.cli.run import main\n"
        "sys.exit(main(sys.argv[1:]))\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", script, str(model), "--shape", "200000x1,1x200000"],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert proc.returncode == 1
    assert proc.stdout == ""
    assert proc.stderr == (
        "tosabcast-run: error: @main: out of memory: could not allocate 160000000000 bytes (149.0 GiB) "
        f"for the buffer at {model}:2:8\n"
    )


@pytest.mark.parametrize(
    ("nbytes", "site", "expected"),
    [
        (100, 1, "could not allocate 100 bytes for the buffer at m.mlir:2:8"),
        (3 << 20, 2, "could not allocate 3145728 bytes (3.0 MiB) for the buffer at m.mlir:7:3 in @inner"),
        (OVERFLOW, 1, "could not allocate the buffer at m.mlir:2:8: its size in bytes overflows 64 bits"),
        (UNKNOWN_SIZE, 1, "could not allocate the buffer at m.mlir:2:8"),
        (64, 9, "could not allocate 64 bytes for the buffer at an unknown place"),
    ],
)
def test_the_message_names_the_size_the_place_and_the_callee(nbytes: int, site: int, expected: str) -> None:
    sites = [("main", "m.mlir:2:8"), ("inner", "m.mlir:7:3")]
    assert out_of_memory_message("main", sites, nbytes, site) == f"@main: out of memory: {expected}"
