"""tosabcast.compile: numpy in and out, memory ownership, runtime shape checks, booleans, no fatal inputs."""

from __future__ import annotations

import gc
import subprocess
import sys
import textwrap
import time
import weakref
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from concurrency import rss_bytes, run_on_threads
from upstream_limits import broadcasts_one_to_zero

import tosabcast
from tosabcast.runtime.jit import CallError, CompileError, Program

pytestmark = pytest.mark.jit

LOWERINGS = ("tosabcast", "upstream")

# Line numbers matter: error messages name them.
MODEL = """\
func.func @main(%a: tensor<?x?xf32>, %b: tensor<1x?xf32>) -> tensor<?x?xf32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.add %a, %b : (tensor<?x?xf32>, tensor<1x?xf32>) -> tensor<?x?xf32>
  %1 = tosa.mul %0, %a, %shift : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<1xi8>) -> tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
func.func @static(%a: tensor<2x3xi32>, %b: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %0 = tosa.sub %a, %b : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}
func.func @to_static(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<4xf32> {
  %0 = tosa.add %a, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @booleans(%c: tensor<?xi1>, %a: tensor<?xf32>, %b: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xi1>) {
  %0 = tosa.select %c, %a, %b : (tensor<?xi1>, tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %1 = tosa.greater %a, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xi1>
  %2 = tosa.logical_not %c : (tensor<?xi1>) -> tensor<?xi1>
  %3 = tosa.logical_xor %1, %2 : (tensor<?xi1>, tensor<?xi1>) -> tensor<?xi1>
  return %0, %3 : tensor<?xf32>, tensor<?xi1>
}
func.func @bool_constant(%a: tensor<3xi1>) -> tensor<3xi1> {
  %c = "tosa.const"() <{values = dense<[true, false, true]> : tensor<3xi1>}> : () -> tensor<3xi1>
  %0 = tosa.logical_and %a, %c : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
  return %0 : tensor<3xi1>
}
func.func @identity(%a: tensor<?x?xf32>) -> tensor<?x?xf32> {
  return %a : tensor<?x?xf32>
}
func.func @twice(%a: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
  %0 = tosa.exp %a : (tensor<?xf32>) -> tensor<?xf32>
  return %0, %0, %a : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
}
func.func @constant() -> tensor<2xf32> {
  %c = "tosa.const"() <{values = dense<[1.5, 2.5]> : tensor<2xf32>}> : () -> tensor<2xf32>
  return %c : tensor<2xf32>
}
func.func @scalar(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %0 = tosa.maximum %a, %b {nan_mode = #tosa.nan_mode<PROPAGATE>} : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
func.func @nothing(%a: tensor<?xf32>) {
  return
}
func.func private @helper(%a: tensor<?xf32>) -> tensor<?xf32> {
  return %a : tensor<?xf32>
}
"""


@pytest.fixture(scope="module", params=LOWERINGS)
def prog(request: pytest.FixtureRequest) -> Program:
    return tosabcast.compile(MODEL, lowering=request.param, name="model.mlir")


def f32(*shape: int, seed: int = 0) -> np.ndarray[Any, Any]:
    return np.random.default_rng(seed).uniform(-4, 4, size=shape).astype(np.float32)


# -- numpy in, numpy out --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("a_shape", "b_shape"), [((3, 4), (1, 4)), ((3, 1), (1, 4)), ((1, 1), (1, 5)), ((0, 4), (1, 4)), ((5, 0), (1, 1))]
)
def test_any_legal_runtime_shape_runs(prog: Program, a_shape: tuple[int, ...], b_shape: tuple[int, ...]) -> None:
    a, b = f32(*a_shape, seed=1), f32(*b_shape, seed=2)
    if prog.lowering == "upstream" and broadcasts_one_to_zero([a_shape, b_shape]):
        pytest.skip("upstream sizes a result dim with max(dims): 1 against 0 gives 1")
    out = prog.main(a, b)
    assert isinstance(out, np.ndarray) and out.dtype == np.float32
    np.testing.assert_array_equal(out, (a + b) * a)


def test_program_exposes_public_functions_by_attribute_and_name(prog: Program) -> None:
    assert prog.main is prog["main"] is prog.functions["main"]
    assert "helper" not in prog.functions
    assert set(prog) == {"main", "static", "to_static", "booleans", "bool_constant", "identity", "twice",
                         "constant", "scalar", "nothing"}  # fmt: skip
    with pytest.raises(AttributeError, match=r"no public function @helper \(functions: main, static,"):
        prog.helper  # noqa: B018


def test_several_results_are_a_tuple_and_none_is_none(prog: Program) -> None:
    a = f32(5)
    first, second, third = prog.twice(a)
    np.testing.assert_allclose(first, np.exp(a), rtol=1e-6)
    np.testing.assert_array_equal(second, first)
    assert not np.shares_memory(first, second)
    np.testing.assert_array_equal(third, a)
    assert prog.nothing(a) is None


def test_rank_zero_and_python_scalars(prog: Program) -> None:
    out = prog.scalar(np.float32(1.5), np.array(2.5, np.float32))
    assert out.shape == () and out == 2.5
    assert prog.scalar(3.0, -1.0) == 3.0


def test_non_contiguous_inputs_are_read_correctly(prog: Program) -> None:
    base = f32(6, 8)
    a = base.T[::2]  # 4x6, strided
    b = base[:1, ::-1][:, :6]
    np.testing.assert_array_equal(prog.main(a, b), (a + b) * a)


def test_inputs_are_not_modified(prog: Program) -> None:
    a, b = f32(3, 4), f32(1, 4)
    a_copy, b_copy = a.copy(), b.copy()
    prog.main(a, b)
    np.testing.assert_array_equal(a, a_copy)
    np.testing.assert_array_equal(b, b_copy)


# -- booleans --------------------------------------------------------------------------------------------


def test_booleans_in_and_out(prog: Program) -> None:
    c = np.array([True, False, True, False, True])
    a, b = f32(5, seed=3), f32(5, seed=4)
    selected, mixed = prog.booleans(c, a, b)
    np.testing.assert_array_equal(selected, np.where(c, a, b))
    assert mixed.dtype == np.bool_
    np.testing.assert_array_equal(mixed, (a > b) ^ ~c)
    assert set(mixed.view(np.uint8).tolist()) <= {0, 1}
    one = np.array([False])  # a boolean operand broadcast at run time
    selected, mixed = prog.booleans(one, a, b)
    np.testing.assert_array_equal(selected, b)
    np.testing.assert_array_equal(mixed, (a > b) ^ True)


def test_boolean_constants(prog: Program) -> None:
    np.testing.assert_array_equal(prog.bool_constant(np.array([True, True, False])), [True, False, False])


# -- memory ----------------------------------------------------------------------------------------------


def test_results_stay_valid_after_the_next_call(prog: Program) -> None:
    a1, b1 = f32(3, 4, seed=5), f32(1, 4, seed=6)
    a2, b2 = f32(2, 2, seed=7), f32(1, 2, seed=8)
    first = prog.main(a1, b1)
    second = prog.main(a2, b2)
    big = prog.main(f32(300, 100), f32(1, 100))  # above the copy threshold: wrapped, not copied
    again = prog.main(f32(300, 100, seed=9), f32(1, 100, seed=10))
    np.testing.assert_array_equal(first, (a1 + b1) * a1)
    np.testing.assert_array_equal(second, (a2 + b2) * a2)
    assert not np.shares_memory(big, again)


def test_a_result_that_is_an_argument_is_a_copy(prog: Program) -> None:
    for a in (f32(2, 3), f32(200, 100)):
        out = prog.identity(a)
        np.testing.assert_array_equal(out, a)
        assert not np.shares_memory(out, a)
        a[...] = 0
        assert out.any()


def test_repeated_calls_copy_results_into_arrays_allocated_ahead(prog: Program) -> None:
    """From the second call with given shapes on, the result array exists before the call and the compiled
    wrapper copies into it (freeing the buffer only if it is the result's own): same values, fresh arrays."""
    for shapes in [((3, 4), (1, 4)), ((2, 2), (1, 2))] * 3:
        a, b = f32(*shapes[0], seed=1), f32(*shapes[1], seed=2)
        out = prog.main(a, b)
        np.testing.assert_array_equal(out, (a + b) * a)
        same = prog.identity(a)
        assert not np.shares_memory(same, a)
        a[...] = 0
        np.testing.assert_array_equal(same, f32(*shapes[0], seed=1))
        first = prog.constant()
        first[0] = 7
        np.testing.assert_array_equal(prog.constant(), [1.5, 2.5])


DATA_SHAPED = """\
func.func @filled(%n: tensor<i64>) -> tensor<?xf32> {
  %v = tensor.extract %n[] : tensor<i64>
  %i = arith.index_cast %v : i64 to index
  %c = arith.constant 1.5 : f32
  %e = tensor.empty(%i) : tensor<?xf32>
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  return %f : tensor<?xf32>
}
"""


def test_a_result_shape_that_depends_on_data_is_not_guessed() -> None:
    filled = tosabcast.compile(DATA_SHAPED).filled
    for n in (3, 3, 5, 5, 2, 3):  # same argument shape, different result shapes
        np.testing.assert_array_equal(filled(np.array(n)), np.full(n, 1.5, np.float32))


def test_read_only_and_misaligned_inputs(prog: Program) -> None:
    a, b = f32(3, 4, seed=1), f32(1, 4, seed=2)
    a.setflags(write=False)
    raw = np.zeros(4 * 4 + 1, np.uint8)
    misaligned = np.frombuffer(raw.data, np.float32, count=4, offset=1).reshape(1, 4)
    misaligned[...] = b  # a view: writes the same bytes
    assert not misaligned.flags.aligned
    for _ in range(2):
        np.testing.assert_array_equal(prog.main(a, b), (a + b) * a)
        np.testing.assert_array_equal(prog.main(a, misaligned), (a + b) * a)


def test_a_constant_result_is_a_fresh_array(prog: Program) -> None:
    first = prog.constant()
    first[0] = 7
    np.testing.assert_array_equal(prog.constant(), [1.5, 2.5])


def test_a_view_keeps_a_large_result_alive(prog: Program) -> None:
    a = f32(10000)
    view = prog.twice(a)[0][5:10]
    gc.collect()
    prog.twice(f32(10000, seed=1))  # reuse of freed memory would overwrite the view
    np.testing.assert_allclose(view, np.exp(a[5:10]), rtol=1e-6)


def test_a_function_outlives_its_program() -> None:
    main = tosabcast.compile(MODEL, lowering="upstream").main
    gc.collect()
    a, b = f32(2, 3), f32(1, 3)
    np.testing.assert_array_equal(main(a, b), (a + b) * a)


def test_a_dropped_program_frees_its_engine_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Reference counting alone frees the JIT engine (its code and the buffers it keeps): nothing of a program
    is in a reference cycle that only Python's cyclic collector would break, minutes later. The function too:
    dropped after its program, it takes the engine with it. Code that ran on the async runtime's workers is
    kept a second more (`jit._GRAVEYARD`: a worker may still be leaving it)."""
    from tosabcast.runtime import jit

    engines: list[Any] = []
    make = jit._engine
    monkeypatch.setattr(jit, "_engine", lambda *a, **k: engines.append(make(*a, **k)) or engines[-1])
    a, b = f32(2, 3), f32(1, 3)
    gc.disable()
    try:
        program = tosabcast.compile(MODEL, threads=1)
        program.main(a, b)
        engine = weakref.ref(engines.pop())
        del program
        assert engine() is None
        main = tosabcast.compile(MODEL, threads=1).main
        engine = weakref.ref(engines.pop())
        np.testing.assert_array_equal(main(a, b), (a + b) * a)
        assert engine() is not None  # the function holds it
        del main
        assert engine() is None
        program = tosabcast.compile(MODEL, threads=2, thread_runtime="async")
        program.main(a, b)
        engine = weakref.ref(engines.pop())
        del program
        assert engine() is not None
        jit._GRAVEYARD.purge(now=time.monotonic() + jit._GRAVEYARD.DELAY)
        assert engine() is None
    finally:
        gc.enable()


@pytest.mark.parametrize("elements", [1024, 16384], ids=["copied-results", "wrapped-results"])
def test_ten_thousand_calls_leave_resident_memory_flat(prog: Program, elements: int) -> None:
    # 10,000 leaked results of 4 KiB (16384: 64 KiB) would be 40 MB (640 MB): far above the bound.
    rng = np.random.default_rng(0)

    def call() -> None:
        a = rng.random((elements // 16, 16), dtype=np.float32)
        b = rng.random((1, 16), dtype=np.float32)
        prog.main(a, b)

    for _ in range(500):
        call()
    gc.collect()
    before = rss_bytes()
    for _ in range(10_000):
        call()
    gc.collect()
    assert rss_bytes() - before < 20 * 1024 * 1024


def test_concurrent_calls_from_threads(prog: Program) -> None:
    errors: list[str] = []

    def worker(seed: int) -> None:
        for i in range(200):
            a, b = f32(1 + (seed + i) % 5, 3, seed=seed), f32(1, 3, seed=i)
            if not np.array_equal(prog.main(a, b), (a + b) * a):
                errors.append(f"thread {seed} call {i}")

    run_on_threads(worker, 4)
    assert errors == []


# -- exact errors ----------------------------------------------------------------------------------------


def test_wrong_argument_count(prog: Program) -> None:
    with pytest.raises(CallError) as info:
        prog.main(f32(2, 2))
    assert str(info.value) == "model.mlir:1:1: @main takes 2 arguments, got 1"


def test_wrong_dtype(prog: Program) -> None:
    with pytest.raises(ValueError) as info:
        prog.main(f32(2, 2), np.zeros((1, 2), np.float64))
    assert str(info.value) == "model.mlir:1:1: @main argument #1 has dtype float64, expected float32 (tensor<1x?xf32>)"


def test_wrong_rank(prog: Program) -> None:
    with pytest.raises(ValueError) as info:
        prog.main(f32(4), f32(1, 4))
    assert (
        str(info.value) == "model.mlir:1:1: @main argument #0 has rank 1 (shape 4), expected rank 2 (tensor<?x?xf32>)"
    )


def test_wrong_static_dim(prog: Program) -> None:
    with pytest.raises(ValueError) as info:
        prog.main(f32(3, 4), f32(2, 4))
    assert str(info.value) == "model.mlir:1:1: @main argument #1 dim 0 has size 2, expected 1 (tensor<1x?xf32>)"
    with pytest.raises(ValueError) as info:
        prog.static(np.zeros((2, 3), np.int32), np.zeros((2, 4), np.int32))
    assert str(info.value) == "model.mlir:7:1: @static argument #1 dim 1 has size 4, expected 3 (tensor<2x3xi32>)"


def test_operands_that_do_not_broadcast_at_run_time(prog: Program) -> None:
    with pytest.raises(ValueError) as info:
        prog.main(f32(3, 4), f32(1, 5))
    assert str(info.value) == (
        "model.mlir:3:8: 'tosa.add' op operand #1 dim 1 has runtime size 5, incompatible with size 4 of operand #0"
    )
    with pytest.raises(ValueError) as info:
        prog.booleans(np.zeros(3, bool), f32(4), f32(4))
    assert str(info.value) == (
        "model.mlir:16:8: 'tosa.select' op operand #1 dim 0 has runtime size 4, incompatible with size 3 of operand #0"
    )


def test_runtime_shape_against_a_static_result_dim(prog: Program) -> None:
    np.testing.assert_array_equal(prog.to_static(f32(4), f32(1)), f32(4) + f32(1))
    with pytest.raises(ValueError) as info:
        prog.to_static(f32(3), f32(1))
    assert (
        str(info.value)
        == "model.mlir:12:8: 'tosa.add' op result dim 0 has static size 4, incompatible with runtime size 3"
    )


ASSUMED = """\
func.func @main(%a: tensor<?x?xf32>, %b: tensor<?x1xf32>) -> tensor<?x?xf32> attributes {tosabcast.assume_no_runtime_broadcast} {
  %0 = tosa.add %a, %b : (tensor<?x?xf32>, tensor<?x1xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
func.func private @sub(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = tosa.sub %a, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
func.func @call(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = func.call @sub(%a, %b) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
"""


def test_a_broken_no_runtime_broadcast_assumption_raises_instead_of_reading_out_of_bounds() -> None:
    prog = tosabcast.compile(ASSUMED, name="assumed.mlir")
    a, column = f32(4, 3, seed=1), f32(4, 1, seed=2)
    np.testing.assert_array_equal(prog.main(a, column), a + column)  # the static 1 still broadcasts
    with pytest.raises(CallError) as info:
        prog.main(a, f32(1, 1))
    assert str(info.value) == (
        "assumed.mlir:2:8: 'tosa.add' op operand #1 dim 0 has runtime size 1, but @main assumes no runtime "
        "broadcast (tosabcast.assume_no_runtime_broadcast) and the result dim has size 4"
    )
    np.testing.assert_array_equal(prog.main(a, column), a + column)  # the failed call left no trace


@pytest.mark.parametrize("lowering", LOWERINGS)
def test_a_called_function_is_checked_on_the_call_shapes(lowering: str) -> None:
    prog = tosabcast.compile(ASSUMED, name="assumed.mlir", lowering=lowering)
    np.testing.assert_array_equal(prog.call(f32(5), f32(1)), f32(5) - f32(1))
    with pytest.raises(CallError) as info:
        prog.call(f32(8), f32(3))
    assert str(info.value) == (
        "assumed.mlir:6:8: 'tosa.sub' op operand #1 dim 0 has runtime size 3, incompatible with size 8 of operand #0"
    )


def test_shape_checks_can_be_turned_off() -> None:
    unchecked = tosabcast.compile(MODEL, lowering="upstream", name="model.mlir", check_shapes=False)
    assert not unchecked.static.check_shapes
    # Checked, this is "argument #1 dim 1 has size 4, expected 3"; unchecked, the code reads b's first 6
    # elements as a 2x3 array (in bounds): the caller's responsibility.
    out = unchecked.static(np.zeros((2, 3), np.int32), np.arange(8, dtype=np.int32).reshape(2, 4))
    np.testing.assert_array_equal(out, -np.arange(6).reshape(2, 3))
    with pytest.raises(ValueError, match="argument #0 has rank 1"):  # ranks fix the calling convention: checked
        unchecked.main(f32(4), f32(1, 4))
    with pytest.raises(AttributeError):  # the checks are compiled in, or not
        unchecked.static.check_shapes = True  # type: ignore[misc]


# -- compile errors --------------------------------------------------------------------------------------


def test_parse_error_is_located() -> None:
    with pytest.raises(CompileError) as info:
        tosabcast.compile(
            "func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {\n  return %b : tensor<2xf32>\n}\n", name="bad.mlir"
        )
    assert str(info.value).startswith("bad.mlir:2:10: error: use of undeclared SSA value name")


def test_missing_file() -> None:
    with pytest.raises(CompileError, match=r"could not open input file 'no/such.mlir': No such file or directory"):
        tosabcast.compile("no/such.mlir")


def test_unknown_lowering() -> None:
    with pytest.raises(ValueError, match=r"unknown lowering 'fast' \(expected one of: tosabcast, upstream\)"):
        tosabcast.compile(MODEL, lowering="fast")


def test_unranked_signature_is_refused() -> None:
    source = "func.func @f(%a: tensor<*xf32>) -> tensor<*xf32> {\n  return %a : tensor<*xf32>\n}\n"
    with pytest.raises(CompileError) as info:
        tosabcast.compile(source, name="u.mlir")
    assert str(info.value) == (
        "u.mlir:1:1: error: @f argument #0 has type tensor<*xf32>; the JIT takes ranked tensors\n"
        "u.mlir:1:1: error: @f result #0 has type tensor<*xf32>; the JIT takes ranked tensors"
    )


def test_compile_reads_a_path(tmp_path: Path) -> None:
    path = tmp_path / "m.mlir"
    path.write_text(MODEL)
    prog = tosabcast.compile(path, lowering="upstream")
    with pytest.raises(ValueError, match=rf"^{path}:3:8: 'tosa.add' op operand #1"):
        prog.main(f32(3, 4), f32(1, 5))
    assert prog.timing.total > 0 and prog.timing.jit > 0


def test_import_tosabcast_does_not_import_mlir() -> None:
    code = "import sys, tosabcast, tosabcast.shapes; assert 'mlir' not in sys.modules; tosabcast.compile; assert 'mlir' in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True)


# -- no input kills the process --------------------------------------------------------------------------

_DIVISION = textwrap.dedent(
    """\
    import numpy as np, tosabcast
    types = {"i32": np.int32, "i64": np.int64}  # tosa.intdiv takes i32 and i64
    src = "".join(
        f"func.func @div_{t}(%a: tensor<?x{t}>, %b: tensor<?x{t}>) -> tensor<?x{t}> {{\\n"
        f"  %0 = tosa.intdiv %a, %b : (tensor<?x{t}>, tensor<?x{t}>) -> tensor<?x{t}>\\n"
        f"  return %0 : tensor<?x{t}>\\n}}\\n"
        for t in types
    )
    prog = tosabcast.compile(src, lowering="tosabcast")
    for t, dtype in types.items():
        info = np.iinfo(dtype)
        a = np.array([7, -7, 0, info.min, info.min, info.max, 5], dtype)
        b = np.array([0, 0, 0, -1, 0, 0, 2], dtype)
        out = prog["div_" + t](a, b)
        assert out[-1] == 2, out
    print("survived")
    """
)


def test_integer_division_by_zero_and_overflow_do_not_kill_the_process() -> None:
    proc = subprocess.run([sys.executable, "-c", _DIVISION], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert proc.stdout.strip() == "survived"


def test_i32_division_in_f64_truncates_exactly() -> None:
    """i32 `intdiv` divides in f64 (it vectorizes): the truncated quotient must be the integer one for every pair,
    here the extremes (INT_MIN, INT_MAX, +-1, +-2, divisors near 2^31 and near 2^22, exact multiples and their
    neighbours) and random pairs of every magnitude, against Python's integers (`a / -1` wraps, `a / 0` is 0)."""
    source = (
        "func.func @div(%a: tensor<?xi32>, %b: tensor<?xi32>) -> tensor<?xi32> {\n"
        "  %0 = tosa.intdiv %a, %b : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>\n"
        "  return %0 : tensor<?xi32>\n}\n"
    )
    low, high = -(2**31), 2**31 - 1
    small = [-7, -2, -1, 0, 1, 2, 3, 7]
    edges = [low, low + 1, -(2**30), -(2**22) - 1, -(2**22), *small, 2**22, 2**22 + 1, 2**30, high - 1, high]
    pairs = [(a, b) for a in edges for b in edges]
    rng = np.random.default_rng(13)
    for _ in range(20000):
        b = int(rng.integers(1, 2 ** int(rng.integers(1, 32)))) * int(rng.choice([-1, 1]))
        q = int(rng.integers(low // abs(b), high // abs(b) + 1))
        for a in (q * b - 1, q * b, q * b + 1, int(rng.integers(low, high + 1))):
            if low <= a <= high:
                pairs.append((a, b))
    a, b = (np.array(column, np.int32) for column in zip(*pairs, strict=True))

    def truncated(x: int, y: int) -> int:
        if y == 0:
            return 0
        quotient = abs(x) // abs(y) * (1 if (x < 0) == (y < 0) else -1)
        return (quotient + 2**31) % 2**32 - 2**31  # INT_MIN / -1 wraps

    want = np.array([truncated(int(x), int(y)) for x, y in pairs], np.int32)
    got = tosabcast.compile(source).div(a, b)
    wrong = np.flatnonzero(got != want)
    assert wrong.size == 0, [(int(a[i]), int(b[i]), int(got[i]), int(want[i])) for i in wrong[:5]]


def test_strided_copies_load_the_runtime_library() -> None:
    source = (
        "func.func @window(%a: tensor<4x4xf32>) -> tensor<2x2xf32> {\n"
        "  %0 = tensor.extract_slice %a[1, 1] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>\n"
        "  return %0 : tensor<2x2xf32>\n}\n"
    )
    a = np.arange(16, dtype=np.float32).reshape(4, 4)
    np.testing.assert_array_equal(tosabcast.compile(source, lowering="upstream").window(a), a[1:3, 1:3])
