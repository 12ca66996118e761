"""The fast call path (`marshal.fast_wrapper`): the native code as a builtin, else the general path."""

from __future__ import annotations

import gc
import subprocess
import sys
import textwrap
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest
from concurrency import run_on_threads

import tosabcast
from tosabcast.runtime import marshal
from tosabcast.runtime.jit import CallError, Function

pytestmark = [
    pytest.mark.jit,
    pytest.mark.skipif(marshal.PYTHON_API is None, reason="not the CPython and numpy the fast call was probed on"),
]

MODEL = """\
func.func @main(%a: tensor<?x?xf32>, %b: tensor<1x?xf32>) -> tensor<?x?xf32> {
  %0 = tosa.add %a, %b : (tensor<?x?xf32>, tensor<1x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
"""


class _Counting:
    """Stands in for the general path's `known` set: the general path looks it up once per call."""

    def __init__(self, known: set[Any]) -> None:
        self.known, self.calls = known, 0

    def __contains__(self, key: Any) -> bool:
        self.calls += 1
        return key in self.known


def _spy(function: Function) -> _Counting:
    """Count the calls that take the general path."""
    fast = type(function).__call__
    assert type(fast).__name__ == "builtin_function_or_method", "the call is not the native fast wrapper"
    namespace = fast.__self__.__globals__  # the builtin holds the general path as its `self`
    counting = namespace["known"] = _Counting(namespace["known"])
    return counting


def _rss_growth(call: Callable[[], Any], times: int) -> int:
    """How many bytes the resident size grew over `times` calls of `call`."""
    with open("/proc/self/statm") as f:
        before = int(f.read().split()[1])
    for _ in range(times):
        call()
    with open("/proc/self/statm") as f:
        return (int(f.read().split()[1]) - before) * 4096


@pytest.fixture
def main() -> Function:
    return tosabcast.compile(MODEL).main


def test_known_shapes_take_the_native_call_only(main: Function) -> None:
    a, b = np.arange(12, dtype=np.float32).reshape(3, 4), np.ones((1, 4), np.float32)
    np.testing.assert_array_equal(main(a, b), a + b)  # general path: learns the shapes
    general = _spy(main)
    for k in range(5):
        np.testing.assert_array_equal(main(a * k, b), a * k + b)
    assert general.calls == 0
    main(np.ones((2, 4), np.float32), b)  # new shapes: the general path, once
    main(np.ones((2, 4), np.float32), b)
    assert general.calls == 1


@pytest.mark.parametrize(
    "variant",
    ["transposed", "float64", "readonly", "list", "misaligned", "subclass"],
)
def test_arguments_the_fast_path_refuses_still_give_the_right_answer(main: Function, variant: str) -> None:
    a, b = np.arange(12, dtype=np.float32).reshape(3, 4), np.ones((1, 4), np.float32)
    main(a, b)
    general = _spy(main)
    if variant == "transposed":
        arg: Any = np.arange(12, dtype=np.float32).reshape(4, 3).T
    elif variant == "float64":
        arg = a.astype(np.float64)
    elif variant == "readonly":
        arg = a.copy()
        arg.flags.writeable = False
    elif variant == "list":
        arg = a.tolist()
    elif variant == "misaligned":
        arg = np.zeros(49, np.uint8)[1:].view(np.float32).reshape(3, 4)
        arg[...] = a
    else:
        arg = a.view(np.matrix)
    if variant == "float64":
        with pytest.raises(CallError, match="argument #0 has dtype float64, expected float32"):
            main(arg, b)
        return
    np.testing.assert_array_equal(np.asarray(main(arg, b)), np.asarray(arg, np.float32) + b)
    assert general.calls == (0 if variant == "readonly" else 1)


def test_the_fast_path_hands_bad_calls_to_the_general_one(main: Function) -> None:
    a, b = np.ones((3, 4), np.float32), np.full((1, 4), 2, np.float32)
    main(a, b)
    with pytest.raises(CallError, match="takes 2 arguments, got 3"):
        main(a, b, b)
    with pytest.raises(TypeError, match="keyword"):
        main(a, b=b)  # type: ignore[call-arg]
    with pytest.raises(CallError, match=r"operand #1 dim 1 has runtime size 4, incompatible with size 5"):
        main(np.ones((3, 5), np.float32), b)  # the runtime broadcast check, in the general path
    np.testing.assert_array_equal(main(a, b), a + b)


def test_shapes_beyond_the_slots_rotate_through_them(main: Function) -> None:
    general = _spy(main)
    count = 2 * marshal.KnownShapes.SLOTS + 3
    for _ in range(2):
        for n in range(1, count + 1):
            a, b = np.full((n, 3), n, np.float32), np.full((1, 3), 1, np.float32)
            np.testing.assert_array_equal(main(a, b), a + 1)
    assert general.calls == 2 * count  # each new shape evicts the oldest: the second round misses too
    for _ in range(3):
        main(np.full((count, 3), 1, np.float32), np.full((1, 3), 1, np.float32))
    assert general.calls == 2 * count  # the last SLOTS shapes stay fast


@pytest.mark.parametrize(
    ("op", "dtype", "result"),
    [("greater", np.float32, np.bool_), ("add", np.int32, np.int32), ("add", np.float16, np.float16),
     ("maximum", np.int8, np.int8)],
)  # fmt: skip
def test_results_of_every_dtype_and_rank_zero(op: str, dtype: Any, result: Any) -> None:
    element = {np.float32: "f32", np.int32: "i32", np.float16: "f16", np.int8: "i8"}[dtype]
    out = "i1" if result is np.bool_ else element
    text = f"""
func.func @vec(%a: tensor<5xX>, %b: tensor<5xX>) -> tensor<5xY> {{
  %0 = tosa.{op} %a, %b : (tensor<5xX>, tensor<5xX>) -> tensor<5xY>
  return %0 : tensor<5xY>
}}
func.func @scalar(%a: tensor<X>, %b: tensor<X>) -> tensor<Y> {{
  %0 = tosa.{op} %a, %b : (tensor<X>, tensor<X>) -> tensor<Y>
  return %0 : tensor<Y>
}}""".replace("X", element).replace("Y", out)
    program = tosabcast.compile(text)
    a, b = np.arange(5).astype(dtype), np.array([3, 1, 2, 9, 0]).astype(dtype)
    want = getattr(np, op)(a, b)
    for _ in range(3):  # the general path, then the fast one
        got = program.vec(a, b)
        assert got.dtype == result and got.shape == (5,)
        np.testing.assert_array_equal(got, want)
        got = program.scalar(a[2:3].reshape(()), b[3:4].reshape(()))
        assert got.dtype == result and got.shape == ()
        np.testing.assert_array_equal(got, getattr(np, op)(a[2], b[3]))


def test_fast_calls_keep_reference_counts() -> None:
    main = tosabcast.compile(MODEL).main
    a, b = np.ones((8, 8), np.float32), np.ones((1, 8), np.float32)
    main(a, b)
    dtype = np.dtype(np.float32)
    before = sys.getrefcount(dtype), sys.getrefcount(a), sys.getrefcount(b)
    for _ in range(1000):
        result = main(a, b)
    assert sys.getrefcount(result) == 2  # the name and the argument: the array is ours alone
    del result
    after = sys.getrefcount(dtype), sys.getrefcount(a), sys.getrefcount(b)
    assert after == before


def test_fast_calls_do_not_leak() -> None:
    main = tosabcast.compile(MODEL).main
    a, b = np.ones((8, 8), np.float32), np.ones((1, 8), np.float32)
    for _ in range(1000):
        main(a, b)
    grown = _rss_growth(lambda: main(a, b), 20_000)
    assert grown < 512 << 10, f"RSS grew by {grown} bytes over 20,000 calls"


def test_the_compiled_code_lives_as_long_as_the_call() -> None:
    main = tosabcast.compile(MODEL).main
    call = type(main).__call__
    del main  # the program and its Function are gone (and the Function's class let go of `call`: Function.__del__)
    a, b = np.ones((2, 3), np.float32), np.ones((1, 3), np.float32)
    for _ in range(3):
        np.testing.assert_array_equal(call(a, b), a + b)


def test_python_threads_share_the_fast_path() -> None:
    main = tosabcast.compile(MODEL).main
    inputs = [(np.full((5, 7 + k), k, np.float32), np.full((1, 7 + k), 2 * k, np.float32)) for k in range(12)]
    errors: list[int] = []

    def worker(k: int) -> None:
        for j in range(2000):
            a, b = inputs[(k + j) % len(inputs)]  # more shapes than slots: slots are rewritten as others read
            if not (main(a, b) == 3 * ((k + j) % len(inputs))).all():
                errors.append(k)
                return

    run_on_threads(worker, 4)
    assert errors == []


def test_programs_dropped_in_cycles_are_collected_cleanly() -> None:
    a, b = np.ones((2, 3), np.float32), np.ones((1, 3), np.float32)
    for _ in range(20):
        main = tosabcast.compile(MODEL).main
        main(a, b)
        main(a, b)  # the fast path
        del main
        gc.collect()  # the builtin, its general path and its Function form a cycle
    assert gc.garbage == []


def test_large_results_are_wrapped_without_a_copy_and_freed(main: Function) -> None:
    a, b = np.ones((300, 200), np.float32), np.arange(200, dtype=np.float32).reshape(1, 200)
    main(a, b)  # the general path
    general = _spy(main)
    got = main(a, b)
    assert general.calls == 0
    assert type(got.base).__name__ == "PyCapsule"  # the capsule frees the buffer with the last view
    assert got.flags.writeable and got.flags.c_contiguous and got.flags.aligned
    np.testing.assert_array_equal(got, a + b)
    got[0, 0] = 7  # ours to write
    view = got[1:]
    del got
    np.testing.assert_array_equal(view, (a + b)[1:])  # the buffer lives as long as a view of it
    grown = _rss_growth(lambda: main(a, b), 3000)
    assert grown < 4 << 20, f"RSS grew by {grown} bytes over 3,000 calls of 240 KB results"


def test_results_not_the_calls_own_are_copied() -> None:
    program = tosabcast.compile("""
func.func @same(%a: tensor<300x300xf32>) -> tensor<300x300xf32> {
  return %a : tensor<300x300xf32>
}
func.func @constant(%a: tensor<1xf32>) -> tensor<300x300xf32> {
  %0 = "tosa.const"() <{values = dense<2.5> : tensor<300x300xf32>}> : () -> tensor<300x300xf32>
  return %0 : tensor<300x300xf32>
}""")
    a = np.arange(90_000, dtype=np.float32).reshape(300, 300)
    for _ in range(3):  # the general path, then the fast one
        same = program.same(a)
        assert not np.shares_memory(same, a)
        np.testing.assert_array_equal(same, a)
        constant = program.constant(np.ones(1, np.float32))
        assert (constant == 2.5).all()
        constant[0, 0] = 0  # not the constant itself: the next call still gives 2.5


def test_large_calls_run_without_the_gil(main: Function) -> None:
    small, large = np.ones((4, 4), np.float32), np.ones((256, 256), np.float32)
    main(small, small[:1])
    main(large, large[:1])
    known = type(main).__call__.__self__.__globals__["fast"].known
    slots = [list(known.words[k * known.width : (k + 1) * known.width]) for k in range(known.SLOTS)]
    assert [1, 0, 4, 4, 1, 4] in slots  # valid, the GIL kept, the dims
    assert [1, 1, 256, 256, 1, 256] in slots  # valid, the GIL released
    results: list[bool] = []

    def worker(k: int) -> None:
        x = np.full((256, 256), k, np.float32)
        results.extend((main(x, large[:1]) == k + 1).all() for _ in range(300))

    run_on_threads(worker, 4)
    assert results == [True] * 1200


SEVERAL = """
func.func @pair(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xi1>, tensor<?x?xf32>) {
  %0 = tosa.add %a, %b : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = tosa.greater %a, %b : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xi1>
  return %0, %1, %a : tensor<?x?xf32>, tensor<?x?xi1>, tensor<?x?xf32>
}
func.func @twice(%a: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %0 = tosa.exp %a : (tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0, %0 : tensor<?x?xf32>, tensor<?x?xf32>
}
"""


@pytest.mark.parametrize("shape", [(3, 4), (150, 100)])  # results copied; the sum's wrapped in place
def test_several_results_come_as_one_tuple_from_the_fast_path(shape: tuple[int, int]) -> None:
    program = tosabcast.compile(SEVERAL)
    rng = np.random.default_rng(5)
    a, b = rng.standard_normal(shape, np.float32), rng.standard_normal(shape, np.float32)
    program.pair(a, b), program.twice(a)  # the general path learns the shapes
    for name in ("pair", "twice"):
        _spy(getattr(program, name))
    for _ in range(3):
        total, greater, same = program.pair(a, b)
        np.testing.assert_array_equal(total, a + b)
        np.testing.assert_array_equal(greater, a > b)
        np.testing.assert_array_equal(same, a)
        assert greater.dtype == np.bool_ and not np.shares_memory(same, a)  # an argument returned: copied
        first, second = program.twice(a)
        np.testing.assert_array_equal(first, second)  # one buffer, two results: the second copied
        assert not np.shares_memory(first, second)
        first[0, 0] = 0
        assert second[0, 0] != 0
    assert [type(program[n]).__call__.__self__.__globals__["known"].calls for n in ("pair", "twice")] == [0, 0]
    if shape[0] * shape[1] * 4 > marshal.COPY_BELOW_BYTES:
        assert type(total.base).__name__ == "PyCapsule" and type(first.base).__name__ == "PyCapsule"


def test_several_results_keep_reference_counts_and_memory() -> None:
    program = tosabcast.compile(SEVERAL)
    a, b = np.ones((150, 100), np.float32), np.zeros((150, 100), np.float32)
    program.pair(a, b)
    dtypes = [np.dtype(np.float32), np.dtype(np.bool_)]
    before = [sys.getrefcount(d) for d in dtypes], sys.getrefcount(a), sys.getrefcount(b)
    grown = _rss_growth(lambda: program.pair(a, b), 2000)
    results = program.pair(a, b)
    assert [sys.getrefcount(r) for r in results] == [3, 3, 3]  # the tuple, the name r, the argument
    del results
    assert ([sys.getrefcount(d) for d in dtypes], sys.getrefcount(a), sys.getrefcount(b)) == before
    assert grown < 4 << 20, f"RSS grew by {grown} bytes over 2,000 calls"


def test_wrapped_results_outlive_their_program() -> None:
    """The capsule destructor of a wrapped result lives in an engine of the process, not the program's: with
    it in the program's engine, freeing a result after its program was collected called freed code."""
    script = textwrap.dedent("""
        import gc, sys, numpy as np, tosabcast
        a, b = np.ones((300, 200), np.float32), np.ones((1, 200), np.float32)
        kept = []
        for _ in range(3):
            program = tosabcast.compile(sys.argv[1])
            program.main(a, b)
            kept.append(program.main(a, b))  # the fast path: wrapped in place
            del program
            gc.collect()
        assert all(type(r.base).__name__ == "PyCapsule" and (r == 2).all() for r in kept)
        del kept[0]  # freed now; the others when the interpreter exits
        print("freed")
    """)
    done = subprocess.run(
        [sys.executable, "-c", script, MODEL], capture_output=True, text=True, timeout=300, check=False
    )
    assert (done.returncode, done.stdout.strip()) == (0, "freed"), done.stderr[-2000:]
