"""Measure how to lower runtime broadcasts: the table behind docs/lowering.md and passes/lower_to_linalg.py.

    python scripts/lowering_strategies.py                 # 2048x2048 f32, 21 calls per median
    python scripts/lowering_strategies.py --size 512 --reps 101 --kinds add

Two tables, median milliseconds per call of `prog.f(a, b)` (result allocation included), each result checked
against numpy first; the candidates of a row are timed round-robin, so a change of machine load hits all alike. All candidates go through the same stock pipeline (`tosabcast.pipelines.named`: bufferization
with function boundaries, ownership-based deallocation, loops, LLVM) and the ExecutionEngine at -O3.

1. Lowerings of the same TOSA function: `static` (our pass, the shapes of the pattern written statically),
   `ours` (our pass on `?x?` operands), `upstream` (stock tosa-to-linalg on `?x?` operands).
2. Copy-free strategies for `?x? + ?x?` operands that may broadcast in any dim, written out by hand with one
   scalar body (maximum is arith.maximumf here, so the table compares index schemes, not op semantics):
   - `extract-select`: what our pass emits: `tensor.extract` at `select(size == 1, 0, index)`;
   - `extract-mul`: `index * (size != 1)`;  `extract-minui`: `minui(index, size - 1)`;
   - `version`: `scf.if` on "no operand broadcasts" between an identity-map generic and `extract-select`,
     both writing into the same `tensor.empty`;
   - `view`: stride-0 views, `memref.reinterpret_cast` between `bufferization.to_buffer` and
     `bufferization.to_tensor restrict`, read by one identity-map generic.
"""

from __future__ import annotations

import argparse
import ctypes
import statistics
import time
from collections.abc import Callable
from typing import Any

import numpy as np

import tosabcast

Array = np.ndarray[Any, Any]
PATTERNS = {  # runtime shapes of (a, b) for size n
    "no broadcast": lambda n: ((n, n), (n, n)),
    "row 1xN+NxN": lambda n: ((1, n), (n, n)),
    "column Nx1+NxN": lambda n: ((n, 1), (n, n)),
    "both 1xN+Nx1": lambda n: ((1, n), (n, 1)),
    "scalar 1x1+NxN": lambda n: ((1, 1), (n, n)),
}
REFERENCE: dict[str, Callable[[Array, Array], Array]] = {
    "add": lambda a, b: a + b,
    "chain": lambda a, b: np.maximum((a + b) * a - b, a),
}

# -- table 1: TOSA --------------------------------------------------------------------------------------------

TOSA_BODY = {
    "add": ["%r = tosa.add %a, %b : (TA, TB) -> TR"],
    "chain": [
        '%s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>',
        "%t1 = tosa.add %a, %b : (TA, TB) -> TR",
        "%t2 = tosa.mul %t1, %a, %s : (TR, TA, tensor<1xi8>) -> TR",
        "%t3 = tosa.sub %t2, %b : (TR, TB) -> TR",
        '%r = tosa.maximum %t3, %a {nan_mode = "PROPAGATE"} : (TR, TA) -> TR',
    ],
}


def _type(shape: tuple[int | None, ...]) -> str:
    return "tensor<" + "x".join("?" if d is None else str(d) for d in shape) + "xf32>"


def tosa_function(kind: str, a: tuple[int | None, ...], b: tuple[int | None, ...]) -> str:
    result = tuple(None if x is None or y is None else max(x, y) for x, y in zip(a, b, strict=True))
    body = "\n  ".join(
        line.replace("TA", _type(a)).replace("TB", _type(b)).replace("TR", _type(result)) for line in TOSA_BODY[kind]
    )
    return f"""func.func @f(%a: {_type(a)}, %b: {_type(b)}) -> {_type(result)} {{
  {body}
  return %r : {_type(result)}
}}"""


# -- table 2: hand-written linalg -----------------------------------------------------------------------------

DD = "tensor<?x?xf32>"
SCALAR_BODY = {
    "add": ["%r = arith.addf %va, %vb : f32"],
    "chain": [
        "%t1 = arith.addf %va, %vb : f32",
        "%t2 = arith.mulf %t1, %va : f32",
        "%t3 = arith.subf %t2, %vb : f32",
        "%r = arith.maximumf %t3, %va : f32",
    ],
}
SIZES = """  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a0 = tensor.dim %a, %c0 : tensor<?x?xf32>
  %a1 = tensor.dim %a, %c1 : tensor<?x?xf32>
  %b0 = tensor.dim %b, %c0 : tensor<?x?xf32>
  %b1 = tensor.dim %b, %c1 : tensor<?x?xf32>
  %p0 = arith.cmpi eq, %a0, %c1 : index
  %d0 = arith.select %p0, %b0, %a0 : index
  %p1 = arith.cmpi eq, %a1, %c1 : index
  %d1 = arith.select %p1, %b1, %a1 : index
  %e = tensor.empty(%d0, %d1) : tensor<?x?xf32>
"""


def _index(scheme: str, x: str, k: int) -> list[str]:
    size, out = f"%{x}{k}", f"%i{x}{k}"
    if scheme == "select":
        return [f"%q{x}{k} = arith.cmpi eq, {size}, %c1 : index", f"{out} = arith.select %q{x}{k}, %c0, %i{k} : index"]
    if scheme == "mul":
        return [
            f"%q{x}{k} = arith.cmpi ne, {size}, %c1 : index",
            f"%z{x}{k} = arith.index_castui %q{x}{k} : i1 to index",
            f"{out} = arith.muli %i{k}, %z{x}{k} : index",
        ]
    return [f"%m{x}{k} = arith.subi {size}, %c1 : index", f"{out} = arith.minui %i{k}, %m{x}{k} : index"]


def _extract_generic(kind: str, scheme: str, name: str) -> str:
    lines = ["%i0 = linalg.index 0 : index", "%i1 = linalg.index 1 : index"]
    for x in "ab":
        lines += _index(scheme, x, 0) + _index(scheme, x, 1)
        lines.append(f"%v{x} = tensor.extract %{x}[%i{x}0, %i{x}1] : {DD}")
    body = "\n    ".join(lines + SCALAR_BODY[kind])
    return f"""{name} = linalg.generic {{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel"]}} outs(%e : {DD}) {{
  ^bb0(%o: f32):
    {body}
    linalg.yield %r : f32
  }} -> {DD}"""


def _identity_generic(kind: str, name: str, a: str, b: str) -> str:
    identity = "affine_map<(d0, d1) -> (d0, d1)>"
    body = "\n    ".join(SCALAR_BODY[kind])
    return f"""{name} = linalg.generic {{indexing_maps = [{identity}, {identity}, {identity}],
      iterator_types = ["parallel", "parallel"]}} ins({a}, {b} : {DD}, {DD}) outs(%e : {DD}) {{
  ^bb0(%va: f32, %vb: f32, %o: f32):
    {body}
    linalg.yield %r : f32
  }} -> {DD}"""


def _function(body: str) -> str:
    return f"func.func @f(%a: {DD}, %b: {DD}) -> {DD} {{\n{SIZES}{body}\n}}"


def extract_candidate(kind: str, scheme: str) -> str:
    return _function(f"  {_extract_generic(kind, scheme, '%g')}\n  return %g : {DD}")


def version_candidate(kind: str) -> str:
    tests = [f"%e{x}{k} = arith.cmpi eq, %{x}{k}, %d{k} : index" for x in "ab" for k in (0, 1)]
    return _function(
        "  " + "\n  ".join(tests) + "\n"
        "  %x0 = arith.andi %ea0, %ea1 : i1\n  %x1 = arith.andi %eb0, %eb1 : i1\n"
        "  %same = arith.andi %x0, %x1 : i1\n"
        f"  %res = scf.if %same -> ({DD}) {{\n  {_identity_generic(kind, '%g1', '%a', '%b')}\n"
        f"    scf.yield %g1 : {DD}\n  }} else {{\n  {_extract_generic(kind, 'select', '%g2')}\n"
        f"    scf.yield %g2 : {DD}\n  }}\n  return %res : {DD}"
    )


def _view(x: str) -> str:
    view = "memref<?x?xf32, strided<[?, ?], offset: ?>>"
    return f"""  %m{x} = bufferization.to_buffer %{x} read_only : {DD} to {view}
  %base{x}, %off{x}, %sz{x}:2, %st{x}:2 = memref.extract_strided_metadata %m{x} : {view} -> memref<f32>, index, index, index, index, index
  %q{x}0 = arith.cmpi eq, %{x}0, %c1 : index
  %s{x}0 = arith.select %q{x}0, %c0, %st{x}#0 : index
  %q{x}1 = arith.cmpi eq, %{x}1, %c1 : index
  %s{x}1 = arith.select %q{x}1, %c0, %st{x}#1 : index
  %r{x} = memref.reinterpret_cast %base{x} to offset: [%off{x}], sizes: [%d0, %d1], strides: [%s{x}0, %s{x}1] : memref<f32> to {view}
  %w{x} = bufferization.to_tensor %r{x} restrict : {view} to {DD}
"""


def view_candidate(kind: str) -> str:
    return _function(_view("a") + _view("b") + f"  {_identity_generic(kind, '%g', '%wa', '%wb')}\n  return %g : {DD}")


STRATEGIES: dict[str, Callable[[str], str]] = {
    "extract-select": lambda kind: extract_candidate(kind, "select"),
    "extract-mul": lambda kind: extract_candidate(kind, "mul"),
    "extract-minui": lambda kind: extract_candidate(kind, "minui"),
    "version": version_candidate,
    "view": view_candidate,
}

# -- timing ---------------------------------------------------------------------------------------------------


def interleaved_medians(progs: list[tosabcast.runtime.jit.Program], a: Array, b: Array, want: Array, reps: int) -> list[float]:
    """Check each program, then time them round-robin (load changes hit all alike); median ms per program."""
    for prog in progs:
        np.testing.assert_allclose(prog.f(a, b), want, rtol=1e-6)
    times: list[list[float]] = [[] for _ in progs]
    for _ in range(reps):
        for prog, samples in zip(progs, times, strict=True):
            start = time.perf_counter()
            prog.f(a, b)
            samples.append(time.perf_counter() - start)
    return [statistics.median(samples) * 1e3 for samples in times]


def _compile(text: str, lowering: str = "tosabcast") -> tosabcast.runtime.jit.Program:
    return tosabcast.compile(text, lowering=lowering, check_shapes=False)


def table(kind: str, size: int, reps: int) -> None:
    rng = np.random.default_rng(0)
    dynamic = (None, None)
    lowerings = {"ours": _compile(tosa_function(kind, dynamic, dynamic))}
    lowerings["upstream"] = _compile(tosa_function(kind, dynamic, dynamic), "upstream")
    strategies = {name: _compile(build(kind)) for name, build in STRATEGIES.items()}
    names = ["static", *lowerings, *strategies]
    print(f"\n{kind}, {size}x{size} f32, median ms of {reps} calls")
    print(f"| {'pattern':16s} | " + " | ".join(f"{n:>14s}" for n in names) + " |")
    print("|" + "---|" * (len(names) + 1))
    for pattern, shapes in PATTERNS.items():
        a_shape, b_shape = shapes(size)
        a = rng.standard_normal(a_shape).astype(np.float32)
        b = rng.standard_normal(b_shape).astype(np.float32)
        want = REFERENCE[kind](a, b)
        static = _compile(tosa_function(kind, a_shape, b_shape))
        row = interleaved_medians([static, *lowerings.values(), *strategies.values()], a, b, want, reps)
        print(f"| {pattern:16s} | " + " | ".join(f"{t:14.2f}" for t in row) + " |", flush=True)


def keep_freed_memory() -> None:
    """Make glibc reuse freed buffers instead of unmapping them, so a call is not timed with fresh pages.

    A 16 MB result is above malloc's mmap threshold: without this, whether a call gets recycled memory or
    page-faults through fresh zeroed pages depends on what the previous calls freed, which swings medians
    by several milliseconds between identical programs.
    """
    libc = ctypes.CDLL(None)
    m_trim_threshold, m_mmap_threshold = -1, -3
    libc.mallopt(m_mmap_threshold, 1 << 30)
    libc.mallopt(m_trim_threshold, (1 << 31) - 1)


def main() -> None:
    keep_freed_memory()
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=2048)
    parser.add_argument("--reps", type=int, default=21)
    parser.add_argument("--kinds", default="add,chain")
    args = parser.parse_args()
    for kind in args.kinds.split(","):
        table(kind, args.size, args.reps)


if __name__ == "__main__":
    main()
